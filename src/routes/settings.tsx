import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { InterfaceLanguagePicker } from '../features/settings/interface-language-picker';
import { KeepStillToggle } from '../features/settings/keep-still-toggle';
import { SettingsForm } from '../features/settings/settings-form';
import { ThemePicker } from '../features/settings/theme-picker';
import { useT } from '../i18n';

const SECTION_CLASS = 'mb-6 rounded-3xl border border-line bg-surface p-4 shadow-xs sm:p-6';

export default function SettingsRoute() {
  const t = useT();
  useDocumentTitle(t('settings.title'));
  return (
    <div className="max-w-2xl">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <section aria-labelledby="account-heading" className={SECTION_CLASS}>
        <h2 id="account-heading" className="mb-4 text-lg font-semibold">
          {t('settings.searchAndAccount')}
        </h2>
        <SettingsForm />
      </section>
      <section aria-labelledby="look-heading" className={SECTION_CLASS}>
        <h2 id="look-heading" className="mb-4 text-lg font-semibold">
          {t('settings.interfaceAndAppearance')}
        </h2>
        <div className="flex flex-col gap-5">
          <InterfaceLanguagePicker />
          <ThemePicker />
          <KeepStillToggle />
        </div>
      </section>
    </div>
  );
}
