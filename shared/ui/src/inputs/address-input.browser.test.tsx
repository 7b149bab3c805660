/// <reference types="mocha" />
// The address input keeps every letter of fast typing on a busy page (slow renders, keys queued
// behind them): a 6x throttled booking step turned 'Lincoln Center for the Performing Arts' into
// 'LinclCte Poming Arts' while the shown text followed the parent's value in an effect, which ran
// after the next key and put the older text back. Without the fix this test loses letters.
import { expect } from 'chai';
import { useState } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { until } from '../../../../tests/elements/contract-suite.ts';
import { renderInElement, type RenderedInElement } from '../test-support/render-in-element.tsx';
import { AddressInput } from './AddressInput.tsx';

let view: RenderedInElement | null = null;
let lastInput = '';

/** A render as slow as a booking step's on a throttled phone. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the page is busy
  }
}

/** The parent keeps what is typed, as the booking step's address field does, and renders slowly. */
function Harness({ initial }: { initial: string }) {
  const [typed, setTyped] = useState(initial);
  busy(25);
  return (
    <AddressInput
      label="Pickup"
      value={typed}
      onInput={(text) => {
        lastInput = text;
        setTyped(text);
      }}
      onSelect={() => {}}
    />
  );
}

async function field(): Promise<HTMLInputElement> {
  return until(() => view?.root.querySelector('sl-input')?.shadowRoot?.querySelector('input'), 'the address field');
}

describe('AddressInput typing', () => {
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('keeps every letter typed while the page is busy rendering', async () => {
    view = renderInElement(<Harness initial="" />);
    const input = await field();
    input.focus();
    const text = 'Lincoln Center for the Performing Arts';
    await sendKeys({ type: text });
    await until(() => lastInput === text && input.value === text, `all of '${text}' in the field (it shows '${input.value}')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input.value).to.equal(text);
  });

  it('still shows a value set from outside (a chosen place, a swap)', async () => {
    const address = (value: string) => <AddressInput label="Pickup" value={value} onInput={() => {}} onSelect={() => {}} />;
    view = renderInElement(address('350 5th Ave'));
    const input = await field();
    await until(() => input.value === '350 5th Ave', 'the first value');
    view.render(address('JFK Terminal 4'));
    await until(() => input.value === 'JFK Terminal 4', 'the value set from outside');
  });
});
