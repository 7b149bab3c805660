/// <reference types="mocha" />
// curb-car-lines for a user who neither runs nor configures car lines (a page of its own: the
// session is the page's): a notice, and no call to the car-line endpoints.
import { expect } from 'chai';
import { calls } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { text } from '../../../tests/elements/user-actions.ts';
import { EMBED, MARSHAL, routes } from './test-support/car-lines-fakes.ts';

describe('<curb-car-lines> for an employee', () => {
  const mount = mountEachTest(EMBED, 'curb-car-lines');

  it('tells a user who neither runs nor configures car lines, and asks the server nothing', async () => {
    const employee = { ...MARSHAL, user: { ...MARSHAL.user, userRole: 'STANDARD' as const, isManageCarlineAllowed: false } };
    const { root } = await mount({ ready: '.car-lines-unavailable', routes: routes({ user: employee }) });
    expect(text(root)).to.equal('Car lines are not available for your account.');
    expect(calls.some((c) => c.path.startsWith('/marshals'))).to.equal(false);
  });
});
