/// <reference types="mocha" />
// curb-admin-settings in real Chromium against its embed build with a fake API: the shared
// contract suite, then tags (system tags locked), a tag's users, the broadcast note editor and
// its sanitiser, admins, and the signup code (001 §7 Superadmin; issue 17).
import { expect } from 'chai';
import type { Admin, Tag, UserTag } from '@curbside/contracts';
import { countriesFixture, firmFixture, userDataFixture } from '../../../shared/state/src/test-fixtures.ts';
import { XSS_CORPUS } from '../../../shared/domain/src/test-support/xss-corpus.ts';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { press, text, toastText } from '../../../tests/elements/user-actions.ts';

const EMBED = '/dist/portal/embed/curb-admin-settings.js';

const superAdmin = {
  ...userDataFixture,
  user: { ...userDataFixture.user, userId: 4, loginId: 'sam.super@acme.example', name: 'Sam Super', firstName: 'Sam', lastName: 'Super', userRole: 'SUPER_ADMIN' as const, userType: 'ADMIN' as const, isSuperAdmin: true },
};

const tags: Tag[] = [
  { tagId: 1, tagName: 'Executive', tagDescription: 'Set from company records', isSystem: true },
  { tagId: 2, tagName: 'Road warriors', tagDescription: 'Travel every week', isSystem: false },
];
const holders: UserTag[] = Array.from({ length: 25 }, (_, i) => ({
  userTagId: 100 + i, tagId: 2, userId: 10 + i, fullName: `Traveller ${String(i + 1).padStart(2, '0')}`, email: `traveller${i + 1}@acme.example`,
}));
const admins: Admin[] = [
  { userId: 3, fullName: 'Ada Admin', email: 'ada.admin@acme.example', loginId: 'ada.admin@acme.example', firmCode: 'acme', isAdmin: true, isSuperAdmin: false },
  { userId: 4, fullName: 'Sam Super', email: 'sam.super@acme.example', loginId: 'sam.super@acme.example', firmCode: 'acme', isAdmin: true, isSuperAdmin: true },
];

function routes(viewer = superAdmin): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: viewer },
    { method: 'GET', path: '/users/firmData', body: firmFixture },
    { method: 'GET', path: '/users/countries', body: countriesFixture },
    { method: 'GET', path: '/users', body: [{ userId: 1, employeeId: 'ACM-1001', firmCode: 'acme', fullName: 'Ava Employee', email: 'ava.employee@acme.example' }] },
    { method: 'GET', path: '/superadmin/tags', body: tags },
    { method: 'POST', path: '/superadmin/tags', body: ({ body }: { body: unknown }) => ({ tagId: 9, isSystem: false, ...(body as object) }) },
    { method: 'POST', path: '/superadmin/tags/2/delete', body: { ok: true } },
    {
      method: 'GET', path: '/superadmin/tags/2/users', body: ({ url }: { url: URL }) => {
        const name = url.searchParams.get('userName')?.toLowerCase() ?? '';
        const all = holders.filter((h) => h.fullName.toLowerCase().includes(name));
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const users = all.slice(offset, offset + Number(url.searchParams.get('count') ?? 20));
        return { users, total: all.length, hasMore: offset + users.length < all.length };
      },
    },
    { method: 'GET', path: '/superadmin/tags/1/users', body: { users: [], total: 0, hasMore: false } },
    { method: 'POST', path: '/superadmin/tags/2/userTags', body: { userTagId: 200, tagId: 2, userId: 1, fullName: 'Ava Employee', email: 'ava.employee@acme.example' } },
    { method: 'GET', path: '/users/documents', body: [] },
    { method: 'POST', path: '/superadmin/documents/broadcastNotes', body: { ok: true } },
    { method: 'GET', path: '/superadmin/admins', body: admins },
    { method: 'POST', path: '/superadmin/permissions', body: { ok: true } },
    { method: 'POST', path: '/superadmin/concur/signup/code', body: { signupCode: 'K7QP-M2XD-9HRT' } },
    { method: 'GET', path: '/superadmin/embedOrigins', body: { origins: ['https://intranet.acme.example'] } },
    { method: 'GET', path: '/superadmin/embedCredentials', body: [{ clientId: 'acme-intranet-demo', name: 'Acme intranet (demo)', createdAt: '2026-11-24T12:00:00.000Z' }] },
  ];
}

const tagRow = (root: ShadowRoot, name: string) => root.querySelector<HTMLTableRowElement>(`tr.tag-row[data-tag="${name}"]`) ?? undefined;

async function showSection(root: ShadowRoot, label: string): Promise<void> {
  const tab = await until(() => Array.from(root.querySelectorAll<HTMLElement>('sl-tab')).find((t) => t.textContent?.trim() === label), `the ${label} tab`);
  tab.click();
}

async function typeInto(root: ParentNode, selector: string, value: string): Promise<void> {
  const control = await until(() => root.querySelector<HTMLElement & { value: string; updateComplete?: Promise<unknown> }>(selector), selector);
  await control.updateComplete;
  control.value = value;
  control.dispatchEvent(new Event('sl-input', { bubbles: true, composed: true }));
}

elementContractSuite({
  tag: 'curb-admin-settings',
  embedUrl: EMBED,
  routes: routes(),
  attributeReachesComponent: {
    attribute: 'section',
    value: 'admins',
    check: (root) => text(root).includes('Admins and super admins') && text(root).includes('Ada Admin'),
  },
  event: {
    name: 'curb-admin-rights-changed',
    act: async (root) => {
      await showSection(root, 'Admins');
      const row = await until(() => root.querySelector('tr.admin-row[data-email="ada.admin@acme.example"]'), "Ada's row");
      await press(row, 'Make super admin Ada Admin');
    },
    detail: (detail) => expect(detail).to.deep.equal({ loginId: 'ada.admin@acme.example', setAsAdmin: true, isSuperAdmin: true }),
  },
});

describe('<curb-admin-settings>', () => {
  const mountEach = mountEachTest(EMBED, 'curb-admin-settings');

  async function mount(attributes: Record<string, string> = {}, ready = 'sl-tab-group'): Promise<ShadowRoot> {
    calls.length = 0;
    return (await mountEach({ attributes, ready, routes: routes() })).root;
  }

  it('shows system tags locked, without Edit or Delete, and adds a tag with the count of its name', async () => {
    const root = await mount();
    const executive = await until(() => tagRow(root, 'Executive'), 'the Executive row');
    expect(text(executive)).to.include('System');
    expect(text(executive)).to.not.include('Edit').and.not.include('Delete');
    expect(text(tagRow(root, 'Road warriors'))).to.include('Edit').and.include('Delete');
    await press(root, 'Add tag');
    await until(() => text(root).includes('Tag name is required'), 'the required message');
    await typeInto(root, 'sl-input.tag-name', 'Airport regulars');
    await until(() => text(root).includes('16 / 50 characters'), 'the count');
    await press(root, 'Add tag');
    await until(() => toastText(root) === 'Tag added', 'the added toast');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/superadmin/tags')?.body).to.deep.equal({ tagName: 'Airport regulars', tagDescription: null });
  });

  it("pages a tag's users, searches them and tags another user", async () => {
    const root = await mount();
    const road = await until(() => tagRow(root, 'Road warriors'), 'the row');
    await press(road, 'Users of Road warriors');
    await until(() => text(root).includes('Showing 20 of 25 users'), 'the first page');
    await press(root, 'Next');
    await until(() => text(root).includes('Showing 25 of 25 users') && text(root).includes('Traveller 25'), 'the second page');
    await typeInto(root, 'sl-input.tag-users-search', 'Traveller 07');
    await until(() => root.querySelectorAll('tr.tag-user-row').length === 1 && text(root).includes('Showing 1 of 1 user'), 'the search');
    expect(calls.filter((c) => c.path === '/superadmin/tags/2/users').some((c) => c.method === 'GET')).to.equal(true);
  });

  it("shows a system tag's users without a way to change them", async () => {
    const root = await mount();
    const executive = await until(() => tagRow(root, 'Executive'), 'the row');
    await press(executive, 'Users of Executive');
    await until(() => text(root).includes('System tags are set from company records and cannot be changed here.'), 'the note');
    expect(root.querySelector('.tag-users [role="combobox"], .tag-users input[role="combobox"]')).to.equal(null);
  });

  it('publishes a note pasted from elsewhere only after the sanitiser: the allow-list kept, everything else gone, links safe', async () => {
    const root = await mount({ section: 'broadcast' }, '.note-text');
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('curb-broadcast-note-changed', listener);
    await press(root, 'Publish');
    await until(() => text(root).includes('Write the note first'), 'the empty message');
    const editor = await until(() => root.querySelector<HTMLElement>('.note-text'), 'the editor');
    editor.focus();
    const data = new DataTransfer();
    data.setData('text/html', `<h2>Move</h2><p><b>Pickups</b> at the <a href="https://acme.example/map" onclick="window.__xss=99">north entrance</a></p>${XSS_CORPUS.join('')}`);
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await until(() => editor.textContent?.includes('north entrance'), 'the pasted note');
    expect(editor.querySelector('script, img, svg, iframe, math, form, details, [onerror], [onclick], [style]')).to.equal(null);
    await press(root, 'Publish');
    await until(() => toastText(root) === 'Broadcast note published', 'the published toast');
    const sent = calls.find((c) => c.path === '/superadmin/documents/broadcastNotes')?.body as { document: string; active: boolean };
    expect(sent.active).to.equal(true);
    expect(sent.document).to.include('<h3>Move</h3>').and.include('<strong>Pickups</strong>')
      .and.include('<a href="https://acme.example/map" target="_blank" rel="noopener noreferrer">north entrance</a>');
    expect(sent.document).to.not.match(/<script|<img|<svg|<iframe|<math|<form|<details|<style|onerror|onclick|javascript:|style=/i);
    expect((window as Window & { __xss?: number }).__xss).to.equal(undefined);
    expect(seen.map((e) => e.detail)).to.deep.equal([{ active: true }]);
    document.removeEventListener('curb-broadcast-note-changed', listener);
  });

  it('shows a new signup code once, with a copy button', async () => {
    const root = await mount({ section: 'integrations' }, '.iso-form');
    expect(root.querySelector('[part="signup-code"]')).to.equal(null);
    await press(root, 'Create signup code');
    const code = await until(() => root.querySelector('[part="signup-code"]'), 'the code');
    expect(text(code)).to.include('K7QP-M2XD-9HRT');
    expect(code.querySelector<HTMLElement & { value?: string }>('sl-copy-button')?.value).to.equal('K7QP-M2XD-9HRT');
  });
});
