import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { specBodies } from '../../testing/conformance/spec-bodies';
import {
  commonVariants,
  listOf,
  variants,
  withoutPageMap,
} from '../../testing/conformance/variants';
import * as contract from '../../../contract/index';
import type { BodyReader } from './body-reader';
import {
  readC1,
  readC2,
  readC3,
  readIgnored,
  readM10,
  readM12,
  readM13,
  readM14,
  readM2,
  readM3,
  readM4,
  readM5,
  readM6,
} from './readers';
import { readM1 } from './search-reader';

type Operation = keyof typeof specBodies;
const firstPage = { pageNumber: 1, limit: 20 };

/** How the app reads each operation (M7 reads like M6, M9 like M5, C4 like C3). */
const readerOf: Record<Operation, BodyReader<unknown>> = {
  M1: readM1(firstPage),
  M2: readM2,
  M3: readM3,
  M4: readM4(firstPage),
  M5: readM5(firstPage),
  M6: readM6(firstPage),
  M7: readM6(firstPage),
  M8: readIgnored,
  M9: readM5(firstPage),
  M10: readM10(firstPage),
  M11: readIgnored,
  M12: readM12(firstPage),
  M13: readM13,
  M14: readM14,
  C1: readC1(firstPage),
  C2: readC2,
  C3: readC3,
  C4: readC3,
  C5: readIgnored,
};

/** The exact contract each spec body must satisfy: the service is checked against these. */
const contractOf: Record<Operation, z.ZodMiniType> = {
  M1: contract.SearchBodySchema,
  M2: contract.RecentKeywordsBodySchema,
  M3: contract.PackageDetailBodySchema,
  M4: contract.SentStickersBodySchema,
  M5: contract.PackageSummaryPageBodySchema,
  M6: contract.MyPackagePageBodySchema,
  M7: contract.MyPackagePageBodySchema,
  M8: contract.EmptyBodySchema,
  M9: contract.PackageSummaryPageBodySchema,
  M10: contract.WishPageBodySchema,
  M11: contract.EmptyBodySchema,
  M12: contract.GiftPageBodySchema,
  M13: contract.ConfirmGiftBodySchema,
  M14: contract.CategoryListBodySchema,
  C1: contract.CameraPackagePageBodySchema,
  C2: contract.CameraSearchBodySchema,
  C3: contract.CameraStickerListBodySchema,
  C4: contract.CameraStickerListBodySchema,
  C5: contract.EmptyBodySchema,
};

const operations = Object.keys(specBodies) as Operation[];
const listOperations = operations.filter((op) => !['M3', 'M8', 'M11', 'M13', 'C5'].includes(op));
const pagedOperations = operations.filter((op) => {
  const body = specBodies[op];
  return typeof body === 'object' && body !== null && 'pageMap' in body;
});

function read(op: Operation, body: unknown) {
  const result = readerOf[op].safeParse(body);
  if (!result.success) throw new Error(`${op} was not read: ${String(result.error)}`);
  return result.data as { items: unknown[]; unreadable: number; pageMap?: contract.PageMap };
}

describe('conformance: the spec-shaped body of every operation', () => {
  it.each(operations)('%s passes the exact contract and the app reads it', (op) => {
    expect(contractOf[op].safeParse(specBodies[op]).success).toBe(true);
    expect(readerOf[op].safeParse(specBodies[op]).success).toBe(true);
  });

  const cases = listOperations.flatMap((op) => commonVariants.map((name) => [op, name] as const));
  it.each(cases)('%s is read with %s', (op, name) => {
    const page = read(op, variants[name](specBodies[op]));
    const sent = read(op, specBodies[op]).items;
    expect(page.items).toHaveLength(sent.length);
    expect(page.unreadable).toBe(name === 'one malformed item among good ones' ? 1 : 0);
  });

  it.each(['ids as digit strings', 'flags as booleans', 'null for optional strings'] as const)(
    'M3 and M13 are read with %s',
    (name) => {
      expect(readM3.safeParse(variants[name](specBodies.M3))).toMatchObject({
        success: true,
        data: { package: { packageId: 1, isDownload: 'Y' }, unreadable: 0 },
      });
      expect(readM13.safeParse(variants[name](specBodies.M13))).toMatchObject({
        success: true,
        data: { packageId: 1, isReceive: 'N' },
      });
    },
  );
});

describe('tolerant reading', () => {
  it('reads digit-string ids as numbers, boolean flags as Y/N and null text as empty', () => {
    const body = variants['null for optional strings'](
      variants['flags as booleans'](variants['ids as digit strings'](specBodies.M5)),
    );
    const [first] = read('M5', body).items;
    expect(first).toEqual({
      packageId: 1,
      packageName: 'Pack 1',
      packageImg: 'https://img.example.test/packs/1.png',
      packageCategory: '',
      packageKeywords: '',
      packageAnimated: 'Y',
      isNew: 'N',
      artistName: '',
      language: '',
      isDownload: 'Y',
      isWish: 'N',
    });
  });

  it('drops unknown extra fields', () => {
    const [first] = read('C3', variants['unknown extra fields'](specBodies.C3)).items;
    expect(first).toEqual({
      stickerId: 101,
      stickerImg: 'https://img.example.test/stickers/101.png',
    });
  });

  it('reads the stickerName extension where sent; a bad one only loses the name', () => {
    const pack = (stickers: unknown[]) => ({
      package: { ...(specBodies.M3 as { package: object }).package, stickers },
    });
    const sticker = { stickerId: 1, packageId: 1, stickerImg: 'https://img.example.test/1.png' };
    const result = readM3.safeParse(
      pack([
        { ...sticker, stickerName: 'cat face' },
        { ...sticker, stickerId: 2, stickerName: { en: 'cat' } },
        { ...sticker, stickerId: 3, stickerName: null },
      ]),
    );
    if (!result.success) throw new Error('M3 was not read');
    const names = result.data.package.stickers.map((item) => item.stickerName);
    expect(names).toEqual(['cat face', undefined, undefined]);
    expect(result.data.unreadable).toBe(0);
  });

  it('leaves out an item without an id, name or image, and counts it', () => {
    const body = specBodies.M6 as { packageList: object[] };
    const broken = [{ ...body.packageList[0], packageImg: null }, body.packageList[1], 'junk'];
    const page = read('M6', { ...body, packageList: broken });
    expect(page.items).toHaveLength(1);
    expect(page.unreadable).toBe(2);
  });

  it('fails only a malformed body', () => {
    expect(readM6(firstPage).safeParse({ packageList: 'nope' }).success).toBe(false);
    expect(readM14.safeParse({}).success).toBe(false);
    expect(readM14.safeParse(['x']).success).toBe(false);
    expect(readM3.safeParse({ package: { packageName: 'no id' } }).success).toBe(false);
    expect(readM6(firstPage).safeParse({ packageList: [] }).success).toBe(true);
  });

  it.each(listOperations)('%s answered with body [] (spec 2.1) is an empty list', (op) => {
    const page = read(op, []);
    expect(page).toMatchObject({ items: [], unreadable: 0 });
    if (page.pageMap) expect(page.pageMap).toMatchObject({ pageNumber: 1, pageCount: 1 });
  });

  it('M3 answered with body [] is no pack: an error, not an empty one', () => {
    expect(readM3.safeParse([]).success).toBe(false);
  });

  it('gives order its position in the list when M7 sends none (a published shape)', () => {
    const page = read('M7', variants['M7 without order'](specBodies.M7));
    expect(page.items.map((item) => (item as contract.MyPackage).order)).toEqual([1, 2, 3]);
    const second = readM6({ pageNumber: 2, limit: 3 }).safeParse(
      variants['M7 without order'](specBodies.M7),
    );
    expect(second.success && second.data.items.map((item) => item.order)).toEqual([4, 5, 6]);
  });

  it('reads C1 without lOrder and packageDate (a published shape)', () => {
    const page = read('C1', variants['C1 without lOrder and packageDate'](specBodies.C1));
    expect(page.items[2]).toMatchObject({ packageId: 3, lOrder: 3, packageDate: '' });
  });

  it.each(['M10', 'M12'] as const)('reads %s without pageMap (a published shape)', (op) => {
    const page = read(op, withoutPageMap(specBodies[op]));
    expect(page.items).toHaveLength(3);
    expect(page.pageMap).toMatchObject({ pageNumber: 1, pageCount: 1 });
  });

  it.each(pagedOperations)(
    '%s without pageMap: a full page offers more, a short one ends',
    (op) => {
      const body = withoutPageMap(specBodies[op]) as Record<string, unknown[]>;
      const [key, items] = Object.entries(body)[0] ?? ['', []];
      const full = Array.from({ length: 20 }, (_, index) => items[index % items.length]);
      const fullPage = read(op, { [key]: full }).pageMap;
      expect(fullPage).toMatchObject({ pageNumber: 1, pageCount: 2 });
      const shortPage = read(op, { [key]: items.slice(0, 2) }).pageMap;
      expect(shortPage).toMatchObject({ pageNumber: 1, pageCount: 1 });
    },
  );
});

describe('image URLs a server sends', () => {
  const hostile = 'javascript:alert(document.domain)//~bounce.svg';
  /** The first item's image (stickerImg or packageImg) replaced by `url`. */
  const withFirstImage = (body: unknown, url: string) => {
    const list = listOf(body);
    if (!list) throw new Error('not a list body');
    const [first, ...rest] = list.items as Record<string, unknown>[];
    const key = first && 'stickerImg' in first ? 'stickerImg' : 'packageImg';
    return { ...(body as object), [list.key]: [{ ...first, [key]: url }, ...rest] };
  };
  const imageLists = listOperations.filter((op) => !['M2', 'M14'].includes(op));

  it.each(imageLists)('%s leaves out an item whose image is not an http(s) URL', (op) => {
    for (const url of [hostile, ' JAVA\tSCRIPT:alert(1)', 'data:image/svg+xml,<svg/>']) {
      const page = read(op, withFirstImage(specBodies[op], url));
      expect(page.items).toHaveLength(2);
      expect(page.unreadable).toBe(1);
    }
  });

  it.each(imageLists)('%s keeps http, https and relative image URLs', (op) => {
    for (const url of ['http://img.test/1.png', 'https://img.test/1.png', '/images/1.svg']) {
      expect(read(op, withFirstImage(specBodies[op], url)).items).toHaveLength(3);
    }
  });

  it('M3 leaves out a sticker with a javascript: image and counts it; such a cover fails the pack', () => {
    const { package: pack } = specBodies.M3 as { package: { stickers: object[] } };
    const [first, ...rest] = pack.stickers;
    const stickers = [{ ...first, stickerImg: hostile }, ...rest];
    const result = readM3.safeParse({ package: { ...pack, stickers } });
    if (!result.success) throw new Error('M3 was not read');
    expect(result.data.package.stickers).toHaveLength(2);
    expect(result.data.unreadable).toBe(1);
    expect(readM3.safeParse({ package: { ...pack, packageImg: hostile } }).success).toBe(false);
  });
});
