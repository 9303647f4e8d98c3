import type { ReactNode } from 'react';
import { badgeClass, type BadgeSize, type BadgeTone } from './badge-classes';

export function Badge({
  tone = 'neutral',
  size = 'sm',
  children,
}: {
  tone?: BadgeTone;
  size?: BadgeSize;
  children: ReactNode;
}) {
  return <span className={badgeClass(tone, size)}>{children}</span>;
}
