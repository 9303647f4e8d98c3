import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { ResultCode } from '../../../contract/error-codes';
import { describeError, isApiError } from '../../api';
import { useSendGift } from '../../api/actions';
import { notifyFailureOf, notifySuccessOf } from '../../components/toast/notify-outcome';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/fields';
import { useSettings } from '../../lib/settings';
import { checkReceiver, MAX_USER_ID_LENGTH } from './receiver-id';
import { isolate, RichMessage, useT } from '../../i18n';

type Pack = { packageId: number; packageName: string };

/**
 * The server's own words when it refused (400 names the reason, which no result code tells
 * apart; they may be in English whatever the interface language); otherwise, a failure inside
 * the service included, what went wrong in the person's language.
 */
function refusalReason(error: unknown): string {
  const refused =
    isApiError(error) &&
    error.kind === 'api' &&
    (error.status ?? 0) < 500 &&
    error.code !== ResultCode.serverError;
  return refused ? error.message : describeError(error).title;
}

/**
 * A modal dialog: the receiver's id, then a confirmation, then the send. Closing it (Escape,
 * Cancel) returns focus to the button that opened it, as a native modal dialog does.
 */
export function SendGiftDialog({ pack, onClose }: { pack: Pack; onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { userId } = useSettings();
  const send = useSendGift();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const [receiver, setReceiver] = useState<string>();
  const titleId = `send-gift-title-${pack.packageId}`;
  const questionId = `send-gift-question-${pack.packageId}`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (dialog.open) return;
    // jsdom has no showModal; there the dialog is simply open. A modal dialog closes when removed.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  // Each step starts where its answer is given: the id's field, then the Send button.
  const stepRef = useRef<HTMLFormElement>(null);
  const confirming = receiver !== undefined;
  useEffect(() => {
    stepRef.current?.querySelector<HTMLElement>(confirming ? '[type="submit"]' : 'input')?.focus();
  }, [confirming]);

  const checkTyped = (event: SyntheticEvent) => {
    event.preventDefault();
    const check = checkReceiver(typed, userId);
    if (check.ok) {
      setProblem(undefined);
      setReceiver(check.receiveUserId);
    } else {
      setProblem(check.message);
    }
  };

  // A double-click submits twice before a render can say the send is pending: one send only.
  const sending = useRef(false);
  const confirm = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!receiver || send.isPending || sending.current) return;
    sending.current = true;
    try {
      const { alreadyWaiting } = await send.mutateAsync({
        packageId: pack.packageId,
        receiveUserId: receiver,
      });
      const names = { pack: isolate(pack.packageName), receiver: isolate(receiver) };
      notifySuccessOf(
        userId,
        alreadyWaiting
          ? { message: t('gift.send.alreadyWaiting', names), tone: 'info' }
          : { message: t('gift.send.sent', names), tone: 'success' },
      );
      // Closed while the send waited offline: a dialog opened since is another's to close.
      if (dialogRef.current) onClose();
    } catch (error) {
      const refused = t('gift.send.refused', {
        pack: isolate(pack.packageName),
        receiver: isolate(receiver),
        reason: refusalReason(error),
      });
      // Closed while the send waited offline: the refusal can only be said in a toast.
      if (!dialogRef.current) notifyFailureOf(userId, { message: refused, tone: 'error' });
      setProblem(refused);
      setReceiver(undefined);
    } finally {
      sending.current = false;
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-5 text-fg shadow-xl backdrop:bg-black/50"
    >
      {/* A name and its closing 」 may not be split by the line-breaking rules: anywhere may. */}
      <h2 id={titleId} className="text-lg font-semibold wrap-anywhere">
        <RichMessage id="gift.send.title" names={{ pack: pack.packageName }} />
      </h2>
      {!confirming ? (
        <form ref={stepRef} className="mt-4 flex flex-col gap-4" onSubmit={checkTyped} noValidate>
          <TextField
            label={t('gift.send.receiverLabel')}
            hint={t('gift.send.receiverHint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={MAX_USER_ID_LENGTH + 1}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // An id reads in its own direction (42-mina, not mina-42 in an Arabic page).
            dir="auto"
            error={problem}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" variant="primary">
              {t('gift.send.next')}
            </Button>
          </div>
        </form>
      ) : (
        <form
          ref={stepRef}
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => void confirm(event)}
        >
          <p id={questionId}>
            <RichMessage id="gift.send.confirm" names={{ pack: pack.packageName, receiver }} />
          </p>
          <p role="status" className="text-sm text-muted empty:hidden">
            {send.isPaused ? t('gift.send.waitingOffline') : null}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            {send.isPaused ? (
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('action.close')}
              </Button>
            ) : (
              <Button type="button" variant="ghost" onClick={() => setReceiver(undefined)}>
                {t('action.back')}
              </Button>
            )}
            <Button
              type="submit"
              variant="primary"
              pending={send.isPending && !send.isPaused}
              aria-disabled={send.isPending || undefined}
              // Focus comes here past the question: it names the pack and the friend.
              aria-describedby={questionId}
            >
              {send.isPaused
                ? t('offline.waitingToSend')
                : send.isPending
                  ? t('gift.send.sending')
                  : t('gift.send.send')}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
