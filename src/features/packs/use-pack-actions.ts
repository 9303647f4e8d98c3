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
import { notify, notifyOutcome } from '../../components/toast/notify';

type Named = { packageId: number; packageName: string };

function failure(action: string, pack: Named) {
  return (error: unknown) =>
    `Couldn't ${action} “${pack.packageName}”. ${describeError(error).title}.`;
}

/** Pending state per pack, since one mutation hook serves a whole list. */
function pendingFor(mutation: { isPending: boolean; variables?: { packageId: number } }) {
  return (packageId: number) => mutation.isPending && mutation.variables?.packageId === packageId;
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
        label: 'Undo',
        onClick: () => {
          if (packVersion(client, toggle, pack.packageId) === version) return run();
          notify({ message: `Nothing to undo: “${pack.packageName}” has changed since.` });
        },
      };
    },
  };
}

/** M8 both ways, each confirmed by a toast; hiding offers Undo. */
export function useHideActions() {
  const toggle = useToggleHidden();
  const runner = useToggleRunner('hidden', mutationKeys.toggleHidden);
  const run = (pack: Named) => toggle.mutateAsync({ packageId: pack.packageId });

  const recover = (pack: Named, undoing = false) => {
    if (!runner.canStart(pack)) return;
    notifyOutcome(run(pack), {
      success: () => ({
        message: undoing
          ? `“${pack.packageName}” is back in My packs.`
          : `“${pack.packageName}” recovered to My packs.`,
        tone: 'success',
      }),
      error: failure('recover', pack),
    });
  };

  const hide = (pack: Named) => {
    if (!runner.canStart(pack)) return;
    notifyOutcome(run(pack), {
      success: () => ({
        message: `“${pack.packageName}” hidden.`,
        action: runner.undo(pack, () => recover(pack, true)),
      }),
      error: failure('hide', pack),
    });
  };

  return { hide, recover, isPending: pendingFor(toggle) };
}

/** M11 both ways, announcing the state the service confirms; removing offers Undo. */
export function useWishActions() {
  const toggle = useToggleWish();
  const client = useQueryClient();
  const { userId } = useSettings();
  const runner = useToggleRunner('wish', mutationKeys.toggleWish);

  const change = (pack: Named, action: string) => {
    if (!runner.canStart(pack)) return;
    // Settled means refetched: what the cache says now is what the service did.
    const confirmed = toggle.mutateAsync({ packageId: pack.packageId }).then((result) => ({
      isWish: cachedWish(client, userId, pack.packageId) ?? result.isWish,
    }));
    notifyOutcome(confirmed, {
      success: ({ isWish }) =>
        (isWish ?? (action === 'remove' ? 'N' : 'Y')) === 'N'
          ? {
              message: `“${pack.packageName}” removed from your wish list.`,
              action: runner.undo(pack, () => change(pack, 'wish for')),
            }
          : { message: `“${pack.packageName}” added to your wish list.`, tone: 'success' },
      error: failure(action, pack),
    });
  };

  return {
    add: (pack: Named) => change(pack, 'wish for'),
    remove: (pack: Named) => change(pack, 'remove'),
    isPending: pendingFor(toggle),
  };
}
