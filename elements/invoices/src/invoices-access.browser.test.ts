/// <reference types="mocha" />
// curb-invoices for a user who may not see invoices (000 §2 Firm billing: an admin), on a page of
// its own so the session is that user's from the start.
import { expect } from 'chai';
import type { UserData } from '@curbside/contracts';
import { until } from '../../../tests/elements/contract-suite.ts';
import { calls } from '../../../tests/elements/fake-api.ts';
import { mountElement } from '../../../tests/elements/mount-element.ts';
import { text } from '../../../tests/elements/user-actions.ts';
import { EMBED, REPORTER, routes } from './test-support/invoices-fakes.ts';

describe('<curb-invoices> for an admin', () => {
  it('says invoices are not available and asks the server for none', async () => {
    const admin: UserData = { ...REPORTER, user: { ...REPORTER.user, userRole: 'ADMIN' } };
    const { root, restore, el } = await mountElement(EMBED, 'curb-invoices', { ready: '.invoices-unavailable', routes: routes(admin) });
    expect(text(root)).to.include('Direct-bill invoices are not available for your account.');
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.some((c) => c.path.startsWith('/reports/firm-invoices'))).to.equal(false);
    el.remove();
    restore();
    await until(() => !document.querySelector('curb-invoices'), 'the element gone');
  });
});
