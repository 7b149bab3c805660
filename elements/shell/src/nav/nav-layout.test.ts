import { describe, expect, it } from 'vitest';
import { navLayout, showsIconsOnly, type NavLayout } from './nav-layout.ts';

describe('navLayout', () => {
  it.each<[number, NavLayout]>([
    [320, 'drawer'],
    [360, 'drawer'],
    [390, 'drawer'],
    [767, 'drawer'],
    [768, 'rail'],
    [1024, 'rail'],
    [1199, 'rail'],
    [1200, 'full'],
    [1920, 'full'],
  ])('at %i px the navigation is a %s', (width, expected) => {
    expect(navLayout(width)).toBe(expected);
  });
});

describe('showsIconsOnly', () => {
  it.each<[NavLayout, boolean, boolean]>([
    ['rail', false, true],
    ['rail', true, true],
    ['full', false, false],
    ['full', true, true],
    // In the drawer the labels always show: there is room, and a touch screen has no hover for tooltips.
    ['drawer', true, false],
    ['drawer', false, false],
  ])('%s with the user collapsed=%s shows icons only: %s', (layout, collapsed, expected) => {
    expect(showsIconsOnly(layout, collapsed)).toBe(expected);
  });
});
