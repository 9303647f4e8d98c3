import { expect, test } from './fixtures';
import { changeBody, type Body } from './support/answers';

/** Four new packs of the ranking's first page, with dates as a server may write them. */
const dated = [
  { name: 'Pack Tokyo morning', packageDate: '2024-01-10T01:00:00+09:00' }, // Jan 9, 16:00 UTC
  { name: 'Pack no ISO date', packageDate: '12/05/2023 10:00:00' },
  { name: 'Pack November', packageDate: '2023-11-20T00:00:00.000Z' },
  { name: 'Pack UTC evening', packageDate: '2024-01-09T20:00:00.000Z' },
];

test('New packs on the start page are newest first by the moment each date names, a date that is not ISO 8601 last', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await changeBody(page, '**/api/camera/v1/package?*', (body) => {
    const first = (body.pageMap as { pageNumber: number }).pageNumber === 1;
    body.packageList = (body.packageList as Body[]).map((pack, index) => {
      const date = first ? dated[index] : undefined;
      return date
        ? { ...pack, isNew: 'Y', packageName: date.name, packageDate: date.packageDate }
        : { ...pack, isNew: 'N' };
    });
  });
  await page.goto('/');
  const shelf = page.getByRole('list', { name: 'New packs' });
  await expect(shelf.getByRole('link')).toHaveCount(4);
  const names = await shelf.getByRole('link').allInnerTexts();
  expect(names.map((text) => /Pack [\w ]+/.exec(text)?.[0].trim())).toEqual([
    'Pack UTC evening',
    'Pack Tokyo morning',
    'Pack November',
    'Pack no ISO date',
  ]);
});
