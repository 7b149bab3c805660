/// <reference types="mocha" />
// curb-invoices signed out on a host page (issue 15, partner billing sites), on a page of its own
// so no session is there: it asks for a sign-in and shows the product's own, inside itself.
import { expect } from 'chai';
import { until } from '../../../tests/elements/contract-suite.ts';
import type { FakeRoute } from '../../../tests/elements/fake-api.ts';
import { mountElement } from '../../../tests/elements/mount-element.ts';
import { EMBED, routes } from './test-support/invoices-fakes.ts';

describe('<curb-invoices> signed out on a host page', () => {
  it('fires curb-auth-required and shows the sign-in (curb-login, loaded beside its own script) inside the element', async () => {
    const required: Event[] = [];
    const listener = (event: Event) => required.push(event);
    document.addEventListener('curb-auth-required', listener);
    const signedOut: FakeRoute[] = [{ method: 'GET', path: '/users/userData', status: 401, body: { message: 'Unauthorized' } }, ...routes().slice(1)];
    const { root, restore, el } = await mountElement(EMBED, 'curb-invoices', { ready: '.invoices-sign-in', routes: signedOut });
    await until(() => required.length > 0, 'curb-auth-required');
    const login = await until(() => root.querySelector('curb-login'), 'the sign-in element');
    expect(login.getAttribute('mode')).to.equal('login');
    await until(() => login.shadowRoot?.querySelector('form'), 'its form');
    document.removeEventListener('curb-auth-required', listener);
    el.remove();
    restore();
  });
});
