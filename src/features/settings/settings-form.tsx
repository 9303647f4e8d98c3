import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { searchLanguageOf } from '../../lib/interface-locales';
import { interfaceLocaleOf, updateSettings, useSettings, type Settings } from '../../lib/settings';
import { notify } from '../../components/toast/notify';
import { Button } from '../../components/ui/button';
import { fitLongestOption, SelectField, TextField } from '../../components/ui/fields';
import { t, useLocale, useT } from '../../i18n';
import { countryOptions, languageName, languageOptions } from '../../lib/locales';
import { userIdProblem as problemOf } from '../../lib/user-id-problem';

type Draft = Pick<Settings, 'userId' | 'lang' | 'searchLanguageApart' | 'countryCode' | 'apiKey'>;

const draftOf = ({ userId, lang, searchLanguageApart, countryCode, apiKey }: Settings): Draft => ({
  userId,
  lang,
  searchLanguageApart,
  countryCode,
  apiKey,
});

/**
 * The draft after the saved settings changed elsewhere (another tab saved them): a field not
 * edited here shows what is saved now; one edited here keeps the person's edit.
 */
function followSaved(draft: Draft, before: Settings, now: Settings): Draft {
  const was = draftOf(before);
  const is = draftOf(now);
  const kept = <K extends keyof Draft>(key: K): Draft[K] =>
    draft[key] === was[key] ? is[key] : draft[key];
  return {
    userId: kept('userId'),
    lang: kept('lang'),
    searchLanguageApart: kept('searchLanguageApart'),
    countryCode: kept('countryCode'),
    apiKey: kept('apiKey'),
  };
}

function differs(draft: Draft, saved: Settings): boolean {
  if (draft.searchLanguageApart !== saved.searchLanguageApart) return true;
  if (draft.searchLanguageApart && draft.lang !== saved.lang) return true;
  return (['userId', 'countryCode', 'apiKey'] as const).some((key) => draft[key] !== saved[key]);
}

// The search language select's value for "the interface's language".
const FOLLOW = '';

/** Asks before an in-app navigation or a reload drops unsaved edits. */
function useConfirmLeavingUnsaved(unsaved: boolean) {
  const translate = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('settings.leaveUnsaved'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, translate]);
  useBeforeUnload((event) => {
    if (unsaved) event.preventDefault();
  });
}

/** Saved together on submit: a new userId refetches every list, so not on each keystroke. */
export function SettingsForm() {
  const translate = useT();
  const locale = useLocale();
  const settings = useSettings();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [savedBefore, setSavedBefore] = useState(settings);
  if (savedBefore !== settings) {
    setSavedBefore(settings);
    setDraft(followSaved(draft, savedBefore, settings));
  }
  const languages = useMemo(
    () => [
      {
        value: FOLLOW,
        label: translate('settings.searchLanguage.follow', {
          name: languageName(searchLanguageOf(interfaceLocaleOf(settings)), locale),
        }),
      },
      ...languageOptions(draft.lang, locale),
    ],
    [draft.lang, locale, settings, translate],
  );
  const countries = useMemo(
    () => countryOptions(draft.countryCode, locale),
    [draft.countryCode, locale],
  );
  const changed = differs(draft, settings);
  // A key of one's own is a choice made: shown open then, folded away otherwise.
  const [advancedOpen, setAdvancedOpen] = useState(settings.apiKey !== '');
  useConfirmLeavingUnsaved(changed);

  // A user id no request can carry is refused in words beside its field, which takes focus.
  const [userIdProblem, setUserIdProblem] = useState<string>();
  const userIdField = useRef<HTMLInputElement>(null);

  function save(event: SyntheticEvent) {
    event.preventDefault();
    if (!changed) return;
    const userId = draft.userId.trim();
    const problem = problemOf(userId);
    if (problem) {
      setUserIdProblem(translate(problem));
      userIdField.current?.focus();
      return;
    }
    const apiKey = draft.apiKey.trim();
    const kept = updateSettings({ ...draft, userId, apiKey });
    // The fields show what was saved, so nothing is left to save.
    setDraft((d) => ({ ...d, userId, apiKey }));
    if (kept) notify({ message: t('settings.saved'), tone: 'success' });
    else notify({ message: t('settings.notKept'), tone: 'error' });
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-5">
        <SelectField
          fieldClassName={fitLongestOption}
          label={translate('settings.searchLanguage')}
          hint={translate('settings.searchLanguage.hint')}
          value={draft.searchLanguageApart ? draft.lang : FOLLOW}
          options={languages}
          onChange={(e) =>
            setDraft(
              e.target.value === FOLLOW
                ? { ...draft, searchLanguageApart: false }
                : { ...draft, lang: e.target.value, searchLanguageApart: true },
            )
          }
        />
        <SelectField
          fieldClassName={fitLongestOption}
          label={translate('settings.country')}
          hint={translate('settings.country.hint')}
          value={draft.countryCode}
          options={countries}
          onChange={(e) => setDraft({ ...draft, countryCode: e.target.value })}
        />
      </div>
      <details
        open={advancedOpen}
        onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}
        className="rounded-2xl border border-line p-4"
      >
        <summary className="cursor-pointer font-semibold">{translate('settings.advanced')}</summary>
        <p className="mt-1 mb-4 text-sm text-muted">{translate('settings.advancedHint')}</p>
        <div className="flex flex-col gap-5">
          <TextField
            label={translate('settings.userId')}
            hint={translate('settings.userId.hint')}
            ref={userIdField}
            value={draft.userId}
            onChange={(e) => {
              setUserIdProblem(undefined);
              setDraft({ ...draft, userId: e.target.value });
            }}
            required
            autoComplete="username"
            spellCheck={false}
            // An id reads in its own direction (42-mina, not mina-42 in an Arabic page).
            dir="auto"
            error={userIdProblem}
          />
          <TextField
            label={translate('settings.apiKey')}
            hint={translate('settings.apiKey.hint')}
            value={draft.apiKey}
            onChange={(e) => setDraft({ ...draft, apiKey: e.target.value })}
            autoComplete="off"
            spellCheck={false}
            dir="auto"
          />
        </div>
      </details>
      {/* Dimmed, not disabled, with nothing to save: a disabled button would throw the focus of
          the person who just pressed it back to the top of the page. */}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" aria-disabled={!changed || undefined}>
          {translate('settings.save')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          aria-disabled={!changed || undefined}
          onClick={changed ? () => setDraft(draftOf(settings)) : undefined}
        >
          {translate('settings.discard')}
        </Button>
      </div>
    </form>
  );
}
