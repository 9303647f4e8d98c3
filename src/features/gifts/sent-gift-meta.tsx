import type { GiftRecord } from '../../../contract';
import { formatDate } from '../../components/format-date';
import { sentGiftsMessages as text } from './sent-gifts-messages';

/** Who a sent gift went to, when, and whether and when they accepted it. */
export function SentGiftMeta({ gift }: { gift: GiftRecord }) {
  const received = gift.isReceive === 'Y';
  return (
    <>
      <p>
        {text.to} <span className="font-semibold text-fg">{gift.receiveUserId}</span>
        {gift.sendDate ? (
          <>
            {' '}
            · {text.sent} <time dateTime={gift.sendDate}>{formatDate(gift.sendDate)}</time>
          </>
        ) : null}
      </p>
      {received ? (
        <p className="mt-0.5 font-semibold text-success">
          {text.received}
          {gift.receiveDate ? (
            <>
              {' '}
              <time dateTime={gift.receiveDate}>{formatDate(gift.receiveDate)}</time>
            </>
          ) : null}
        </p>
      ) : (
        <p className="mt-0.5 text-muted">{text.waiting}</p>
      )}
    </>
  );
}
