import { Link } from 'react-router';
import { useMyPacks } from '../api/hooks/use-pack-queries';
import { Button, buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { EyeOffIcon } from '../components/ui/icons';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { useHideActions } from '../features/packs/use-pack-actions';

export default function MyPacksRoute() {
  useDocumentTitle('My packs');
  const packs = useMyPacks();
  const { hide, isPending } = useHideActions();

  return (
    <>
      <PageHeader
        title="My packs"
        description="Packs you downloaded or bought."
        actions={
          <Link to="/hidden" className={buttonClass('secondary', 'sm')}>
            Hidden packs
          </Link>
        }
      />
      <PagedPackList
        query={packs}
        label="My packs"
        sort={(a, b) => a.order - b.order}
        empty={
          <EmptyState
            emoji="🎒"
            title="No packs yet"
            action={
              <Link to="/" className={buttonClass('primary')}>
                Find stickers
              </Link>
            }
          >
            Download a pack and it shows up here, ready to use.
          </EmptyState>
        }
        actions={(pack) => (
          <Button
            size="sm"
            variant="ghost"
            pending={isPending(pack.packageId)}
            icon={<EyeOffIcon width={18} height={18} />}
            aria-label={`Hide ${pack.packageName}`}
            onClick={() => hide(pack)}
          >
            <span>Hide</span>
          </Button>
        )}
      />
    </>
  );
}
