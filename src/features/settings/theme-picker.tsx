import { cn } from '../../components/cn';
import { CHOSEN_IN_FORCED_COLORS } from '../../components/forced-colors';
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
      {/* Three across while a word fits its third; with large text on a phone, fewer. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,5.5rem),1fr))] gap-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              // On a phone the emoji stands above its word, which gets the whole width: side by side,
              // ライト and حسب النظام broke over lines in a third of a 375 px screen.
              'flex min-h-11 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl border px-2 py-1.5 text-center text-sm font-medium sm:flex-row sm:gap-2 sm:px-3',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-text',
              current === choice.value
                ? cn('border-accent bg-accent-soft text-accent-text', CHOSEN_IN_FORCED_COLORS)
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
