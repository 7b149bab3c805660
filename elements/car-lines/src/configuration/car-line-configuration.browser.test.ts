/// <reference types="mocha" />
// curb-car-lines' configuration (issue 16; 001 §3, §7 Superadmin carlines) in real Chromium against
// the embed build with a fake API: a super admin (not car-line staff, so no console) sees the firm's
// lines with their accounts and schedule, deactivates one after confirming, and edits one: the
// region redrawn from the keyboard (points typed as latitude and longitude), the server's refusal
// shown at its fields with nothing typed lost, then saved with the ring closed.
import { expect } from 'chai';
import type { BookingAccount, CarLinePayload } from '@curbside/contracts';
import { countriesFixture, firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import { calls, fakeApi, type FakeRoute } from '../../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../../tests/elements/mount-element.ts';
import { press, text, toastText } from '../../../../tests/elements/user-actions.ts';

const superAdmin = { ...userDataFixture, user: { ...userDataFixture.user, userRole: 'SUPER_ADMIN' as const, userType: 'ADMIN' as const, isSuperAdmin: true } };
const firm = { ...firmFixture, firmPreferences: { ...firmFixture.firmPreferences, carLine: true } };
const ACCOUNTS: BookingAccount[] = [
  { bookingAccountId: 1, name: 'Acme Lobby · Metro Black Car', carProviderCode: 'MBC', isActive: true },
  { bookingAccountId: 2, name: 'Acme Lobby fallback · Harbor Limo', carProviderCode: 'HBL', isActive: true },
];
const HQ = { displayName: 'Acme HQ', address: '350 5th Ave, New York, NY 10118, USA', geometry: { location: { lat: 40.748817, lng: -73.985428 } } };
const LOBBY: CarLinePayload = {
  bookingAccountId: 1,
  regionShape: [{ lat: 40.74, lng: -74.002 }, { lat: 40.74, lng: -73.97 }, { lat: 40.768, lng: -73.962 }, { lat: 40.768, lng: -73.994 }, { lat: 40.74, lng: -74.002 }],
  exceptionDates: ['2026-12-25', '2027-01-01'],
  carlineDetails: {
    carlineDetailsId: 5, carlineName: 'Acme HQ lobby', firmPlaceId: null, pickupPlace: HQ, rollerPlace: null, rollerDropoffPlace: null,
    isOnHoldMode: false, fallbackBookingAccountId: 2, confirmationMessage: 'Wait by the doors.', projectCode: null, departmentCode: 'LOBBY',
  },
  simplifiedWeeklySchedule: { weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], timeRanges: [{ fromTime: '07:00', toTime: '10:00' }, { fromTime: '22:00', toTime: '01:00' }] },
};

/** The super admin's session and the firm's booking accounts. */
const SESSION: FakeRoute[] = [
  { method: 'GET', path: '/users/userData', body: superAdmin },
  { method: 'GET', path: '/users/firmData', body: firm },
  { method: 'GET', path: '/users/countries', body: countriesFixture },
  { method: 'GET', path: '/superadmin/bookingAccounts', body: ACCOUNTS },
];

type SlField = HTMLElement & { value: string; label: string; updateComplete?: Promise<unknown> };
const field = (root: ParentNode, label: string) => until(
  () => Array.from(root.querySelectorAll<SlField>('sl-input, sl-textarea')).find((input) => input.label === label),
  `the field '${label}'`,
);
const type = async (root: ParentNode, label: string, value: string) => {
  const input = await field(root, label);
  input.value = value;
  input.dispatchEvent(new Event('sl-input', { bubbles: true, composed: true }));
  await input.updateComplete;
};
const byField = (root: ParentNode, name: string) => text(root.querySelector(`[data-field="${name}"]`));

describe('<curb-car-lines> configuration', () => {
  const mountEach = mountEachTest('/dist/portal/embed/curb-car-lines.js', 'curb-car-lines');

  it('edits a line: a region typed from the keyboard, the refusal at its fields with nothing lost, then saved closed', async () => {
    calls.length = 0;
    const { root } = await mountEach({
      ready: '.car-line-row',
      routes: [
        ...SESSION,
        { method: 'GET', path: '/superadmin/carlines', body: [LOBBY] },
      ],
    });
    await press(root, 'Edit Acme HQ lobby');
    const form = await until(() => root.querySelector<HTMLFormElement>('form[aria-label="Edit car line Acme HQ lobby"]'), 'the form');
    expect((await field(form, 'Car line name')).value).to.equal('Acme HQ lobby');
    expect(form.querySelectorAll('.region-point')).to.have.length(4);
    expect(text(form)).to.contain('Region closed with 4 points.');
    expect(text(form)).to.contain('Across midnight: ends the next day');

    // The region again, by numbers: clear it, then three points typed and added.
    await press(form, 'Clear region');
    for (const [lat, lng] of [['40.75', '-73.99'], ['40.75', '-73.98'], ['40.745', '-73.985']] as const) {
      await type(form, 'New point latitude', lat);
      await type(form, 'New point longitude', lng);
      await press(form, 'Add point');
    }
    await until(() => form.querySelectorAll('.region-point').length === 3, 'three points');
    await type(form, 'Car line name', 'Acme HQ lobby (north doors)');
    await type(form, 'Range 2 from', '09:00');

    // The form's own check, before sending: the edited second range now overlaps the first.
    await press(form, 'Save car line');
    await until(() => byField(form, 'timeRanges').includes('The time ranges 07:00–10:00 and 09:00–01:00 (across midnight) overlap'), 'the overlap');
    expect(calls.filter((c) => c.path === '/superadmin/carline')).to.have.length(0);
    await type(form, 'Range 2 from', '22:00');

    // The server refuses (its rules, its words): each message by its field; the form keeps it all.
    const fake = fakeApi([{
      method: 'POST', path: '/superadmin/carline', status: 400,
      body: { message: "The pickup is outside the car line's region", data: [{ message: "The pickup is outside the car line's region" }] },
    }]);
    try {
      await press(form, 'Save car line');
      await until(() => byField(form, 'pickupPlace').includes("The pickup is outside the car line's region"), 'the refusal by the pickup');
      expect(text(form.querySelector('.curb-form-summary'))).to.contain("Pickup place: The pickup is outside the car line's region");
      expect((await field(form, 'Car line name')).value).to.equal('Acme HQ lobby (north doors)');
      expect(form.querySelectorAll('.region-point')).to.have.length(3);
    } finally {
      fake();
    }

    const restore = fakeApi([
      { method: 'POST', path: '/superadmin/carline', body: ({ body }: { body: unknown }) => body },
      { method: 'GET', path: '/superadmin/carlines', body: [LOBBY] },
    ]);
    try {
      await press(form, 'Save car line');
      await until(() => toastText(root).includes('Car line Acme HQ lobby (north doors) saved'), 'the saved toast');
    } finally {
      restore();
    }
    const sent = calls.filter((c) => c.path === '/superadmin/carline').at(-1)?.body as CarLinePayload;
    expect(sent.regionShape).to.deep.equal([
      { lat: 40.75, lng: -73.99 }, { lat: 40.75, lng: -73.98 }, { lat: 40.745, lng: -73.985 }, { lat: 40.75, lng: -73.99 },
    ]);
    expect(sent.carlineDetails).to.include({ carlineDetailsId: 5, carlineName: 'Acme HQ lobby (north doors)', departmentCode: 'LOBBY' });
    expect(sent.simplifiedWeeklySchedule.timeRanges).to.deep.equal([{ fromTime: '07:00', toTime: '10:00' }, { fromTime: '22:00', toTime: '01:00' }]);
  });

  // After the edit test: the page's query cache keeps the lines between tests (the embed's own client).
  it("lists the firm's lines with accounts and schedule, and deactivates one after confirming", async () => {
    calls.length = 0;
    let lines = [LOBBY];
    const { root } = await mountEach({
      ready: '.car-line-row',
      routes: [
        ...SESSION,
        { method: 'GET', path: '/superadmin/carlines', body: () => lines },
        { method: 'POST', path: '/superadmin/carlines/deactivate', body: () => { lines = []; return { ok: true }; } },
      ],
    });
    expect(root.querySelector('sl-tab-group'), 'a super admin who does not run lines sees no tabs').to.equal(null);
    const row = text(root.querySelector('.car-line-row'));
    for (const shown of ['Acme HQ lobby', 'Acme HQ', 'Acme Lobby · Metro Black Car', 'Acme Lobby fallback · Harbor Limo', 'Active',
      'Mon–Fri · 07:00–10:00, 22:00–01:00 (across midnight) · 2 exception dates']) expect(row).to.contain(shown);

    await press(root, 'Deactivate Acme HQ lobby');
    const dialog = await until(() => root.querySelector<HTMLElement>('sl-dialog[part="confirm-dialog"][open]'), 'the confirmation');
    expect(text(dialog)).to.contain("Deactivate the car line 'Acme HQ lobby'?");
    await press(dialog, 'Deactivate');
    await until(() => toastText(root).includes('Car line Acme HQ lobby deactivated'), 'the toast');
    expect(calls.filter((c) => c.path === '/superadmin/carlines/deactivate').map((c) => c.body)).to.deep.equal([{ bookingAccountId: 1 }]);
    await until(() => text(root).includes('No active car line: create one.'), 'the empty list');
  });
});
