import { notify } from '../../components/toast/notify';
import { SelectField } from '../../components/ui/fields';
import { activateLocale, t, useT } from '../../i18n';
import {
  browserLanguages,
  INTERFACE_LOCALES,
  isInterfaceLocale,
  matchInterfaceLocale,
} from '../../lib/interface-locales';
import { languageName } from '../../lib/locales';
import { interfaceLocaleOf, updateSettings, useSettings } from '../../lib/settings';
import { AUTONYMS } from './autonyms';

/** Applies at once, without a reload: the page is easier to judge in the language chosen. */
export function InterfaceLanguagePicker() {
  const translate = useT();
  const settings = useSettings();
  const browserLocale = matchInterfaceLocale(browserLanguages());
  const options = [
    {
      value: '',
      label: translate('settings.interfaceLanguage.browser', { name: AUTONYMS[browserLocale] }),
    },
    ...INTERFACE_LOCALES.map((locale) => ({
      value: locale,
      label: AUTONYMS[locale],
      lang: locale,
    })),
  ];

  async function choose(value: string) {
    updateSettings({ interfaceLanguage: isInterfaceLocale(value) ? value : '' });
    const locale = interfaceLocaleOf({ interfaceLanguage: value });
    await activateLocale(locale);
    // Said in the language just chosen, once its catalogue is in; the language's name as that
    // language writes it within a sentence (« en français », not the list's « Français »).
    notify({
      message: t('settings.interfaceLanguage.changed', { name: languageName(locale, locale) }),
      tone: 'success',
    });
  }

  return (
    <SelectField
      label={translate('settings.interfaceLanguage')}
      hint={translate('settings.interfaceLanguage.hint')}
      value={isInterfaceLocale(settings.interfaceLanguage) ? settings.interfaceLanguage : ''}
      options={options}
      onChange={(event) =>
        void choose(event.target.value).catch(() =>
          notify({ message: t('settings.interfaceLanguage.failed'), tone: 'error' }),
        )
      }
    />
  );
}
