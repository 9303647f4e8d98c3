import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, GiftPageBodySchema, GiftRecordSchema } from '../../contract';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const m = (path: string, method = 'GET') => server.call(`/api/messenger/v1${path}`, { method });
const send = (id: number, from: string, to: string) =>
  m(`/gift/${id}/${encodeURIComponent(from)}/${encodeURIComponent(to)}`, 'POST');
const confirm = (id: number, from: string, to: string) => m(`/gift/${id}/${from}/${to}`, 'PUT');
const listOf = async (path: string) =>
  (await expectSuccess(await m(path), GiftPageBodySchema)).packageList;
const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('send a gift (extension): its rules', () => {
  it('refuses a gift to oneself with a message that says so', async () => {
    const message = await expectFailure(await send(1, 'sam', 'sam'), 400, '4000');
    expect(message).toContain('receiveUserId');
    expect(message).toContain('sender');
    expect(await listOf('/gift/send/sam')).toEqual([]);
  });

  it('refuses a userId longer than 255 characters, naming it', async () => {
    const long = 'x'.repeat(256);
    expect(await expectFailure(await send(1, 'sam', long), 400, '4000')).toContain('receiveUserId');
    expect(await expectFailure(await send(1, long, 'sam'), 400, '4000')).toContain('sendUserId');
    await expectSuccess(await send(1, 'sam', 'y'.repeat(255)), GiftRecordSchema);
  });

  it('says a pack already waits instead of sending it twice, until it is confirmed', async () => {
    const first = await expectSuccess(await send(2, 'tia', 'uma'), GiftRecordSchema);
    const again = await send(2, 'tia', 'uma');
    expect(again.status).toBe(200);
    const json: unknown = await again.json();
    const { header, body } = envelopeOf(GiftRecordSchema).parse(json);
    expect(header.code).toBe('0002');
    expect(header.status).toBe('warning');
    expect(header.message).toContain('receiveUserId');
    expect(body).toEqual(first);
    expect(await listOf('/gift/receive/uma')).toHaveLength(1);
    expect(await listOf('/gift/send/tia')).toHaveLength(1);

    await expectSuccess(await confirm(2, 'tia', 'uma'), GiftRecordSchema);
    const next = await expectSuccess(await send(2, 'tia', 'uma'), GiftRecordSchema);
    expect(next).toMatchObject({ isReceive: 'N', receiveDate: '' });
    expect(await listOf('/gift/receive/uma')).toHaveLength(2);
  });

  it('keeps one waiting gift when the same send arrives twice at once', async () => {
    const answers = await Promise.all([send(9, 'gus', 'hal'), send(9, 'gus', 'hal')]);
    const codes = await Promise.all(
      answers.map(
        async (answer) => ((await answer.json()) as { header: { code: string } }).header.code,
      ),
    );
    expect(codes.sort()).toEqual(['0000', '0002']);
    expect(await listOf('/gift/receive/hal')).toHaveLength(1);
  });

  it('lets another sender give the same pack, and the same sender give it to another', async () => {
    await expectSuccess(await send(3, 'vic', 'wen'), GiftRecordSchema);
    await expectSuccess(await send(3, 'xia', 'wen'), GiftRecordSchema);
    await expectSuccess(await send(3, 'vic', 'yan'), GiftRecordSchema);
    expect(await listOf('/gift/receive/wen')).toHaveLength(2);
    expect(await listOf('/gift/send/vic')).toHaveLength(2);
  });
});

describe('sent gifts (extension)', () => {
  it("lists the sender's gifts newest first, with whether and when each was received", async () => {
    await send(4, 'zoe', 'amy');
    await send(5, 'zoe', 'ben');
    await send(6, 'ben', 'zoe');
    await confirm(4, 'zoe', 'amy');
    const sent = await listOf('/gift/send/zoe');
    expect(sent.map((gift) => [gift.packageId, gift.receiveUserId])).toEqual([
      [5, 'ben'],
      [4, 'amy'],
    ]);
    expect(sent[0]).toMatchObject({ sendUserId: 'zoe', isReceive: 'N', receiveDate: '' });
    expect(sent[1]).toMatchObject({ sendUserId: 'zoe', isReceive: 'Y' });
    expect(sent[1]?.receiveDate).toMatch(ISO_MS);
    expect(await listOf('/gift/send/amy')).toEqual([]);
  });

  it("shows the sender's own flags: a pack the sender owns is isDownload Y", async () => {
    await m('/download/7?userId=cal', 'POST');
    await send(7, 'cal', 'dan');
    await send(8, 'cal', 'dan');
    const sent = await listOf('/gift/send/cal');
    expect(sent.map((gift) => [gift.packageId, gift.isDownload])).toEqual([
      [8, 'N'],
      [7, 'Y'],
    ]);
  });

  it('is paged like M12', async () => {
    for (const id of [1, 2, 3]) await send(id, 'eli', 'fay');
    const response = await m('/gift/send/eli?limit=2&pageNumber=2');
    const page = await expectSuccess(response, GiftPageBodySchema);
    expect(page.packageList.map((gift) => gift.packageId)).toEqual([1]);
    expect(page.pageMap).toMatchObject({ pageNumber: 2, totalCount: 3, pageCount: 2 });
    expect(await expectFailure(await m('/gift/send/eli?limit=0'), 400, '4000')).toContain('limit');
  });
});
