import { useMutationState } from '@tanstack/react-query';
import { useRef, useSyncExternalStore } from 'react';
import { subscribeWritesKept, writesKept } from '../../api/persistence/writes-kept';
import { Button } from '../../components/ui/button';
import { RefreshIcon } from '../../components/ui/icons';
import { RichMessage, useT } from '../../i18n';
import { useSettings } from '../../lib/settings';
import { useOnline } from './use-online';
import { isWaitingWrite } from './use-waiting-to-send';
import { useUpdateOffer } from './update-available';
import { useScrollPaddingBelow } from './use-scroll-padding-below';
import { useServiceOutOfReach } from './use-service-out-of-reach';

/**
 * The bar at the foot of the screen that says the browser is offline, or that the service is out
 * of reach and what is shown is saved (and how many changes wait to be sent), and offers a new version when one has been installed. A new version never
 * takes over by itself: reloading is the person's choice.
 */
export function ConnectionStatus() {
  const t = useT();
  const online = useOnline();
  const { userId } = useSettings();
  const waiting = useMutationState({
    filters: { predicate: (mutation) => isWaitingWrite(mutation, userId) },
    select: (mutation) => mutation.state.isPaused,
  });
  const kept = useSyncExternalStore(subscribeWritesKept, writesKept);
  const serviceOutOfReach = useServiceOutOfReach(online);
  // Online, a write that failed on its way (not paused) is tried again: the service is the trouble.
  const unreachable = serviceOutOfReach || (online && waiting.some((isPaused) => !isPaused));
  const applyUpdate = useUpdateOffer();
  const bar = useRef<HTMLDivElement>(null);
  // Whatever Tab reaches is scrolled clear of the bar, never behind it.
  useScrollPaddingBelow(bar, !online || unreachable || applyUpdate !== undefined);

  return (
    <div
      ref={bar}
      className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex flex-col items-center gap-2 px-3 print:hidden"
    >
      <div role="status">
        {online && !unreachable ? null : (
          // The transparent border is the notice's edge in forced colours, where its fill goes.
          <p className="pointer-events-auto rounded-full border border-transparent bg-fg px-4 py-2 text-sm font-medium text-surface shadow-lg">
            {/* A sentence's end between the two parts: a screen reader pauses there. On a short
                screen the notice keeps to its first words; the rest is still heard. */}
            <RichMessage
              id="offline.notice"
              values={{
                title: unreachable ? t('error.unreachable.title') : t('offline.title'),
                detail:
                  waiting.length === 0
                    ? t('offline.detail')
                    : kept
                      ? t('offline.waiting', { count: waiting.length })
                      : `${t('offline.waiting', { count: waiting.length })} ${t('offline.notKept')}`,
              }}
              components={{
                0: <span className="font-semibold" />,
                1: <span className="short:sr-only" />,
              }}
            />
          </p>
        )}
      </div>
      {applyUpdate ? (
        <div
          role="region"
          aria-label={t('offline.updateAvailable')}
          className="pointer-events-auto flex items-center gap-3 rounded-full border border-line bg-surface py-1.5 ps-4 pe-1.5 text-sm shadow-lg"
        >
          <span>{t('offline.updateAvailable')}</span>
          <Button
            variant="primary"
            onClick={applyUpdate}
            icon={<RefreshIcon width={16} height={16} />}
          >
            {t('offline.updateReload')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
