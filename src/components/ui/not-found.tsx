import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button';

export function NotFoundPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      <span aria-hidden="true" className="text-6xl leading-none">
        🧭
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{children}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonClass('primary')}>
          Search stickers
        </Link>
        <Link to="/categories" className={buttonClass('secondary')}>
          Browse categories
        </Link>
      </div>
    </div>
  );
}
