import { lazy, Suspense, useRef, useState } from 'react';
import { useGiftSendingOffered } from '../../api/hooks/use-gift-queries';
import { Button } from '../../components/ui/button';
import { GiftIcon } from '../../components/ui/icons';
import { useT } from '../../i18n';

// The dialog and the send mutation load when someone opens it, not with the pack page.
const SendGiftDialog = lazy(() =>
  import('./send-gift-dialog').then((module) => ({ default: module.SendGiftDialog })),
);

/** "Send as a gift" on a pack; absent when the server has no gift extensions. */
export function SendGiftButton({ pack }: { pack: { packageId: number; packageName: string } }) {
  const t = useT();
  const offered = useGiftSendingOffered();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  if (!offered) return null;

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      <Button
        variant="secondary"
        icon={<GiftIcon width={18} height={18} />}
        aria-haspopup="dialog"
        onClick={(event) => {
          opener.current = event.currentTarget;
          setOpen(true);
        }}
      >
        {t('gift.send.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SendGiftDialog pack={pack} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
