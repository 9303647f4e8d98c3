import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfirmGiftBodySchema,
  EmptyBodySchema,
  GiftPageBodySchema,
  GiftRecordSchema,
  MyPackagePageBodySchema,
  PackageDetailBodySchema,
  PackageSummaryPageBodySchema,
  WishPageBodySchema,
} from '../../contract';
import { downloadRows } from './rows';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const m = (path: string, method = 'GET') => server.call(`/api/messenger/v1${path}`, { method });
const ids = (list: { packageId: number }[]) => list.map((p) => p.packageId);
const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('M10/M11 wish list', () => {
  const wish = (id: number, user: string) => m(`/wish/${id}?userId=${user}`, 'PUT');
  const wishes = async (user: string) =>
    (await expectSuccess(await m(`/wish/${user}`), WishPageBodySchema)).packageList;

  it('toggles a pack in and out, most recent first', async () => {
    await expectSuccess(await wish(2, 'w1'), EmptyBodySchema);
    await expectSuccess(await wish(5, 'w1'), EmptyBodySchema);
    expect(ids(await wishes('w1'))).toEqual([5, 2]);
    const detail = await expectSuccess(await m('/package/5?userId=w1'), PackageDetailBodySchema);
    expect(detail.package.isWish).toBe('Y');

    await expectSuccess(await wish(5, 'w1'), EmptyBodySchema);
    expect(ids(await wishes('w1'))).toEqual([2]);
    const after = await expectSuccess(await m('/package/5?userId=w1'), PackageDetailBodySchema);
    expect(after.package.isWish).toBe('N');
  });

  it('keeps users apart', async () => {
    await wish(3, 'w2');
    expect(ids(await wishes('w2'))).toEqual([3]);
    expect(await wishes('w3')).toEqual([]);
  });

  it('answers 404 for an unknown pack and 400 without userId', async () => {
    expect(await expectFailure(await wish(999, 'w1'), 404, '4004')).toContain('packageId');
    expect(await expectFailure(await m('/wish/2', 'PUT'), 400, '4000')).toContain('userId');
  });
});

describe('gifts: send (extension), M12 list, M13 confirm', () => {
  const send = (id: number, from: string, to: string) => m(`/gift/${id}/${from}/${to}`, 'POST');
  const confirm = (id: number, from: string, to: string) => m(`/gift/${id}/${from}/${to}`, 'PUT');
  const received = async (user: string) =>
    (await expectSuccess(await m(`/gift/receive/${user}`), GiftPageBodySchema)).packageList;

  it('sends a gift that the receiver lists, most recent first', async () => {
    const gift = await expectSuccess(await send(3, 'ann', 'bob'), GiftRecordSchema);
    expect(gift).toMatchObject({ packageId: 3, sendUserId: 'ann', receiveUserId: 'bob' });
    expect(gift).toMatchObject({ isReceive: 'N', receiveDate: '', isDownload: 'N' });
    expect(gift.sendDate).toMatch(ISO_MS);
    await send(1, 'cat', 'bob');
    expect(ids(await received('bob'))).toEqual([1, 3]);
    expect(await received('ann')).toEqual([]);
  });

  it('confirming marks it received and gives the pack to the receiver', async () => {
    await send(6, 'ann', 'cy');
    const record = await expectSuccess(await confirm(6, 'ann', 'cy'), ConfirmGiftBodySchema);
    expect(record).toMatchObject({ packageId: 6, isReceive: 'Y', isDownload: 'Y' });
    const listed = (await received('cy'))[0];
    expect(listed).toMatchObject({ isReceive: 'Y', isDownload: 'Y' });
    expect(listed?.receiveDate).toMatch(ISO_MS);
    const packs = await expectSuccess(await m('/mysticker/cy'), MyPackagePageBodySchema);
    expect(ids(packs.packageList)).toEqual([6]);
    const downloads = await expectSuccess(await m('/download/cy'), PackageSummaryPageBodySchema);
    expect(ids(downloads.packageList)).toEqual([6]);
  });

  it('is idempotent', async () => {
    await send(4, 'ann', 'dee');
    const first = await expectSuccess(await confirm(4, 'ann', 'dee'), GiftRecordSchema);
    const second = await expectSuccess(await confirm(4, 'ann', 'dee'), GiftRecordSchema);
    expect(second).toEqual(first);
    expect(await downloadRows(server.db, 'dee')).toBe(1);
    expect(await received('dee')).toHaveLength(1);
  });

  it('answers 404 for a gift that was never sent', async () => {
    await send(4, 'ann', 'eve');
    expect(await expectFailure(await confirm(4, 'bob', 'eve'), 404, '4004')).toContain('gift');
    expect(await expectFailure(await confirm(5, 'ann', 'eve'), 404, '4004')).toContain('gift');
    expect(await expectFailure(await confirm(999, 'ann', 'eve'), 404, '4004')).toContain(
      'packageId',
    );
  });

  it('rejects a gift to oneself and an unknown pack', async () => {
    expect(await expectFailure(await send(1, 'ann', 'ann'), 400, '4000')).toContain(
      'receiveUserId',
    );
    expect(await expectFailure(await send(999, 'ann', 'bob'), 404, '4004')).toContain('packageId');
  });
});
