import { Link } from 'react-router';
import { useMyPacks } from '../api/hooks/use-pack-queries';
import { Button, buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { EyeOffIcon } from '../components/ui/icons';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { useHideActions } from '../features/packs/use-pack-actions';
import { useT } from '../i18n';

export default function MyPacksRoute() {
  const t = useT();
  useDocumentTitle(t('nav.myPacks'));
  const packs = useMyPacks();
  const { hide, isPending } = useHideActions();

  return (
    <>
      <PageHeader
        title={t('nav.myPacks')}
        description={t('myPacks.description')}
        actions={
          <Link to="/hidden" className={buttonClass('secondary', 'sm')}>
            {t('hidden.title')}
          </Link>
        }
      />
      <PagedPackList
        query={packs}
        label={t('nav.myPacks')}
        sort={(a, b) => a.order - b.order}
        empty={
          <EmptyState
            emoji="🎒"
            title={t('myPacks.emptyTitle')}
            action={
              <Link to="/" className={buttonClass('primary')}>
                {t('search.title')}
              </Link>
            }
          >
            {t('myPacks.emptyText')}
          </EmptyState>
        }
        actions={(pack) => (
          <Button
            size="sm"
            variant="ghost"
            pending={isPending(pack.packageId)}
            icon={<EyeOffIcon width={18} height={18} />}
            aria-label={t('myPacks.hideLabel', { name: pack.packageName })}
            onClick={() => hide(pack)}
          >
            <span>{t('pack.hide')}</span>
          </Button>
        )}
      />
    </>
  );
}
