import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';

export { toast } from 'sonner';
import { useLocale, useT } from '../../i18n';
import { directionOf, isInterfaceLocale } from '../../lib/interface-locales';
import { useMediaQuery } from '../use-media-query';
import { holdToast, VISIBLE_TOASTS } from './notify';
import { holdFocusedToasts } from './toast-focus';

// sonner's own breakpoint, below which its toasts span the screen's width.
const NARROW = '(max-width: 600px)';

// sonner's colours, taken from the app's theme tokens so the toasts follow light and dark mode.
const themeColours = {
  '--normal-bg': 'var(--surface)',
  '--normal-border': 'var(--line)',
  '--normal-text': 'var(--fg)',
  '--gray2': 'var(--sunken)',
  '--gray5': 'var(--line-strong)',
} as CSSProperties;

/** sonner's toaster, loaded with the first notice (see toast-region.tsx). */
export default function AppToaster() {
  const t = useT();
  const locale = useLocale();
  const dir = isInterfaceLocale(locale) ? directionOf(locale) : 'ltr';
  // On a phone a toast spans the screen: at the bottom it would cover the sticker view's Copy,
  // Send and Download, the buttons pressed next, and the offline bar.
  const edge = useMediaQuery(NARROW) ? 'top' : 'bottom';
  useEffect(() => holdFocusedToasts(holdToast), []);
  return (
    <Toaster
      dir={dir}
      position={`${edge}-${dir === 'rtl' ? 'left' : 'right'}`}
      containerAriaLabel={t('toast.region')}
      expand
      visibleToasts={VISIBLE_TOASTS}
      closeButton
      style={themeColours}
      toastOptions={{
        closeButtonAriaLabel: t('toast.dismiss'),
        // Text and targets at the app's sizes (sonner's are 13 px text and 20–24 px buttons). On
        // a narrow screen the action goes below the message rather than squeeze it to a column
        // of two characters (Japanese beside アニメーションをダウンロード at 320 px).
        classNames: {
          // sonner marks focus with a faint shadow only, which forced colours drop: the app's
          // ring instead. The action's transparent border is its edge in forced colours.
          toast:
            'shadow-lg text-sm! flex-wrap! focus-visible:outline-2! focus-visible:outline-accent-text!',
          content: 'min-w-[min(100%,11rem)]! flex-1!',
          actionButton:
            'h-auto! min-h-8! max-w-full! px-3! py-1! text-sm! whitespace-normal! text-center! border! border-transparent! focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-accent-text!',
          closeButton: 'size-6!',
          success: '[&_[data-icon]]:text-success',
          error: '[&_[data-icon]]:text-danger',
        },
      }}
    />
  );
}
