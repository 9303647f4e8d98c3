import { expect, type APIRequestContext } from '@playwright/test';
import { e2eApiKey } from '../../playwright.config';

/** Arranges state through the real service's HTTP API, the way another client would. */
export type PackInfo = {
  packageId: number;
  packageName: string;
  artistName: string;
  packageAnimated: 'Y' | 'N';
  packageKeywords: string;
  language: string;
  isDownload: 'Y' | 'N';
  isWish: 'Y' | 'N';
  stickers: { stickerId: number; stickerImg: string }[];
};

type Envelope<T> = { header: { code: string; message?: string }; body: T };
type Listed = { packageId: number; packageName: string };
type PageOf<K extends string, T> = Record<K, T[]> & { pageMap: { totalCount: number } };

export class ServiceApi {
  constructor(
    private readonly request: APIRequestContext,
    /** Origin of the service; the baseURL of the test when omitted. */
    private readonly origin = '',
  ) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string): Promise<T> {
    const response = await this.request.fetch(`${this.origin}${path}`, {
      method,
      headers: { apikey: e2eApiKey },
    });
    const json = (await response.json()) as Envelope<T>;
    expect(json.header.code, `${method} ${path}: ${json.header.message ?? ''}`).toMatch(
      /^000[01]$/,
    );
    return json.body;
  }

  /** Searches as `userId` (M1), which the service keeps among the user's recent searches. */
  async search(userId: string, q: string): Promise<void> {
    await this.call('GET', `/api/messenger/v1/search?${new URLSearchParams({ userId, q })}`);
  }

  /** M2: the user's recent search tags, most recent first. */
  async recentSearches(userId: string): Promise<string[]> {
    const body = await this.call<{ keywordList: { keyword: string }[] }>(
      'GET',
      `/api/messenger/v1/search/recent?${new URLSearchParams({ userId })}`,
    );
    return body.keywordList.map((k) => k.keyword);
  }

  /** The camera ranking (C1), optionally filtered; ids and names of the packs it lists. */
  async ranking(filters: Record<string, string> = {}): Promise<Listed[]> {
    const query = new URLSearchParams({ userId: 'e2e-arranger', limit: '50', ...filters });
    const body = await this.call<PageOf<'packageList', Listed>>(
      'GET',
      `/api/camera/v1/package?${query.toString()}`,
    );
    return body.packageList;
  }

  /** C4: the reaction stickers; packageId is the local service's extension. */
  async reactions(): Promise<{ stickerId: number; packageId?: number }[]> {
    const body = await this.call<{ stickerList: { stickerId: number; packageId?: number }[] }>(
      'GET',
      '/api/camera/v1/sticker/reaction?userId=demo',
    );
    return body.stickerList;
  }

  /** M14: the category names. */
  async categories(): Promise<string[]> {
    const body = await this.call<{ categoryList: { category: string }[] }>(
      'GET',
      '/api/messenger/v1/category',
    );
    return body.categoryList.map((c) => c.category);
  }

  /** M3; with `lang` (extension), keywords and sticker names in that language. */
  async pack(packageId: number, userId: string, lang?: string): Promise<PackInfo> {
    const query = new URLSearchParams({ userId, ...(lang ? { lang } : {}) });
    const body = await this.call<{ package: PackInfo }>(
      'GET',
      `/api/messenger/v1/package/${packageId}?${query.toString()}`,
    );
    return body.package;
  }

  /** M5: the packs the user opened lately, most recent first. */
  async recentlyViewed(userId: string): Promise<number[]> {
    const body = await this.call<PageOf<'packageList', Listed>>(
      'GET',
      `/api/messenger/v1/package/recent/${encodeURIComponent(userId)}?limit=50`,
    );
    return body.packageList.map((pack) => pack.packageId);
  }

  /** M6, or M7 with `hidden`: the first 50 packs. */
  async myPacks(userId: string, hidden = false): Promise<Listed[]> {
    const list = hidden ? 'mysticker/hide' : 'mysticker';
    const body = await this.call<PageOf<'packageList', Listed>>(
      'GET',
      `/api/messenger/v1/${list}/${encodeURIComponent(userId)}?limit=50`,
    );
    return body.packageList;
  }

  /** Download extension; a purchase can be recovered after hiding it. */
  async download(userId: string, packageId: number, purchase = false): Promise<void> {
    const query = `userId=${encodeURIComponent(userId)}&isPurchase=${purchase ? 'Y' : 'N'}`;
    await this.call('POST', `/api/messenger/v1/download/${packageId}?${query}`);
  }

  /** M8: hides the pack, or shows it again when it is hidden. */
  async toggleHidden(userId: string, packageId: number): Promise<void> {
    await this.call(
      'PUT',
      `/api/messenger/v1/mysticker/hide/${encodeURIComponent(userId)}/${packageId}`,
    );
  }

  /** M11: adds the pack to the top of the wish list, or removes it when it is there. */
  async toggleWish(userId: string, packageId: number): Promise<void> {
    await this.call(
      'PUT',
      `/api/messenger/v1/wish/${packageId}?userId=${encodeURIComponent(userId)}`,
    );
  }

  /** M4's record (C5-like send analytics): the sticker shows among the user's sent stickers. */
  async send(userId: string, stickerId: number): Promise<void> {
    await this.call(
      'POST',
      `/api/messenger/v1/analytics/send/${stickerId}?userId=${encodeURIComponent(userId)}`,
    );
  }

  /** Send-gift extension: the receiver then sees the gift in M12 and confirms it. */
  async sendGift(packageId: number, from: string, to: string): Promise<void> {
    const path = [packageId, from, to].map((s) => encodeURIComponent(String(s))).join('/');
    await this.call('POST', `/api/messenger/v1/gift/${path}`);
  }

  /** A pack from the ranking that `userId` does not own yet and that matches `filters`. */
  async packNotOwnedBy(userId: string, filters: Record<string, string> = {}): Promise<PackInfo> {
    const lists = await Promise.all([this.myPacks(userId), this.myPacks(userId, true)]);
    const owned = new Set(lists.flat().map((p) => p.packageId));
    const candidate = (await this.ranking(filters)).find((p) => !owned.has(p.packageId));
    if (!candidate) throw new Error(`Every ranked pack is owned by ${userId}`);
    return this.pack(candidate.packageId, userId);
  }

  /** A pack the user has just bought, so it is in their My packs. */
  async packOwnedBy(userId: string): Promise<PackInfo> {
    const pack = await this.packNotOwnedBy(userId);
    await this.download(userId, pack.packageId, true);
    return { ...pack, isDownload: 'Y' };
  }
}
