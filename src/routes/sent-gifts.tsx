import { Link } from 'react-router';
import { useSentGifts } from '../api/hooks/use-gift-queries';
import { isFeatureAbsent } from '../api/optional-feature';
import { BackLink } from '../components/ui/back-link';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { GiftMeta } from '../features/gifts/gift-meta';
import { useT } from '../i18n';
import { PagedPackList } from '../features/packs/paged-pack-list';

export default function SentGiftsRoute() {
  const t = useT();
  useDocumentTitle(t('gift.sent.title'));
  const gifts = useSentGifts();

  return (
    <>
      <BackLink to="/gifts" label={t('nav.gifts')} />
      <PageHeader title={t('gift.sent.title')} description={t('gift.sent.description')} />
      {gifts.isError && isFeatureAbsent(gifts.error) ? (
        <EmptyState emoji="🎁" title={t('gift.sent.absentTitle')}>
          {t('gift.sent.absentText')}
        </EmptyState>
      ) : (
        <PagedPackList
          query={gifts}
          label={t('gift.sent.title')}
          getKey={(gift) => `${gift.packageId}-${gift.receiveUserId}-${gift.sendDate}`}
          empty={
            <EmptyState
              emoji="🎁"
              title={t('gift.sent.emptyTitle')}
              action={
                <Link to="/" className={buttonClass('secondary')}>
                  {t('gift.sent.emptyAction')}
                </Link>
              }
            >
              {t('gift.sent.emptyText')}
            </EmptyState>
          }
          meta={(gift) => <GiftMeta gift={gift} sent />}
        />
      )}
    </>
  );
}
