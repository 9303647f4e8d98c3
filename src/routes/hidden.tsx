import { Link } from 'react-router';
import { useHiddenPacks } from '../api/hooks/use-pack-queries';
import { Button, buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { EyeIcon } from '../components/ui/icons';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { useHideActions } from '../features/packs/use-pack-actions';

export default function HiddenRoute() {
  useDocumentTitle('Hidden packs');
  const packs = useHiddenPacks();
  const { recover, isPending } = useHideActions();

  return (
    <>
      <PageHeader
        title="Hidden packs"
        description="Packs you hid from My packs. Bought packs come back without buying again."
      />
      <PagedPackList
        query={packs}
        label="Hidden packs"
        sort={(a, b) => a.order - b.order}
        empty={
          <EmptyState
            emoji="🙈"
            title="Nothing hidden"
            action={
              <Link to="/my-packs" className={buttonClass('secondary')}>
                Go to My packs
              </Link>
            }
          >
            Packs you hide from My packs wait here until you recover them.
          </EmptyState>
        }
        actions={(pack) => (
          <Button
            size="sm"
            variant="secondary"
            pending={isPending(pack.packageId)}
            icon={<EyeIcon width={18} height={18} />}
            aria-label={`Recover ${pack.packageName}`}
            onClick={() => recover(pack)}
          >
            <span>Recover</span>
          </Button>
        )}
      />
    </>
  );
}
