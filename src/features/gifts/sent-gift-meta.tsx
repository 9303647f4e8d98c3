import type { GiftRecord } from '../../../contract';
import { formatDate } from '../../components/format-date';
import { RichMessage, useT } from '../../i18n';

/** Who a sent gift went to, when, and whether and when they accepted it. */
export function SentGiftMeta({ gift }: { gift: GiftRecord }) {
  const t = useT();
  const received = gift.isReceive === 'Y';
  return (
    <>
      <p>
        <RichMessage
          id={gift.sendDate ? 'gift.sent.toOn' : 'gift.sent.to'}
          values={{ receiver: gift.receiveUserId, date: formatDate(gift.sendDate) }}
          components={{
            0: <bdi className="font-semibold text-fg" />,
            1: <time dateTime={gift.sendDate} />,
          }}
        />
      </p>
      {received ? (
        <p className="mt-0.5 font-semibold text-success">
          {t('gift.sent.received')}
          {gift.receiveDate ? (
            <>
              {' '}
              <time dateTime={gift.receiveDate}>{formatDate(gift.receiveDate)}</time>
            </>
          ) : null}
        </p>
      ) : (
        <p className="mt-0.5 text-muted">{t('gift.sent.waiting')}</p>
      )}
    </>
  );
}
