import type { MouseEvent } from 'react';
import { breadcrumbClick, breadcrumbs, matchRoute } from '@curbside/domain';
import { useEmit } from '@curbside/ui';
import type { ShellEvents } from './shell.contract.ts';
import { isPlainLeftClick } from './nav/nav-entries.ts';

/**
 * spec 000 §2: the header breadcrumb comes from the route name split by commas; clicking a crumb
 * navigates to that path prefix, or reloads if already there.
 */
export function Breadcrumb({ currentPath }: { currentPath: string }) {
  const emit = useEmit<ShellEvents>();
  const route = matchRoute(currentPath);
  const crumbs = route ? breadcrumbs(route.name, currentPath) : [];

  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    if (breadcrumbClick(path, currentPath) === 'reload') window.location.reload();
    else emit('curb-navigate', { path });
  };

  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol className="breadcrumb__list">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="breadcrumb__item">
              <a
                href={crumb.path}
                className="breadcrumb__link"
                aria-current={last ? 'page' : undefined}
                onClick={(event) => follow(event, crumb.path)}
              >
                {crumb.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
