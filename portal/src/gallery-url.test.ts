import { describe, expect, it } from 'vitest';
import { emptyState, readState, writeState, type GalleryState } from './gallery-url.ts';

describe('the gallery state in the URL', () => {
  const full: GalleryState = {
    tag: 'curb-booking', dark: true, hostStyles: true, user: 'ava.employee@acme.example',
    attributes: { 'reservation-id': '42', 'no-url-state': '', locale: null },
    properties: { token: '"a=b&c"' },
    slots: { '': 'Main & more', side: 'x' },
    css: { '--curb-brand-color': '#c2185b', '--curb-radius': '8px' },
  };

  it('reads back every part of a state it wrote, so a link reproduces the preview', () => {
    expect(readState(writeState(full))).toEqual(full);
  });

  it.each([
    ['an element list link', '#curb-login', emptyState('curb-login')],
    ['nothing chosen', '', emptyState('')],
    ['dark and host styles as bare keys', '#curb-login?dark&host', { ...emptyState('curb-login'), dark: true, hostStyles: true }],
    ['light said outright', '#curb-login?light', { ...emptyState('curb-login'), dark: false }],
    ['a removed attribute', '#curb-chat?x.open', { ...emptyState('curb-chat'), attributes: { open: null } }],
    ['a present boolean', '#curb-chat?a.open', { ...emptyState('curb-chat'), attributes: { open: '' } }],
  ])('reads %s', (_name, fragment, expected) => {
    expect(readState(fragment)).toEqual(expected);
  });

  it('writes a preview with every knob at its default as the bare tag', () => {
    expect(writeState(emptyState('curb-booking'))).toBe('#curb-booking');
    expect(writeState({ ...emptyState('curb-login'), dark: true, attributes: { mode: 'signup' } })).toBe('#curb-login?dark&a.mode=signup');
    expect(writeState({ ...emptyState('curb-login'), dark: false })).toBe('#curb-login?light');
  });
});
