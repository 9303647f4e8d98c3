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
import { getSettings, interfaceLocaleOf, updateSettings, useSettings } from '../../lib/settings';
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
    const before = getSettings().interfaceLanguage;
    const chosen = isInterfaceLocale(value) ? value : '';
    updateSettings({ interfaceLanguage: chosen });
    const locale = interfaceLocaleOf({ interfaceLanguage: value });
    try {
      await activateLocale(locale);
    } catch (cause) {
      // Its words could not be fetched (offline, nothing kept yet): the picker goes back to the
      // language the interface is in, so picking it again tries again.
      if (getSettings().interfaceLanguage === chosen) updateSettings({ interfaceLanguage: before });
      throw cause;
    }
    // Passed over on the way to another (arrow keys on the closed list): only the last is told.
    if (getSettings().interfaceLanguage !== chosen) return;
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
