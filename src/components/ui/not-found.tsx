import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { buttonClass } from './button';

export function NotFoundPanel({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      <span aria-hidden="true" className="text-6xl leading-none">
        🧭
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{children}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonClass('primary')}>
          {t('search.formLabel')}
        </Link>
        <Link to="/categories" className={buttonClass('secondary')}>
          {t('notFound.browseCategories')}
        </Link>
      </div>
    </div>
  );
}
