import { Link } from 'react-router';
import { useT } from '../../i18n';

/**
 * The link above a page's heading to the page it belongs under; the arrow turns with the text
 * direction. Its text is small: a box around it takes taps a finger's size away (44 px high).
 */
export function BackLink({ to, label }: { to: string; label: string }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.breadcrumb')} className="mb-2 text-sm">
      <Link to={to} className="tap-area font-medium text-accent-text hover:underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {label}
      </Link>
    </nav>
  );
}
