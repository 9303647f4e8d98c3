import { ErrorBoundary } from 'react-error-boundary';
import { useSearchParams } from 'react-router';
import { useSettings } from '../lib/settings';
import { useDocumentTitle } from '../components/use-document-title';
import { SearchBox } from '../features/search/search-box';
import LocalePickers from '../features/search/locale-pickers';
import SearchResults from '../features/search/search-results';
import SearchStart from '../features/search/search-start';
import { useDebouncedParam } from '../features/search/use-debounced-param';
import { useRecordCommittedSearch } from '../features/search/use-record-committed-search';
import { useT } from '../i18n';

export default function SearchRoute() {
  const t = useT();
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  const { draft, setDraft, committed, composing, setComposing, commitNow } = useDebouncedParam('q');
  const lang = params.get('lang') ?? settings.lang;
  const countryCode = params.get('country') ?? settings.countryCode;
  const { recordNow } = useRecordCommittedSearch({ q: committed, lang, countryCode });
  useDocumentTitle(committed ? t('search.titleFor', { q: committed }) : t('nav.search'));

  const hrefFor = (tag: string) => {
    const next = new URLSearchParams(params);
    next.set('q', tag);
    return `/?${next.toString()}`;
  };

  function changeLocale(change: { lang?: string; country?: string }) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (change.lang) next.set('lang', change.lang);
        if (change.country) next.set('country', change.country);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('search.title')}</h1>
      <p className="mt-1 mb-6 text-sm text-muted sm:text-base">{t('search.description')}</p>
      <div className="flex flex-col gap-4">
        <SearchBox
          label={t('search.formLabel')}
          placeholder={t('search.mainPlaceholder')}
          value={draft}
          onChange={setDraft}
          onSubmit={() => {
            if (composing) return;
            commitNow();
            recordNow(draft);
          }}
          onComposingChange={setComposing}
        />
        <LocalePickers lang={lang} country={countryCode} onChange={changeLocale} />
      </div>
      {committed ? (
        <SearchResults q={committed} lang={lang} countryCode={countryCode} />
      ) : (
        <ErrorBoundary fallback={null}>
          <SearchStart hrefFor={hrefFor} />
        </ErrorBoundary>
      )}
    </>
  );
}
