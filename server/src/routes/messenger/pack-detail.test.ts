import { beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../db/sqlite';
import { createCatalogueRepo, type CatalogueRepo } from '../../repos/catalogue-repo';
import { FLAG_DOWNLOAD, FLAG_WISH } from '../../repos/user-flags';
import { seedFixtureCatalogue } from '../../testing/seed-fixture';
import { createPackDetailAnswers } from './pack-detail';

let catalogue: CatalogueRepo;
const names = (stickerId: number, lang: string) => `${lang} name of ${stickerId}`;
beforeAll(async () => {
  const db = await openSqlite(':memory:');
  await seedFixtureCatalogue(db);
  catalogue = await createCatalogueRepo(db);
});

const ORIGIN = 'http://a.test';
const json = (bytes: Uint8Array) =>
  JSON.parse(Buffer.from(bytes).toString()) as {
    header: { code: string };
    body: {
      package: {
        packageId: number;
        packageImg: string;
        isDownload: string;
        isWish: string;
        stickers: { stickerName?: string }[];
      };
    };
  };

describe('M3 answers cache', () => {
  it('answers the envelope with the flags asked for, the same bytes each time', async () => {
    const answers = createPackDetailAnswers(catalogue, names);
    const pack = await answers.find(ORIGIN, 2);
    if (!pack) throw new Error('pack 2 not found');
    const cases = [0, FLAG_DOWNLOAD, FLAG_WISH, FLAG_DOWNLOAD | FLAG_WISH];
    const flags = cases.map((bits) => json(answers.bytes(pack, bits)).body.package);
    expect(flags.map((p) => `${p.isDownload}${p.isWish}`)).toEqual(['NN', 'YN', 'NY', 'YY']);
    expect(json(answers.bytes(pack, 0)).header.code).toBe('0000');
    expect(answers.bytes(pack, FLAG_WISH)).toBe(answers.bytes(pack, FLAG_WISH));
    expect(await answers.find(ORIGIN, 999)).toBeUndefined();
  });

  it('keeps origins apart', async () => {
    const answers = createPackDetailAnswers(catalogue, names);
    const [a, b] = await Promise.all(
      [ORIGIN, 'http://b.test'].map((origin) => answers.find(origin, 2)),
    );
    if (!a || !b) throw new Error('pack 2 not found');
    expect(json(answers.bytes(a, 0)).body.package.packageImg).toMatch(/^http:\/\/a\.test\//);
    expect(json(answers.bytes(b, 0)).body.package.packageImg).toMatch(/^http:\/\/b\.test\//);
  });

  it('names the stickers in the language asked for, and keeps languages apart', async () => {
    const answers = createPackDetailAnswers(catalogue, names);
    const [en, de] = await Promise.all(
      (['en', 'de'] as const).map((lang) => answers.find(ORIGIN, 2, lang)),
    );
    if (!en || !de) throw new Error('pack 2 not found');
    const namesIn = (pack: typeof en) =>
      json(answers.bytes(pack, 0)).body.package.stickers.map((s) => s.stickerName);
    expect(namesIn(en)[0]).toBe('en name of 201');
    expect(namesIn(de)[0]).toBe('de name of 201');
  });

  it('stays within its bounds of origins and packs', async () => {
    const answers = createPackDetailAnswers(catalogue, names, { origins: 2, packsPerOrigin: 2 });
    const first = await answers.find(ORIGIN, 1);
    expect(await answers.find(ORIGIN, 1)).toBe(first);
    await answers.find(ORIGIN, 2);
    await answers.find(ORIGIN, 3); // drops pack 1
    expect(await answers.find(ORIGIN, 1)).not.toBe(first);
    const again = await answers.find(ORIGIN, 1);
    await answers.find('http://b.test', 1);
    await answers.find('http://c.test', 1); // drops ORIGIN
    expect(await answers.find(ORIGIN, 1)).not.toBe(again);
  });
});
