import { useQueryClient } from '@tanstack/react-query';
import { describeError, mutationKeys, useSettings } from '../../api';
import {
  cachedWish,
  isToggling,
  packVersion,
  useToggleHidden,
  useToggleWish,
  type PackToggle,
} from '../../api/actions';
import { writeWaits } from '../../api/mutations/user-mutation';
import { knownHiddenState } from '../../api/pack-hidden-state';
import { notify } from '../../components/toast/notify';
import { notifyOutcome } from '../../components/toast/notify-outcome';
import { isolate, t } from '../../i18n';

type Named = { packageId: number; packageName: string };

/** A pack's wish, or its hiding: each toast about it replaces the last. */
const subject = (toggle: PackToggle, pack: Named) => `${toggle}:${pack.packageId}`;

/**
 * Pending state per pack, since one mutation hook serves a whole list. A change waiting offline
 * is not pending: it is marked waiting, and the person may change their mind meanwhile.
 */
function pendingFor(mutation: {
  isPending: boolean;
  isPaused: boolean;
  failureCount: number;
  variables?: { packageId: number };
}) {
  return (packageId: number) =>
    mutation.isPending && !writeWaits(mutation) && mutation.variables?.packageId === packageId;
}

/**
 * Runs a pack's toggle unless one is already on its way (a double click would toggle it back),
 * and builds Undo actions that do nothing, and say why, once the pack has changed since.
 */
function useToggleRunner(toggle: PackToggle, mutationKey: readonly string[]) {
  const client = useQueryClient();
  return {
    canStart: (pack: Named) => !isToggling(client, mutationKey, pack.packageId),
    undo: (pack: Named, run: () => void) => {
      const version = packVersion(client, toggle, pack.packageId);
      return {
        label: t('action.undo'),
        onClick: () => {
          if (packVersion(client, toggle, pack.packageId) === version) return run();
          notify({
            message: t('action.undoStale', { name: isolate(pack.packageName) }),
            about: subject(toggle, pack),
          });
        },
      };
    },
  };
}

/**
 * M8 both ways. M8 is a toggle, so each toast says what the refetched lists (or the pack's own
 * flag) show the service did, not what was asked: a recovery is never reported as hiding.
 * Hiding offers Undo.
 */
export function useHideActions() {
  const toggle = useToggleHidden();
  const client = useQueryClient();
  const { userId } = useSettings();
  const runner = useToggleRunner('hidden', mutationKeys.toggleHidden);

  const change = (pack: Named, action: 'hide' | 'show') => {
    if (!runner.canStart(pack)) return;
    const name = isolate(pack.packageName);
    // Settled means refetched: what the cache says now is what the service did. A write that
    // failed on its way (a timeout, a 502 after the service had it) may still have been applied.
    const wanted = action === 'hide';
    const confirmed = toggle.mutateAsync({ packageId: pack.packageId, wanted }).then(
      (result) => knownHiddenState(client, userId, pack.packageId) ?? result.hidden,
      (error: unknown) => {
        if (knownHiddenState(client, userId, pack.packageId) === wanted) return wanted;
        throw error;
      },
    );
    notifyOutcome(confirmed, {
      about: subject('hidden', pack),
      success: (hidden) => {
        if (hidden === true) {
          return {
            message: t('pack.hidden', { name }),
            action: runner.undo(pack, () => change(pack, 'show')),
          };
        }
        if (hidden === false) return { message: t('pack.shown', { name }), tone: 'success' };
        return { message: t('pack.changedUnknown', { name }) };
      },
      error: (error) =>
        t(action === 'hide' ? 'pack.hideFailed' : 'pack.showFailed', {
          name,
          reason: describeError(error).title,
        }),
    });
  };

  return {
    hide: (pack: Named) => change(pack, 'hide'),
    recover: (pack: Named) => change(pack, 'show'),
    isPending: pendingFor(toggle),
  };
}

/** M11 both ways, announcing the state the service confirms; removing offers Undo. */
export function useWishActions() {
  const toggle = useToggleWish();
  const client = useQueryClient();
  const { userId } = useSettings();
  const runner = useToggleRunner('wish', mutationKeys.toggleWish);

  const change = (pack: Named, action: 'wish' | 'remove') => {
    if (!runner.canStart(pack)) return;
    const name = isolate(pack.packageName);
    // Settled means refetched: what the cache says now is what the service did. A write that
    // failed on its way (a timeout, a 502 after the service had it) may still have been applied.
    const wanted = action === 'wish' ? 'Y' : 'N';
    const confirmed = toggle
      .mutateAsync({ packageId: pack.packageId, wanted: wanted === 'Y' })
      .then(
        (result) => ({ isWish: cachedWish(client, userId, pack.packageId) ?? result.isWish }),
        (error: unknown) => {
          if (cachedWish(client, userId, pack.packageId) === wanted) return { isWish: wanted };
          throw error;
        },
      );
    notifyOutcome(confirmed, {
      about: subject('wish', pack),
      success: ({ isWish }) =>
        (isWish ?? (action === 'remove' ? 'N' : 'Y')) === 'N'
          ? {
              message: t('wishlist.removed', { name }),
              action: runner.undo(pack, () => change(pack, 'wish')),
            }
          : { message: t('wishlist.added', { name }), tone: 'success' },
      error: (error) =>
        t(action === 'remove' ? 'wishlist.removeFailed' : 'wishlist.addFailed', {
          name,
          reason: describeError(error).title,
        }),
    });
  };

  return {
    add: (pack: Named) => change(pack, 'wish'),
    remove: (pack: Named) => change(pack, 'remove'),
    isPending: pendingFor(toggle),
  };
}
