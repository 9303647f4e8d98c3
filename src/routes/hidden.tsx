import { Link } from 'react-router';
import { useHiddenPacks } from '../api/hooks/use-pack-queries';
import { BackLink } from '../components/ui/back-link';
import { Button, buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { EyeIcon } from '../components/ui/icons';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { useHideActions } from '../features/packs/use-pack-actions';
import { useT } from '../i18n';

export default function HiddenRoute() {
  const t = useT();
  useDocumentTitle(t('hidden.title'));
  const packs = useHiddenPacks();
  const { recover, isPending } = useHideActions();

  return (
    <>
      <BackLink to="/my-packs" label={t('nav.myPacks')} />
      <PageHeader title={t('hidden.title')} description={t('hidden.description')} />
      <PagedPackList
        query={packs}
        label={t('hidden.title')}
        sort={(a, b) => a.order - b.order}
        empty={
          <EmptyState
            emoji="🙈"
            title={t('hidden.emptyTitle')}
            action={
              <Link to="/my-packs" className={buttonClass('secondary')}>
                {t('hidden.emptyAction')}
              </Link>
            }
          >
            {t('hidden.emptyText')}
          </EmptyState>
        }
        actions={(pack) => (
          <Button
            size="sm"
            variant="secondary"
            pending={isPending(pack.packageId)}
            icon={<EyeIcon width={18} height={18} />}
            aria-label={t('hidden.recoverLabel', { name: pack.packageName })}
            onClick={() => recover(pack)}
          >
            <span>{t('hidden.recover')}</span>
          </Button>
        )}
      />
    </>
  );
}
