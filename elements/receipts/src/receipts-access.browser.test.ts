/// <reference types="mocha" />
// curb-receipts for a user who may not see receipts (000 §2: marshals, SG1 firms), on a page of
// its own so the session is that user's from the start.
import { expect } from 'chai';
import type { UserData } from '@curbside/contracts';
import { userDataFixture } from '../../../shared/state/src/test-fixtures.ts';
import { until } from '../../../tests/elements/contract-suite.ts';
import { calls } from '../../../tests/elements/fake-api.ts';
import { mountElement } from '../../../tests/elements/mount-element.ts';
import { text } from '../../../tests/elements/user-actions.ts';
import { EMBED, routes } from './test-support/receipts-fakes.ts';

describe('<curb-receipts> for a marshal', () => {
  it('says receipts are not available and asks the server for none', async () => {
    const marshal: UserData = { ...userDataFixture, user: { ...userDataFixture.user, userRole: 'MARSHAL' } };
    const { root, restore, el } = await mountElement(EMBED, 'curb-receipts', { ready: '.receipts-unavailable', routes: routes(marshal) });
    expect(text(root)).to.include('Receipts are not available for your account.');
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.some((c) => c.path === '/receipts')).to.equal(false);
    el.remove();
    restore();
    await until(() => !document.querySelector('curb-receipts'), 'the element gone');
  });
});
