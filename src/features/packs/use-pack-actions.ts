import { describeError, useToggleHidden, useToggleWish } from '../../api';
import { useToast } from '../../components/toast/toast-context';

type Named = { packageId: number; packageName: string };

function failure(action: string, pack: Named, error: unknown) {
  return `Couldn't ${action} “${pack.packageName}”. ${describeError(error).title}.`;
}

/** Pending state per pack, since one mutation hook serves a whole list. */
function pendingFor(mutation: { isPending: boolean; variables?: { packageId: number } }) {
  return (packageId: number) => mutation.isPending && mutation.variables?.packageId === packageId;
}

/** M8 both ways, each confirmed by a toast; hiding offers Undo. */
export function useHideActions() {
  const toggle = useToggleHidden();
  const toast = useToast();

  const recover = (pack: Named, undoing = false) =>
    toggle.mutate(
      { packageId: pack.packageId },
      {
        onSuccess: () =>
          toast.show({
            message: undoing
              ? `“${pack.packageName}” is back in My packs.`
              : `“${pack.packageName}” recovered to My packs.`,
            tone: 'success',
          }),
        onError: (error) => toast.show({ message: failure('recover', pack, error), tone: 'error' }),
      },
    );

  const hide = (pack: Named) =>
    toggle.mutate(
      { packageId: pack.packageId },
      {
        onSuccess: () =>
          toast.show({
            message: `“${pack.packageName}” hidden.`,
            action: { label: 'Undo', onClick: () => recover(pack, true) },
          }),
        onError: (error) => toast.show({ message: failure('hide', pack, error), tone: 'error' }),
      },
    );

  return { hide, recover, isPending: pendingFor(toggle) };
}

/** M11 both ways; removing offers Undo. */
export function useWishActions() {
  const toggle = useToggleWish();
  const toast = useToast();

  const add = (pack: Named) =>
    toggle.mutate(
      { packageId: pack.packageId },
      {
        onSuccess: () =>
          toast.show({
            message: `“${pack.packageName}” added to your wish list.`,
            tone: 'success',
          }),
        onError: (error) =>
          toast.show({ message: failure('wish for', pack, error), tone: 'error' }),
      },
    );

  const remove = (pack: Named) =>
    toggle.mutate(
      { packageId: pack.packageId },
      {
        onSuccess: () =>
          toast.show({
            message: `“${pack.packageName}” removed from your wish list.`,
            action: { label: 'Undo', onClick: () => add(pack) },
          }),
        onError: (error) => toast.show({ message: failure('remove', pack, error), tone: 'error' }),
      },
    );

  return { add, remove, isPending: pendingFor(toggle) };
}
