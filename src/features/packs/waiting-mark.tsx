import { Badge, type BadgeSize } from '../../components/ui/badge';
import { ClockIcon } from '../../components/ui/icons';
import { useT } from '../../i18n';

/**
 * Says that a change to the pack waits for the network. `id` lets the control that made the
 * change name it as its description.
 */
export function WaitingMark({ id, size = 'sm' }: { id?: string; size?: BadgeSize }) {
  const t = useT();
  const iconSize = size === 'lg' ? 16 : 12;
  return (
    <span id={id}>
      <Badge tone="warn" size={size}>
        <ClockIcon width={iconSize} height={iconSize} />
        {t('offline.waitingToSend')}
      </Badge>
    </span>
  );
}
