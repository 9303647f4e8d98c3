import { ErrorBoundary } from 'react-error-boundary';
import { useSearchParams } from 'react-router';
import { useSettings } from '../lib/settings';
import { useDocumentTitle } from '../components/use-document-title';
import { SearchBox } from '../features/search/search-box';
import LocalePickers from '../features/search/locale-pickers';
import SearchResults from '../features/search/search-results';
import SearchStart from '../features/search/search-start';
import { SuggestionList } from '../features/search/suggestion-list';
import { useKnownLocale } from '../features/search/known-locale';
import { useSuggestionCombobox } from '../features/search/use-suggestion-combobox';
import { useDebouncedParam } from '../features/search/use-debounced-param';
import { useRecordCommittedSearch } from '../features/search/use-record-committed-search';
import { isolate, useT } from '../i18n';

export default function SearchRoute() {
  const t = useT();
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  const { draft, setDraft, committed, composing, setComposing, commitNow } = useDebouncedParam('q');
  const lang = params.get('lang') ?? settings.lang;
  const countryCode = params.get('country') ?? settings.countryCode;
  const { recordNow } = useRecordCommittedSearch({ q: committed, lang, countryCode });
  const searchLang = useKnownLocale(lang, countryCode).lang;
  const suggestions = useSuggestionCombobox({
    draft,
    lang: searchLang,
    composing,
    onPick: (keyword) => {
      setDraft(keyword);
      commitNow(keyword);
      recordNow(keyword);
    },
  });
  useDocumentTitle(committed ? t('search.titleFor', { q: isolate(committed) }) : t('nav.search'));

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
      <p className="mt-1 mb-4 text-sm text-muted sm:text-base">{t('search.description')}</p>
      {/* The page's one search box stays in view under the header (which has none here). */}
      <div className="sticky top-16 z-30 -mx-3 bg-page px-3 py-2 sm:-mx-4 sm:px-4 short:static">
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
          inputProps={suggestions.inputProps}
        >
          {suggestions.list ? <SuggestionList {...suggestions.list} /> : null}
        </SearchBox>
      </div>
      <div className="mt-2">
        <LocalePickers lang={lang} country={countryCode} onChange={changeLocale} />
      </div>
      {committed ? (
        <SearchResults q={committed} lang={lang} countryCode={countryCode} />
      ) : (
        <ErrorBoundary fallback={null}>
          <SearchStart hrefFor={hrefFor} lang={searchLang} />
        </ErrorBoundary>
      )}
    </>
  );
}
