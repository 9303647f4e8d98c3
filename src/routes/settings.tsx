import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { SettingsForm } from '../features/settings/settings-form';
import { ThemePicker } from '../features/settings/theme-picker';

export default function SettingsRoute() {
  useDocumentTitle('Settings');
  return (
    <div className="max-w-2xl">
      <PageHeader title="Settings" description="Who you are, where you are, and how it looks." />
      <section
        aria-labelledby="account-heading"
        className="mb-6 rounded-3xl border border-line bg-surface p-5 shadow-xs sm:p-6"
      >
        <h2 id="account-heading" className="mb-4 text-lg font-semibold">
          Language and region
        </h2>
        <SettingsForm />
      </section>
      <section
        aria-labelledby="look-heading"
        className="rounded-3xl border border-line bg-surface p-5 shadow-xs sm:p-6"
      >
        <h2 id="look-heading" className="mb-4 text-lg font-semibold">
          Appearance
        </h2>
        <ThemePicker />
      </section>
    </div>
  );
}
