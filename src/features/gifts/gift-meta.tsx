import type { GiftRecord } from '../../../contract';
import { formatDate } from '../../components/format-date';
import { RichMessage, useT } from '../../i18n';

/**
 * Who a gift came from (a received gift) or went to (a sent one), when, and whether and when it
 * was accepted; a sent gift not accepted yet says it waits.
 */
export function GiftMeta({ gift, sent = false }: { gift: GiftRecord; sent?: boolean }) {
  const t = useT();
  // A date the app cannot read is left out with its words, not shown as "sent" and nothing.
  const date = formatDate(gift.sendDate);
  const message = sent
    ? date
      ? 'gift.sent.toOn'
      : 'gift.sent.to'
    : date
      ? 'gift.fromSent'
      : 'gift.from';
  return (
    <>
      <p>
        <RichMessage
          id={message}
          values={{ sender: gift.sendUserId, receiver: gift.receiveUserId, date }}
          components={{
            // A user id may be one long word: it wraps rather than widen the page.
            0: <bdi className="font-semibold wrap-anywhere text-fg" />,
            1: <time dateTime={gift.sendDate} />,
          }}
        />
      </p>
      {gift.isReceive === 'Y' ? (
        <p className="mt-0.5 font-semibold text-success">
          {t('gift.sent.received')}
          {gift.receiveDate ? (
            <>
              {' '}
              <time dateTime={gift.receiveDate}>{formatDate(gift.receiveDate)}</time>
            </>
          ) : null}
        </p>
      ) : sent ? (
        <p className="mt-0.5 text-muted">{t('gift.sent.waiting')}</p>
      ) : null}
    </>
  );
}
