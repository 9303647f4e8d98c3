import { useMemo } from 'react';
import { Link } from 'react-router';
import { useReactionStickers } from '../api/hooks/use-camera-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { QueryView } from '../shared/query-view';
import { useDocumentTitle } from '../components/use-document-title';
import { useStickerViewAction } from '../shared/sticker-view-link';
import { StickerGridSkeleton } from '../components/ui/tile-skeleton';
import { distinctStickerNames } from '../components/stickers/sticker-name';
import { StickerTile } from '../components/stickers/sticker-tile';
import { VirtualStickerGrid } from '../components/stickers/virtual-sticker-grid';
import { useLocale, useT } from '../i18n';
import { useNaming } from '../lib/naming';

export default function CameraReactionsRoute() {
  const { lang } = useNaming();
  const t = useT();
  useDocumentTitle(t('nav.cameraReactions'));
  const query = useReactionStickers();
  const tileAction = useStickerViewAction('camera.openTile');
  const stickers = useMemo(() => query.data ?? [], [query.data]);
  // One face comes from several art sets: each link's name tells it from the others.
  const locale = useLocale();
  // Made again in a new interface language: the names' words ("1 of 203") are its.
  const names = useMemo(
    () => distinctStickerNames(stickers, { lang }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words' language
    [stickers, lang, locale],
  );
  return (
    <>
      <PageHeader
        title={t('nav.cameraReactions')}
        description={t('cameraReactions.hint')}
        actions={
          <Link to="/camera/frequent" className={buttonClass('secondary', 'sm')}>
            {t('nav.cameraFrequent')}
          </Link>
        }
      />
      <QueryView
        query={query}
        skeleton={<StickerGridSkeleton count={24} />}
        isEmpty={stickers.length === 0}
        empty={
          <EmptyState emoji="😶" title={t('cameraReactions.emptyTitle')}>
            {t('cameraReactions.emptyText')}
          </EmptyState>
        }
      >
        <VirtualStickerGrid
          items={stickers}
          label={t('cameraReactions.listLabel')}
          getKey={(s) => s.stickerId}
          renderItem={(sticker, index, onScreen) => {
            const name = names[index] ?? '';
            return (
              <StickerTile
                stickerImg={sticker.stickerImg}
                alt={name}
                onScreen={onScreen}
                action={tileAction(sticker, name)}
              />
            );
          }}
        />
      </QueryView>
    </>
  );
}
