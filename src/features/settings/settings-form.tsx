import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { updateSettings, useSettings } from '../../lib/settings';
import { notify } from '../../components/toast/notify';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/fields';
import { countryOptions, languageOptions } from '../../lib/locales';
import { settingsMessages as messages } from './messages';

/** Asks before an in-app navigation or a reload drops unsaved edits. */
function useConfirmLeavingUnsaved(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(messages.leaveUnsaved)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useBeforeUnload((event) => {
    if (unsaved) event.preventDefault();
  });
}

/** Saved together on submit: a new userId refetches every list, so not on each keystroke. */
export function SettingsForm() {
  const settings = useSettings();
  const [draft, setDraft] = useState(settings);
  const languages = useMemo(() => languageOptions(draft.lang), [draft.lang]);
  const countries = useMemo(() => countryOptions(draft.countryCode), [draft.countryCode]);
  const changed = (Object.keys(draft) as (keyof typeof draft)[]).some(
    (key) => draft[key] !== settings[key],
  );
  // A key of one's own is a choice made: shown open then, folded away otherwise.
  const [advancedOpen, setAdvancedOpen] = useState(settings.apiKey !== '');
  useConfirmLeavingUnsaved(changed);

  function save(event: SyntheticEvent) {
    event.preventDefault();
    const userId = draft.userId.trim();
    updateSettings({ ...draft, userId, apiKey: draft.apiKey.trim() });
    setDraft((d) => ({ ...d, userId: userId || settings.userId }));
    notify({ message: 'Settings saved.', tone: 'success' });
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Language"
          hint="Search results suit this language."
          value={draft.lang}
          options={languages}
          onChange={(e) => setDraft({ ...draft, lang: e.target.value })}
        />
        <SelectField
          label="Country"
          hint="And this country."
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
        <summary className="cursor-pointer font-semibold">{messages.advanced}</summary>
        <p className="mt-1 mb-4 text-sm text-muted">{messages.advancedHint}</p>
        <div className="flex flex-col gap-5">
          <TextField
            label="User ID"
            hint="Your lists (packs, wishes, gifts) belong to this ID. Changing it switches user."
            value={draft.userId}
            onChange={(e) => setDraft({ ...draft, userId: e.target.value })}
            required
            autoComplete="username"
            spellCheck={false}
          />
          <TextField
            label="API key (optional)"
            hint="Leave empty to use the key this app was built with."
            value={draft.apiKey}
            onChange={(e) => setDraft({ ...draft, apiKey: e.target.value })}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={!changed}>
          Save settings
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!changed}
          onClick={() => setDraft(settings)}
        >
          Discard changes
        </Button>
      </div>
    </form>
  );
}
