/// <reference types="mocha" />
// Field, ShoelaceField and FormActions in real Chromium: label, required sign, help, the error
// after an attempt (aria-invalid, aria-describedby, a polite live region), the summary.
import { expect } from 'chai';
import { useState } from 'react';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { until } from '../../../../tests/elements/contract-suite.ts';
import { renderInElement, type RenderedInElement } from '../test-support/render-in-element.tsx';
import { Field, ShoelaceField } from './Field.tsx';
import { FormActions } from './FormErrorSummary.tsx';

type ShoelaceInput = HTMLElement & { updateComplete: Promise<unknown>; required: boolean; label: string };

/** The text in sl-input's help-text slot (light DOM). */
function helpLine(input: HTMLElement): string {
  return input.querySelector('[slot="help-text"]')?.textContent ?? '';
}

function text(root: ParentNode, selector: string): string {
  return root.querySelector(selector)?.textContent ?? '';
}

// What the running test rendered; removed after each test of the file.
let view: RenderedInElement | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('Field', () => {
  it('labels its control, marks it required and describes it by the help line', () => {
    view = renderInElement(
      <Field label="Employee name or ID" required help="Start typing to get data">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = view.root.querySelector('input');
    const label = view.root.querySelector('label');
    expect(label?.textContent).to.equal('Employee name or ID');
    expect(input?.getAttribute('aria-labelledby')).to.equal(label?.id);
    expect(input?.labels?.[0]).to.equal(label);
    expect(input?.getAttribute('aria-required')).to.equal('true');
    expect(view.root.querySelector('.curb-field__required')?.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(view.root.querySelector('.curb-field__required')!, '::after').content).to.equal('"*"');
    expect(input?.getAttribute('aria-invalid')).to.equal(null);
    const describedBy = input?.getAttribute('aria-describedby') ?? '';
    expect(view.root.getElementById(describedBy)?.textContent).to.equal('Start typing to get data');
  });

  it('shows no error on open, and after an attempt marks the control invalid and says why in a live region', async () => {
    function Form() {
      const [attempted, setAttempted] = useState(false);
      return (
        <form noValidate onSubmit={(event) => { event.preventDefault(); setAttempted(true); }}>
          <Field label="Employee name or ID" required error={attempted ? 'must select an employee first' : null}>
            {(control) => <input {...control} />}
          </Field>
          <button type="submit">Send</button>
        </form>
      );
    }
    view = renderInElement(<Form />);
    const input = view.root.querySelector('input')!;
    const live = view.root.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).to.equal('');
    expect(input.getAttribute('aria-invalid')).to.equal(null);

    input.focus();
    input.blur();
    expect(live.textContent, 'leaving the field is not an attempt').to.equal('');

    view.root.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await until(() => input.getAttribute('aria-invalid') === 'true', 'the invalid mark after the attempt');
    expect(live.textContent).to.equal('must select an employee first');
    expect(input.getAttribute('aria-describedby')).to.equal(live.id);
    expect(getComputedStyle(live).color, 'the error line is in the danger colour').to.not.equal(getComputedStyle(view.root.querySelector('.curb-field__label')!).color);
  });
});

describe('ShoelaceField', () => {
  it('counts a free-text field and says at once when the text is over its limit, keeping all of it (issue 11)', async () => {
    const render = (text: string) => (
      <ShoelaceField label="Message" help="We answer within a day" count={{ text, max: 10 }}>
        {(control) => <SlInput {...control} value={text} />}
      </ShoelaceField>
    );
    view = renderInElement(render('Hello'));
    const input = view.root.querySelector<ShoelaceInput & { value: string }>('sl-input')!;
    await input.updateComplete;
    expect(helpLine(input)).to.equal('We answer within a day · 5 / 10 characters');
    expect(input.querySelector('[role="alert"]')).to.equal(null);

    view.render(render('Hello, world'));
    await input.updateComplete;
    expect(helpLine(input)).to.equal('Use at most 10 characters');
    expect(input.querySelector('[role="alert"]')?.textContent, 'read out as it appears').to.equal('Use at most 10 characters');
    expect(input.value, 'nothing typed is cut off').to.equal('Hello, world');
  });

  it('gives sl-input its label, required sign and help, and on an error the danger line as an alert and an invalid input', async () => {
    const render = (error: string | null) => (
      <ShoelaceField label="First name" required help="As on your ID" error={error}>
        {(control) => <SlInput {...control} value="" />}
      </ShoelaceField>
    );
    view = renderInElement(render(null));
    const input = view.root.querySelector<ShoelaceInput>('sl-input')!;
    await input.updateComplete;
    const inner = input.shadowRoot!.querySelector('input')!;
    expect([input.label, input.required, helpLine(input)]).to.deep.equal(['First name', true, 'As on your ID']);
    expect(inner.validity.customError).to.equal(false);
    expect(input.querySelector('[role="alert"]')).to.equal(null);
    const describedBy = inner.getAttribute('aria-describedby') ?? '';
    expect(input.shadowRoot!.getElementById(describedBy)?.querySelector('slot')?.assignedNodes()[0]?.textContent, 'the line describes the input').to.equal('As on your ID');

    view.render(render('Can not save empty names'));
    await input.updateComplete;
    await until(() => inner.validity.customError, 'the custom validity');
    expect(helpLine(input)).to.equal('Can not save empty names');
    expect(input.querySelector('[role="alert"]')?.textContent, 'read out as it appears').to.equal('Can not save empty names');
    expect(input.classList.contains('curb-field-error')).to.equal(true);
    expect(inner.validity.customError, 'the input is invalid, so Chromium exposes aria-invalid').to.equal(true);
    const help = input.shadowRoot!.querySelector('[part~="form-control-help-text"]')!;
    await until(() => getComputedStyle(help).color !== getComputedStyle(input.shadowRoot!.querySelector('[part~="form-control-label"]')!).color, 'the danger colour');

    view.render(render(null));
    await input.updateComplete;
    await until(() => !inner.validity.customError, 'no custom error again');
    expect(helpLine(input)).to.equal('As on your ID');
  });
});

describe('FormActions', () => {
  it('shows the summary only after an attempt, and each line takes the focus to its field', () => {
    let focused = '';
    const errors = [
      { label: 'First name', message: 'Can not save empty names', focus: () => { focused = 'first'; } },
      { label: 'Email', message: 'Email is not valid', focus: () => { focused = 'email'; } },
    ];
    const render = (attempted: boolean) => (
      <FormActions errors={errors} attempted={attempted}>
        <button type="submit">Save</button>
      </FormActions>
    );
    view = renderInElement(render(false));
    expect(view.root.querySelector('[role="alert"]')).to.equal(null);

    view.render(render(true));
    const summary = view.root.querySelector('[role="alert"]')!;
    expect(text(summary, '.curb-form-summary__heading')).to.equal('2 fields need attention');
    const links = Array.from(summary.querySelectorAll('button'));
    expect(links.map((link) => link.textContent)).to.deep.equal(['First name: Can not save empty names', 'Email: Email is not valid']);
    links[1]!.click();
    expect(focused).to.equal('email');
    expect(getComputedStyle(view.root.querySelector('.curb-form-actions')!).position).to.equal('sticky');
  });

  it('keeps Save in view at the bottom of a long scrolling form', () => {
    view = renderInElement(
      <div style={{ height: '300px', overflow: 'auto' }} className="scroller">
        <div style={{ height: '2000px' }}>long form</div>
        <FormActions errors={[]} attempted={false}>
          <button type="submit">Save</button>
        </FormActions>
      </div>,
    );
    const scroller = view.root.querySelector<HTMLElement>('.scroller')!;
    const save = view.root.querySelector('button')!;
    const box = scroller.getBoundingClientRect();
    const button = save.getBoundingClientRect();
    expect(button.bottom).to.be.at.most(box.bottom + 0.5);
    expect(button.top).to.be.at.least(box.top);
  });
});
