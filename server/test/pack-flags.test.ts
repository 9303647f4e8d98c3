import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyPackagePageBodySchema, PackageDetailBodySchema } from '../../contract';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectSuccess } from './contract';

// M3's isDownload/isWish come from an in-process index of each user's flags: every write must
// show in the very next M3, for a user already read and for one not read yet.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const m = (path: string, method = 'GET') => server.call(`/api/messenger/v1${path}`, { method });
async function flags(id: number, user: string) {
  const { package: pack } = await expectSuccess(
    await m(`/package/${id}?userId=${user}`),
    PackageDetailBodySchema,
  );
  return `${pack.isDownload}${pack.isWish}`;
}
async function write(path: string, method: string) {
  const response = await m(path, method);
  expect(response.status, await response.text()).toBe(200);
}

describe('M3 flags after each kind of write', () => {
  it('a free download', async () => {
    expect(await flags(4, 'f1')).toBe('NN');
    await write('/download/4?userId=f1', 'POST');
    expect(await flags(4, 'f1')).toBe('YN');
  });

  it('a purchase', async () => {
    expect(await flags(3, 'f2')).toBe('NN');
    await write('/download/3?userId=f2&isPurchase=Y', 'POST');
    expect(await flags(3, 'f2')).toBe('YN');
  });

  it('a wish, then its removal', async () => {
    expect(await flags(2, 'f3')).toBe('NN');
    await write('/wish/2?userId=f3', 'PUT');
    expect(await flags(2, 'f3')).toBe('NY');
    await write('/wish/2?userId=f3', 'PUT');
    expect(await flags(2, 'f3')).toBe('NN');
  });

  it('a confirmed gift', async () => {
    await write('/gift/6/ann/f4', 'POST');
    expect(await flags(6, 'f4')).toBe('NN');
    await write('/gift/6/ann/f4', 'PUT');
    expect(await flags(6, 'f4')).toBe('YN');
  });

  it('hiding and recovering (still downloaded)', async () => {
    await write('/download/1?userId=f5', 'POST');
    await write('/wish/1?userId=f5', 'PUT');
    expect(await flags(1, 'f5')).toBe('YY');
    await write('/mysticker/hide/f5/1', 'PUT');
    expect(await flags(1, 'f5')).toBe('YY');
    await write('/mysticker/hide/f5/1', 'PUT');
    expect(await flags(1, 'f5')).toBe('YY');
  });

  it('writes for a user not read yet', async () => {
    await write('/download/5?userId=f6', 'POST');
    await write('/wish/2?userId=f6', 'PUT');
    expect([await flags(5, 'f6'), await flags(2, 'f6'), await flags(1, 'f6')]).toEqual([
      'YN',
      'NY',
      'NN',
    ]);
  });

  it("keeps users apart: one user's writes leave another's flags", async () => {
    expect([await flags(5, 'g1'), await flags(5, 'g2')]).toEqual(['NN', 'NN']);
    await write('/download/5?userId=g1', 'POST');
    await write('/wish/5?userId=g2', 'PUT');
    expect([await flags(5, 'g1'), await flags(5, 'g2')]).toEqual(['YN', 'NY']);
  });
});

describe('M3 isHidden (extension)', () => {
  const hidden = async (id: number, user: string) =>
    (await expectSuccess(await m(`/package/${id}?userId=${user}`), PackageDetailBodySchema)).package
      .isHidden;
  const hiddenList = async (user: string) =>
    (
      await expectSuccess(await m(`/mysticker/hide/${user}`), MyPackagePageBodySchema)
    ).packageList.map((pack) => pack.packageId);

  it('says whether the pack is hidden, as M7 lists it, after each M8 toggle', async () => {
    expect(await hidden(2, 'h1')).toBe('N');
    await write('/download/2?userId=h1', 'POST');
    expect(await hidden(2, 'h1')).toBe('N');
    await write('/mysticker/hide/h1/2', 'PUT');
    expect([await hidden(2, 'h1'), await hiddenList('h1')]).toEqual(['Y', [2]]);
    await write('/mysticker/hide/h1/2', 'PUT');
    expect([await hidden(2, 'h1'), await hiddenList('h1')]).toEqual(['N', []]);
  });

  it("is one user's: another user's M3 of the same pack is not hidden", async () => {
    await write('/download/3?userId=h2', 'POST');
    await write('/mysticker/hide/h2/3', 'PUT');
    expect([await hidden(3, 'h2'), await hidden(3, 'h3')]).toEqual(['Y', 'N']);
  });

  it('a download of a hidden pack shows it again', async () => {
    await write('/download/4?userId=h4', 'POST');
    await write('/mysticker/hide/h4/4', 'PUT');
    await write('/download/4?userId=h4', 'POST');
    expect(await hidden(4, 'h4')).toBe('N');
  });
});
