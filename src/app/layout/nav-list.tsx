import { NavLink } from 'react-router';
import { cn } from '../../components/cn';
import { CHOSEN_IN_FORCED_COLORS } from '../../components/forced-colors';
import { useT } from '../../i18n';
import { navGroups } from './nav-items';

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      {navGroups.map((group) => (
        <div key={group.label}>
          <h2 className="px-3 pb-1.5 text-start text-xs font-semibold tracking-wide text-muted uppercase">
            {t(group.label)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-10 items-center gap-3 rounded-xl px-3 text-sm font-medium',
                      isActive
                        ? cn('bg-accent-soft text-accent-text', CHOSEN_IN_FORCED_COLORS)
                        : 'text-fg hover:bg-sunken',
                    )
                  }
                >
                  <span aria-hidden="true" className="w-5 text-center font-emoji text-base">
                    {item.emoji}
                  </span>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
