/**
 * spec 000 §2 Side navigation: 'It auto-collapses on /dashboard when the window is narrower than
 * 1550 px', and that automatic collapse is not the user's remembered choice. What the shell keeps
 * between checks: whether it collapsed the navigation itself, and what to put back when the
 * condition ends (null once the user toggled by hand: their choice then stands).
 */
export type AutoCollapseMemory = { active: false } | { active: true; restoreTo: boolean | null };

export const AUTO_COLLAPSE_IDLE: AutoCollapseMemory = { active: false };

export interface AutoCollapseStep {
  memory: AutoCollapseMemory;
  /** Set the navigation to this state without remembering it; undefined: leave it. */
  set?: boolean;
}

/** One check (route change or window resize): `auto` is shouldAutoCollapseSidebar() now. */
export function autoCollapseStep(memory: AutoCollapseMemory, auto: boolean, collapsed: boolean): AutoCollapseStep {
  if (auto && !memory.active) {
    return collapsed ? { memory: { active: true, restoreTo: null } } : { memory: { active: true, restoreTo: false }, set: true };
  }
  if (!auto && memory.active) {
    const restoreTo = memory.restoreTo;
    return restoreTo === null || restoreTo === collapsed ? { memory: AUTO_COLLAPSE_IDLE } : { memory: AUTO_COLLAPSE_IDLE, set: restoreTo };
  }
  return { memory };
}

/** The user toggled the navigation by hand: leaving /dashboard must not undo it. */
export function autoCollapseAfterUserToggle(memory: AutoCollapseMemory): AutoCollapseMemory {
  return memory.active ? { active: true, restoreTo: null } : memory;
}
