import { describeError, useToggleHidden, useToggleWish } from '../../api';
import { notifyOutcome } from '../../components/toast/notify-outcome';
import { useToast } from '../../components/toast/toast-context';

type Named = { packageId: number; packageName: string };

function failure(action: string, pack: Named) {
  return (error: unknown) =>
    `Couldn't ${action} “${pack.packageName}”. ${describeError(error).title}.`;
}

/** Pending state per pack, since one mutation hook serves a whole list. */
function pendingFor(mutation: { isPending: boolean; variables?: { packageId: number } }) {
  return (packageId: number) => mutation.isPending && mutation.variables?.packageId === packageId;
}

/** M8 both ways, each confirmed by a toast; hiding offers Undo. */
export function useHideActions() {
  const toggle = useToggleHidden();
  const toast = useToast();
  const run = (pack: Named) => toggle.mutateAsync({ packageId: pack.packageId });

  const recover = (pack: Named, undoing = false) =>
    notifyOutcome(run(pack), toast, {
      success: () => ({
        message: undoing
          ? `“${pack.packageName}” is back in My packs.`
          : `“${pack.packageName}” recovered to My packs.`,
        tone: 'success',
      }),
      error: failure('recover', pack),
    });

  const hide = (pack: Named) =>
    notifyOutcome(run(pack), toast, {
      success: () => ({
        message: `“${pack.packageName}” hidden.`,
        action: { label: 'Undo', onClick: () => recover(pack, true) },
      }),
      error: failure('hide', pack),
    });

  return { hide, recover, isPending: pendingFor(toggle) };
}

/** M11 both ways; removing offers Undo. */
export function useWishActions() {
  const toggle = useToggleWish();
  const toast = useToast();
  const run = (pack: Named) => toggle.mutateAsync({ packageId: pack.packageId });

  const add = (pack: Named) =>
    notifyOutcome(run(pack), toast, {
      success: () => ({
        message: `“${pack.packageName}” added to your wish list.`,
        tone: 'success',
      }),
      error: failure('wish for', pack),
    });

  const remove = (pack: Named) =>
    notifyOutcome(run(pack), toast, {
      success: () => ({
        message: `“${pack.packageName}” removed from your wish list.`,
        action: { label: 'Undo', onClick: () => add(pack) },
      }),
      error: failure('remove', pack),
    });

  return { add, remove, isPending: pendingFor(toggle) };
}
