import { useQueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { useSettings } from '../../lib/settings';
import { OfflineShortcutsContext } from './shortcuts';

/** In place of a page never opened on this device, while the browser is offline. */
export function OfflinePanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = useT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const queryClient = useQueryClient();
  const { userId } = useSettings();
  // Only pages whose data this device holds for this user open offline.
  const shortcuts = use(OfflineShortcutsContext).filter(({ savedAs }) =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: savedAs(userId) })
      .some((query) => query.state.data !== undefined),
  );
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-3xl border border-line bg-surface px-6 py-10 text-center shadow-sm"
    >
      <span aria-hidden="true" className="text-5xl leading-none">
        📴
      </span>
      <Heading className="text-xl font-semibold">{t('offline.title')}</Heading>
      <p className="text-sm text-muted">{t('offline.unseenDetail')}</p>
      {shortcuts.length > 0 ? (
        <>
          <p className="mt-2 text-sm">{t('offline.available')}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {shortcuts.map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="rounded-full border border-line px-3 py-1.5 text-sm hover:bg-sunken"
                >
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
