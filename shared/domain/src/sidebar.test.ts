import { describe, expect, it } from 'vitest';
import { shouldAutoCollapseSidebar, sidebarWidth } from './sidebar.ts';

describe('shouldAutoCollapseSidebar (spec 000 §2: on /dashboard when the window is narrower than 1550 px)', () => {
  it.each([
    { pathname: '/dashboard', width: 1549, expected: true },
    { pathname: '/dashboard/', width: 1200, expected: true },
    { pathname: '/dashboard', width: 1550, expected: false },
    { pathname: '/reports', width: 1000, expected: false },
  ])('$pathname at $width px: $expected', ({ pathname, width, expected }) => {
    expect(shouldAutoCollapseSidebar(pathname, width)).toBe(expected);
  });
});

describe('sidebarWidth (spec 000 §9: width 217, mini 88)', () => {
  it.each([
    { collapsed: false, expected: 217 },
    { collapsed: true, expected: 88 },
  ])('collapsed $collapsed is $expected px', ({ collapsed, expected }) => {
    expect(sidebarWidth(collapsed)).toBe(expected);
  });
});
