/// <reference types="mocha" />
// curb-outstanding-charges for someone who is not a super admin of an SG2 or FN firm (000 §2):
// a notice and no call (a file of its own: the page's session is another user's).
import { expect } from 'chai';
import { calls } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { text } from '../../../tests/elements/user-actions.ts';
import { userDataFixture } from '../../../shared/state/src/test-fixtures.ts';
import { EMBED, routes } from './test-support/outstanding-fakes.ts';

describe('<curb-outstanding-charges> access', () => {
  const mount = mountEachTest(EMBED, 'curb-outstanding-charges');

  it('shows a notice and makes no call for an employee', async () => {
    calls.length = 0;
    const { root } = await mount({ routes: routes(userDataFixture), ready: '.outstanding-unavailable' });
    expect(text(root)).to.include('Outstanding charges are not available for your account.');
    expect(calls.some((c) => c.path === '/rides/outstanding')).to.equal(false);
  });
});
