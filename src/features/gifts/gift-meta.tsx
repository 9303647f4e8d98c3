import type { GiftRecord } from '../../../contract';
import { formatDate } from '../../components/format-date';

export function GiftMeta({ gift }: { gift: GiftRecord }) {
  const received = gift.isReceive === 'Y';
  return (
    <>
      <p>
        From <span className="font-semibold text-fg">{gift.sendUserId}</span> · sent{' '}
        <time dateTime={gift.sendDate}>{formatDate(gift.sendDate)}</time>
      </p>
      {received ? (
        <p className="mt-0.5 font-semibold text-success">
          ✓ Received
          {gift.receiveDate ? (
            <>
              {' '}
              <time dateTime={gift.receiveDate}>{formatDate(gift.receiveDate)}</time>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
