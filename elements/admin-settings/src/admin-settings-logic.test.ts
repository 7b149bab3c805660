import { describe, expect, it } from 'vitest';
import { adminRoleLabel, parseSection, rightsChange, showingLine, tagDraftErrors, tagInput } from './admin-settings-logic.ts';

describe('admin settings rules (001 §7 Superadmin)', () => {
  it.each([
    ['tags', 'tags'], ['broadcast', 'broadcast'], ['admins', 'admins'], ['integrations', 'integrations'], ['nonsense', 'tags'], [undefined, 'tags'],
  ] as const)('opens section %s as %s', (value, section) => {
    expect(parseSection(value)).toBe(section);
  });

  it.each([
    [{ tagName: '  ', tagDescription: '' }, { tagName: 'Tag name is required' }],
    [{ tagName: 'x'.repeat(51), tagDescription: '' }, { tagName: 'The tag name must be at most 50 characters' }],
    [{ tagName: 'x'.repeat(50), tagDescription: 'y'.repeat(200) }, {}],
    [{ tagName: 'Night', tagDescription: 'y'.repeat(201) }, { tagDescription: 'The tag description must be at most 200 characters' }],
  ])('checks a tag draft %#', (draft, errors) => {
    expect(tagDraftErrors(draft)).toEqual(errors);
  });

  it('sends a trimmed tag with an empty description as none', () => {
    expect(tagInput({ tagName: ' Night shift ', tagDescription: '  ' })).toEqual({ tagName: 'Night shift', tagDescription: null });
  });

  it.each([
    [{ isAdmin: true, isSuperAdmin: true }, 'Super admin'], [{ isAdmin: true, isSuperAdmin: false }, 'Admin'], [{ isAdmin: false, isSuperAdmin: false }, 'Employee'],
  ])('labels the rights %o as %s', (admin, label) => {
    expect(adminRoleLabel(admin)).toBe(label);
  });

  it.each([
    ['admin', { setAsAdmin: true, isSuperAdmin: false }], ['superAdmin', { setAsAdmin: true, isSuperAdmin: true }], ['none', { setAsAdmin: false, isSuperAdmin: false }],
  ] as const)('asks for %s rights as %o', (to, body) => {
    expect(rightsChange('ava@acme.example', to)).toEqual({ loginId: 'ava@acme.example', ...body });
  });

  it('counts the users shown', () => {
    expect([showingLine(20, 45), showingLine(1, 1)]).toEqual(['Showing 20 of 45 users', 'Showing 1 of 1 user']);
  });
});
