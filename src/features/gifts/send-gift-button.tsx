import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useGiftSending } from '../../api/hooks/use-gift-queries';
import { Button } from '../../components/ui/button';
import { GiftIcon } from '../../components/ui/icons';
import { useT } from '../../i18n';

// The dialog and the send mutation load when someone opens it, not with the pack page.
const SendGiftDialog = lazy(() =>
  import('./send-gift-dialog').then((module) => ({ default: module.SendGiftDialog })),
);

/**
 * "Send as a gift" on a pack (`compact`: "Gift", on a pack card); absent when the server has no
 * gift extensions.
 */
export function SendGiftButton({
  pack,
  compact = false,
}: {
  pack: { packageId: number; packageName: string };
  compact?: boolean;
}) {
  const t = useT();
  const { offered, unknown } = useGiftSending();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const close = () => {
    // The page behind a modal dialog is inert while the dialog is open: a focus() then is
    // ignored. So the dialog goes first, then the button takes focus back.
    flushSync(() => setOpen(false));
    opener.current?.focus();
  };

  const button = (
    <Button
      variant={compact ? 'ghost' : 'secondary'}
      size={compact ? 'sm' : undefined}
      icon={<GiftIcon width={18} height={18} />}
      aria-haspopup="dialog"
      aria-label={compact ? t('gift.openShortLabel', { packName: pack.packageName }) : undefined}
      onClick={(event) => {
        opener.current = event.currentTarget;
        setOpen(true);
      }}
    >
      {compact ? <span>{t('gift.openShort')}</span> : t('gift.send.open')}
    </Button>
  );
  // While the server has yet to say whether it offers gifts, the button's place is kept: a card
  // that grew by a row once it answered would move the list under the reader.
  if (!offered) {
    return unknown ? (
      <span className="invisible" aria-hidden="true" inert>
        {button}
      </span>
    ) : null;
  }

  return (
    <>
      {button}
      {open ? (
        <Suspense fallback={null}>
          <SendGiftDialog pack={pack} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
