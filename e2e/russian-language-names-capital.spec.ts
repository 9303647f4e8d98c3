import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

// A phone, the interface and the searches in Russian.
test.use({
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  locale: 'ru-RU',
});

// Russian writes a language's name in lower case inside a sentence, but CLDR's context transforms
// for ru capitalise it standing alone (a label) and in a menu: «Английский», «Русский».
test('in Russian, a pack’s language label and the search language menu start with a capital (“Английский”, “Русский”)', async ({
  page,
  api,
}) => {
  await presetSettings(page, {
    userId: freshUserId('russian-language-names'),
    interfaceLanguage: 'ru',
    lang: 'ru',
  });
  let english: number | undefined;
  for (const listed of await api.ranking()) {
    if ((await api.pack(listed.packageId, 'e2e-arranger')).language === 'English') {
      english = listed.packageId;
      break;
    }
  }
  if (english === undefined) throw new Error('No pack in English among the ranked packs');

  // The pack's page labels its language on its own, beside the art set, above the name.
  await page.goto(`/packs/${english}`);
  const label = page.getByRole('main').getByText(/^английский$/i);
  await expect(label).toHaveText('Английский');

  // The search language picker, a menu of language names.
  await page.goto('/');
  const picker = page.getByRole('main').getByRole('combobox', {
    name: message('ru', 'search.language'),
    exact: true,
  });
  await expect(picker.getByRole('option', { selected: true })).toHaveText('Русский');
});
