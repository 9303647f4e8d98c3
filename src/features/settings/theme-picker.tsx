import { cn } from '../../components/cn';
import { useT, type MessageId } from '../../i18n';
import { setThemePreference, useThemePreference, type ThemePreference } from './theme';

const CHOICES: readonly { value: ThemePreference; label: MessageId; emoji: string }[] = [
  { value: 'light', label: 'settings.theme.light', emoji: '☀️' },
  { value: 'dark', label: 'settings.theme.dark', emoji: '🌙' },
  { value: 'system', label: 'settings.theme.system', emoji: '💻' },
];

/** Applies at once: a theme is easier to judge by seeing it. */
export function ThemePicker() {
  const t = useT();
  const current = useThemePreference();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{t('settings.theme')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-text',
              current === choice.value
                ? 'border-accent bg-accent-soft text-accent-text'
                : 'border-line-strong bg-surface hover:bg-sunken',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={choice.value}
              checked={current === choice.value}
              onChange={() => setThemePreference(choice.value)}
              className="sr-only"
            />
            <span aria-hidden="true" className="font-emoji">
              {choice.emoji}
            </span>
            {t(choice.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
