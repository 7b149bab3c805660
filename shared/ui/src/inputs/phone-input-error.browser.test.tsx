/// <reference types="mocha" />
// The phone input's error is announced like every field's (WCAG 4.1.3): it takes the help line's
// place, marks the number invalid and is read out (an alert) when it appears.
import { expect } from 'chai';
import { until } from '../../../../tests/elements/contract-suite.ts';
import { renderInElement, type RenderedInElement } from '../test-support/render-in-element.tsx';
import { PhoneInput } from './PhoneInput.tsx';

let view: RenderedInElement | null = null;
const phone = (error: string | null) => (
  <PhoneInput label="Mobile phone" value="1-2025550123" helpText="With the area code" required error={error} onChange={() => {}} />
);

describe('PhoneInput errors', () => {
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('reads its error out as an alert in the help line and marks the number invalid, the help back once it is fixed', async () => {
    view = renderInElement(phone(null));
    // Disabled until the field's code and the numbering plan are loaded.
    const field = await until(() => view?.root.querySelector('.curb-phone sl-input'), 'the number field, ready');
    const input = await until(() => field.shadowRoot?.querySelector('input'), 'the number');
    const line = () => field.querySelector('[slot="help-text"]');
    expect(input.required, 'the number is marked required').to.equal(true);
    expect(line()?.textContent).to.equal('With the area code');
    expect(line()?.getAttribute('role')).to.equal(null);
    view.render(phone('Mobile phone is not valid'));
    await until(() => line()?.textContent === 'Mobile phone is not valid', 'the error in the help line');
    expect(line()?.getAttribute('role'), 'read out when it appears').to.equal('alert');
    await until(() => input.matches(':invalid'), 'the number marked invalid');
    view.render(phone(null));
    await until(() => line()?.textContent === 'With the area code', 'the help line back');
    await until(() => input.matches(':valid'), 'the number valid again');
  });
});
