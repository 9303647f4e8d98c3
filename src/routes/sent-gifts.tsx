import { Link } from 'react-router';
import { useSentGifts } from '../api/hooks/use-gift-queries';
import { isFeatureAbsent } from '../api/optional-feature';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { SentGiftMeta } from '../features/gifts/sent-gift-meta';
import { sentGiftsMessages as text } from '../features/gifts/sent-gifts-messages';
import { PagedPackList } from '../features/packs/paged-pack-list';

export default function SentGiftsRoute() {
  useDocumentTitle(text.title);
  const gifts = useSentGifts();

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {gifts.isError && isFeatureAbsent(gifts.error) ? (
        <EmptyState emoji="🎁" title={text.absentTitle}>
          {text.absentText}
        </EmptyState>
      ) : (
        <PagedPackList
          query={gifts}
          label={text.listLabel}
          getKey={(gift) => `${gift.packageId}-${gift.receiveUserId}-${gift.sendDate}`}
          empty={
            <EmptyState
              emoji="🎁"
              title={text.emptyTitle}
              action={
                <Link to="/" className={buttonClass('secondary')}>
                  {text.emptyAction}
                </Link>
              }
            >
              {text.emptyText}
            </EmptyState>
          }
          meta={(gift) => <SentGiftMeta gift={gift} />}
        />
      )}
    </>
  );
}
