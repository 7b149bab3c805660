/// <reference types="mocha" />
// curb-employees signed in as a standard employee (its own page: the session is per page): the
// explanation instead of the admin calls (001 §7 Admin: /admin is for the firm's admins).
import { expect } from 'chai';
import { calls } from '../../../tests/elements/fake-api.ts';
import { mountElement } from '../../../tests/elements/mount-element.ts';
import { text } from '../../../tests/elements/user-actions.ts';
import { EMBED, employeeViewer, employeesRoutes } from './test-support/employees-fakes.ts';

describe('<curb-employees> for a standard employee', () => {
  it("says only the firm's admins manage employees, and calls no /admin route", async () => {
    calls.length = 0;
    const { root, restore } = await mountElement(EMBED, 'curb-employees', { ready: '.employees-denied', routes: employeesRoutes(employeeViewer) });
    expect(text(root)).to.include("Only your firm's admins can manage employees.");
    expect(calls.some((c) => c.path.startsWith('/admin/'))).to.equal(false);
    restore();
  });
});
