import { useEffect, useRef, type MouseEvent } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlTooltip from '@shoelace-style/shoelace/dist/react/tooltip/index.js';
import { shouldAutoCollapseSidebar, sidebarWidth, visibleNavItems } from '@curbside/domain';
import { uiStore, useEmit, useSession, useUi } from '@curbside/ui';
import type { ShellEvents } from '../shell.contract.ts';
import { autoCollapseAfterUserToggle, autoCollapseStep, AUTO_COLLAPSE_IDLE, type AutoCollapseMemory } from './auto-collapse.ts';
import { isPlainLeftClick, navEntries, type NavEntry } from './nav-entries.ts';
import { showsIconsOnly, type NavLayout } from './nav-layout.ts';

/** The tour's target name of an entry (`data-tour="new-booking"`, see TOUR_TARGETS in @curbside/domain). */
const tourName = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** What a tooltip or a screen reader says of an entry whose element is not built yet. */
const UNAVAILABLE_NOTE = 'Not available yet';

interface NavListProps {
  currentPath: string;
  availableRoutes: readonly string[] | undefined;
  /** Icons only: each label then shows as a tooltip. */
  iconsOnly: boolean;
}

/** spec 000 §2 Side navigation: the entries this user sees, as the 'Main' navigation landmark. */
export function NavList({ currentPath, availableRoutes, iconsOnly }: NavListProps) {
  const user = useSession((s) => s.userData?.user ?? null);
  const firm = useSession((s) => s.firm);
  const emit = useEmit<ShellEvents>();
  const entries = user && firm ? navEntries(visibleNavItems({ user, firm }), availableRoutes, currentPath) : [];

  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    emit('curb-navigate', { path });
  };

  return (
    <ul className="side-nav__list">
      {entries.map((entry) => (
        <li key={entry.id} className="side-nav__item">
          <SlTooltip content={entry.kind === 'unavailable' ? `${entry.label} (${UNAVAILABLE_NOTE.toLowerCase()})` : entry.label} placement="right" disabled={!iconsOnly} hoist>
            <NavEntryView entry={entry} onFollow={follow} />
          </SlTooltip>
        </li>
      ))}
    </ul>
  );
}

interface SideNavProps {
  currentPath: string;
  availableRoutes: readonly string[] | undefined;
  /** 'rail' (768 to 1200 px) or 'full'; under 768 px the shell shows NavDrawer instead. */
  layout: Exclude<NavLayout, 'drawer'>;
}

/** spec 000 §2 Side navigation beside the main area: expanded or collapsed by the user, icons only on a tablet. */
export function SideNav({ currentPath, availableRoutes, layout }: SideNavProps) {
  const userCollapsed = useUi((s) => s.sidebarCollapsed);
  const autoMemory = useAutoCollapse(currentPath);
  const iconsOnly = showsIconsOnly(layout, userCollapsed);

  const toggle = () => {
    autoMemory.current = autoCollapseAfterUserToggle(autoMemory.current);
    uiStore.getState().setSidebarCollapsed(!uiStore.getState().sidebarCollapsed);
  };

  return (
    <nav
      aria-label="Main"
      part="nav"
      className={`side-nav${iconsOnly ? ' side-nav--collapsed' : ''}`}
      style={{ width: `${sidebarWidth(iconsOnly)}px` }}
    >
      <NavList currentPath={currentPath} availableRoutes={availableRoutes} iconsOnly={iconsOnly} />
      {/* On a tablet the rail is all there is room for: nothing to toggle. */}
      {layout === 'full' ? (
        <button
          type="button"
          className="side-nav__toggle"
          aria-label={iconsOnly ? 'Expand navigation' : 'Collapse navigation'}
          title={iconsOnly ? 'Expand navigation' : 'Collapse navigation'}
          onClick={toggle}
        >
          <SlIcon name={iconsOnly ? 'chevron-double-right' : 'chevron-double-left'} />
        </button>
      ) : null}
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
    // Not a link and not focusable: it looks disabled and says 'Soon' in words, not by colour alone.
    return (
      <span
        className="side-nav__link side-nav__link--unavailable"
        aria-disabled="true"
        title={UNAVAILABLE_NOTE}
        data-tour={tourName(entry.id)}
        aria-current={entry.current ? 'page' : undefined}
      >
        <SlIcon name={entry.icon} className="side-nav__icon" />
        <span className="side-nav__text">
          <span className="side-nav__label">{entry.label}</span>
          <span className="side-nav__soon">Soon</span>
        </span>
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
