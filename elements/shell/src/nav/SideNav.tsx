import { useEffect, useRef, type MouseEvent } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlTooltip from '@shoelace-style/shoelace/dist/react/tooltip/index.js';
import { shouldAutoCollapseSidebar, sidebarWidth, visibleNavItems } from '@curbside/domain';
import { uiStore, useEmit, useSession, useUi } from '@curbside/ui';
import type { ShellEvents } from '../shell.contract.ts';
import { autoCollapseAfterUserToggle, autoCollapseStep, AUTO_COLLAPSE_IDLE, type AutoCollapseMemory } from './auto-collapse.ts';
import { isPlainLeftClick, navEntries, type NavEntry } from './nav-entries.ts';

/** The tour's target name of an entry (`data-tour="new-booking"`, see TOUR_TARGETS in @curbside/domain). */
const tourName = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

interface SideNavProps {
  currentPath: string;
  availableRoutes: readonly string[] | undefined;
}

/** spec 000 §2 Side navigation. */
export function SideNav({ currentPath, availableRoutes }: SideNavProps) {
  const user = useSession((s) => s.userData?.user ?? null);
  const firm = useSession((s) => s.firm);
  const collapsed = useUi((s) => s.sidebarCollapsed);
  const emit = useEmit<ShellEvents>();
  const autoMemory = useAutoCollapse(currentPath);

  const entries = user && firm ? navEntries(visibleNavItems({ user, firm }), availableRoutes, currentPath) : [];

  const toggle = () => {
    autoMemory.current = autoCollapseAfterUserToggle(autoMemory.current);
    uiStore.getState().setSidebarCollapsed(!uiStore.getState().sidebarCollapsed);
  };

  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    emit('curb-navigate', { path });
  };

  return (
    <nav
      aria-label="Main"
      part="nav"
      className={`side-nav${collapsed ? ' side-nav--collapsed' : ''}`}
      style={{ width: `${sidebarWidth(collapsed)}px` }}
    >
      <ul className="side-nav__list">
        {entries.map((entry) => (
          <li key={entry.id} className="side-nav__item">
            <SlTooltip content={entry.label} placement="right" disabled={!collapsed} hoist>
              <NavEntryView entry={entry} onFollow={follow} />
            </SlTooltip>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="side-nav__toggle"
        aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
        title={collapsed ? 'Expand navigation' : 'Collapse navigation'}
        onClick={toggle}
      >
        <SlIcon name={collapsed ? 'chevron-double-right' : 'chevron-double-left'} />
      </button>
    </nav>
  );
}

function NavEntryView({ entry, onFollow }: { entry: NavEntry; onFollow: (event: MouseEvent<HTMLAnchorElement>, path: string) => void }) {
  const content = (
    <>
      <SlIcon name={entry.icon} className="side-nav__icon" />
      <span className="side-nav__label">{entry.label}</span>
    </>
  );
  if (entry.kind === 'external') {
    return (
      <a className="side-nav__link side-nav__link--external" href={entry.href} target="_blank" rel="noopener" data-tour={tourName(entry.id)}>
        {content}
        <SlIcon name="box-arrow-up-right" className="side-nav__external-mark" />
      </a>
    );
  }
  if (entry.kind === 'unavailable') {
    return (
      <span
        className="side-nav__link side-nav__link--unavailable"
        aria-disabled="true"
        title="Not available yet"
        data-tour={tourName(entry.id)}
        aria-current={entry.current ? 'page' : undefined}
      >
        {content}
      </span>
    );
  }
  return (
    <a
      className="side-nav__link"
      href={entry.path}
      data-tour={tourName(entry.id)}
      aria-current={entry.current ? 'page' : undefined}
      onClick={(event) => onFollow(event, entry.path)}
    >
      {content}
    </a>
  );
}

/**
 * spec 000 §2: auto-collapse on /dashboard under 1550 px, not remembered; leaving the condition
 * puts back what was there unless the user toggled meanwhile.
 */
function useAutoCollapse(currentPath: string) {
  const memory = useRef<AutoCollapseMemory>(AUTO_COLLAPSE_IDLE);
  useEffect(() => {
    const check = () => {
      const state = uiStore.getState();
      const step = autoCollapseStep(memory.current, shouldAutoCollapseSidebar(currentPath, window.innerWidth), state.sidebarCollapsed);
      memory.current = step.memory;
      if (step.set !== undefined) state.setSidebarCollapsed(step.set, { remember: false });
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [currentPath]);
  return memory;
}
