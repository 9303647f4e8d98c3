import type { GiftRecord, MyPackage, PackageDetail, PackageSummary } from '../../api/schemas';
import { omit } from '../omit';
import { packOf, userOf, type CatalogPack, type FakeDb, type FakeGift } from './fake-db';

/** The service's rules (server/src/repos) applied to the fake db. */

const yn = (value: boolean) => (value ? 'Y' : 'N');
const toFront = <T>(list: T[], value: T) => [value, ...list.filter((item) => item !== value)];

export function withFlags(db: FakeDb, userId: string, pack: CatalogPack): PackageSummary {
  const core = omit(pack, 'stickers', 'price', 'countryCode', 'packageDate');
  const user = userOf(db, userId);
  return {
    ...core,
    // Hidden packs still count as downloaded.
    isDownload: yn(user.owned.some((owned) => owned.packageId === pack.packageId)),
    isWish: yn(user.wishes.includes(pack.packageId)),
  };
}

function summaries(db: FakeDb, userId: string, packageIds: number[]): PackageSummary[] {
  return packageIds.flatMap((id) => {
    const pack = packOf(db, id);
    return pack ? [withFlags(db, userId, pack)] : [];
  });
}

export const listOf = {
  recent: (db: FakeDb, userId: string) => summaries(db, userId, userOf(db, userId).views),
  downloads: (db: FakeDb, userId: string) => summaries(db, userId, userOf(db, userId).downloads),
  wishes: (db: FakeDb, userId: string) => summaries(db, userId, userOf(db, userId).wishes),
  owned: (db: FakeDb, userId: string, hidden: boolean): MyPackage[] =>
    userOf(db, userId)
      .owned.filter((owned) => owned.hidden === hidden)
      .sort((a, b) => a.position - b.position)
      .flatMap((owned) => {
        const pack = packOf(db, owned.packageId);
        return pack ? [{ ...withFlags(db, userId, pack), isView: 'N', order: owned.position }] : [];
      }),
};

/** M3; records the view for M5. */
export function viewPack(db: FakeDb, userId: string, packageId: number): PackageDetail | undefined {
  const pack = packOf(db, packageId);
  if (!pack) return undefined;
  const user = userOf(db, userId);
  user.views = toFront(user.views, packageId);
  const stickers = pack.stickers.map(({ stickerId, stickerImg }) => ({
    stickerId,
    stickerImg,
    packageId,
  }));
  return { ...withFlags(db, userId, pack), stickers };
}

/** M11: answers whether the pack is wished now, or undefined for an unknown pack. */
export function toggleWish(db: FakeDb, userId: string, packageId: number): boolean | undefined {
  if (!packOf(db, packageId)) return undefined;
  const user = userOf(db, userId);
  const wished = user.wishes.includes(packageId);
  user.wishes = wished
    ? user.wishes.filter((id) => id !== packageId)
    : toFront(user.wishes, packageId);
  return !wished;
}

/** M8: answers whether the pack is hidden now, or undefined when the user does not own it. */
export function toggleHidden(db: FakeDb, userId: string, packageId: number): boolean | undefined {
  const owned = userOf(db, userId).owned.find((item) => item.packageId === packageId);
  if (!owned) return undefined;
  owned.hidden = !owned.hidden;
  return owned.hidden;
}

/** Adds the pack at the end of the user's order (or un-hides it) and logs the download. */
function acquire(db: FakeDb, userId: string, packageId: number, isPurchase: boolean): void {
  const user = userOf(db, userId);
  const owned = user.owned.find((item) => item.packageId === packageId);
  if (owned) {
    owned.hidden = false;
    owned.isPurchase ||= isPurchase;
  } else {
    const position = Math.max(0, ...user.owned.map((item) => item.position)) + 1;
    user.owned.push({ packageId, hidden: false, isPurchase, position });
  }
  user.downloads = toFront(user.downloads, packageId);
}

export function download(
  db: FakeDb,
  userId: string,
  packageId: number,
  isPurchase: boolean,
): 'ok' | 'already-purchased' | 'not-found' {
  if (!packOf(db, packageId)) return 'not-found';
  const owned = userOf(db, userId).owned.find((item) => item.packageId === packageId);
  if (isPurchase && owned?.isPurchase) return 'already-purchased';
  acquire(db, userId, packageId, isPurchase);
  return 'ok';
}

export function giftRecord(db: FakeDb, gift: FakeGift): GiftRecord | undefined {
  const pack = packOf(db, gift.packageId);
  if (!pack) return undefined;
  return {
    ...withFlags(db, gift.receiveUserId, pack),
    sendUserId: gift.sendUserId,
    receiveUserId: gift.receiveUserId,
    isReceive: yn(gift.isReceive),
    sendDate: gift.sendDate,
    receiveDate: gift.receiveDate,
  };
}

/** M13: confirms every pending matching gift; undefined when none was ever sent. */
export function confirmGift(
  db: FakeDb,
  key: Omit<FakeGift, 'isReceive' | 'sendDate' | 'receiveDate'>,
) {
  const matching = db.gifts.filter(
    (gift) =>
      gift.packageId === key.packageId &&
      gift.sendUserId === key.sendUserId &&
      gift.receiveUserId === key.receiveUserId,
  );
  const latest = matching.at(-1);
  if (!latest) return undefined;
  const pending = matching.filter((gift) => !gift.isReceive);
  if (pending.length > 0) {
    const at = db.now();
    pending.forEach((gift) => Object.assign(gift, { isReceive: true, receiveDate: at }));
    acquire(db, key.receiveUserId, key.packageId, (packOf(db, key.packageId)?.price ?? 0) > 0);
  }
  return giftRecord(db, latest);
}
