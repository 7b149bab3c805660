/// <reference types="mocha" />
// curb-admin-settings' booking margins (issue 12) in real Chromium against its embed build with a
// fake API: the firm's margins (else the defaults), refused out of 0..100 before anything is sent,
// saved through POST /superadmin/firmPreferences/margins.
import { expect } from 'chai';
import { countriesFixture, firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import { calls } from '../../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../../tests/elements/mount-element.ts';
import { press, text, toastText } from '../../../../tests/elements/user-actions.ts';

const superAdmin = { ...userDataFixture, user: { ...userDataFixture.user, userRole: 'SUPER_ADMIN' as const, userType: 'ADMIN' as const, isSuperAdmin: true } };
const firm = { ...firmFixture, firmPreferences: { ...firmFixture.firmPreferences, requoteMarginPercent: 20 } };

describe('<curb-admin-settings> booking margins', () => {
  const mountEach = mountEachTest('/dist/portal/embed/curb-admin-settings.js', 'curb-admin-settings');

  it("shows the firm's margins, refuses one over 100 percent and saves them", async () => {
    calls.length = 0;
    const { root } = await mountEach({
      attributes: { section: 'booking' },
      ready: 'sl-tab-group',
      routes: [
        { method: 'GET', path: '/users/userData', body: superAdmin },
        { method: 'GET', path: '/users/firmData', body: firm },
        { method: 'GET', path: '/users/countries', body: countriesFixture },
        { method: 'POST', path: '/superadmin/firmPreferences/margins', body: ({ body }: { body: unknown }) => body },
      ],
    });
    // The section shows before the firm's data has come (the defaults); then it takes the firm's.
    const inputs = await until(() => {
      const found = Array.from(root.querySelectorAll<HTMLElement & { value: string; label: string }>('form[aria-label="Booking margins"] sl-input'));
      return found.length === 2 && found[1]!.value === '20' ? found : undefined;
    }, "the two margins, with the firm's re-quote margin");
    expect(inputs.map((input) => [input.label, input.value])).to.deep.equal([
      ['Sustainable suggestion margin (%)', '10'],
      ['Re-quote margin (%)', '20'],
    ]);
    const type = (input: HTMLElement & { value: string }, value: string) => {
      input.value = value;
      input.dispatchEvent(new Event('sl-input', { bubbles: true, composed: true }));
    };
    const sent = () => calls.filter((call) => call.path === '/superadmin/firmPreferences/margins');

    type(inputs[0]!, '101');
    await press(root, 'Save margins');
    await until(() => text(root).includes('Enter a percentage from 0 to 100'), 'the error');
    expect(sent().map((call) => call.body)).to.deep.equal([]);

    type(inputs[0]!, '12.5');
    await press(root, 'Save margins');
    await until(() => toastText(root).includes('Booking margins saved'), 'the toast');
    expect(sent().map((call) => call.body)).to.deep.equal([{ sustainableSuggestionMarginPercent: 12.5, requoteMarginPercent: 20 }]);
  });
});
