/// <reference types="mocha" />
// The phone input's country picker in real Chromium: its search is the shared Combobox, so it
// answers the same keys (checked on the accessibility tree) and Escape goes back to the button.
import { expect } from 'chai';
import { useState } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { axTree, type AxNode } from '../../../../tests/elements/ax-tree.ts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import { renderInElement, type RenderedInElement } from '../test-support/render-in-element.tsx';
import { PhoneInput } from './PhoneInput.tsx';

let view: RenderedInElement | null = null;
let stored: string[] = [];

function Harness() {
  const [value, setValue] = useState('1-2025550123');
  return (
    <PhoneInput
      label="Mobile phone"
      value={value}
      onChange={(next) => {
        stored.push(next);
        setValue(next);
      }}
    />
  );
}

async function countryCombobox(ready: (combobox: AxNode) => boolean, what: string): Promise<AxNode> {
  const started = performance.now();
  for (;;) {
    const combobox = (await axTree()).find((node) => node.role === 'combobox' && node.name === 'Mobile phone country');
    if (combobox && ready(combobox)) return combobox;
    if (performance.now() - started > 5000) throw new Error(`Timed out waiting for ${what}; last seen ${JSON.stringify(combobox)}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

function countryButton(): HTMLButtonElement {
  const button = view?.root.querySelector<HTMLButtonElement>('button.curb-phone-country');
  if (!button) throw new Error('no country button');
  return button;
}

describe('PhoneInput country picker (a Combobox)', () => {
  beforeEach(() => {
    stored = [];
    view = renderInElement(<Harness />);
  });
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('opens on ArrowDown from the button with the chosen country highlighted, and Enter picks a typed match', async () => {
    await until(() => view?.root.querySelector('button.curb-phone-country'), 'the country button');
    countryButton().focus();
    await sendKeys({ press: 'ArrowDown' });
    const opened = await countryCombobox((combobox) => combobox.focused === true && combobox.expanded === true, 'the country search, focused');
    expect(opened.activedescendant?.[0]).to.match(/United States/);
    await sendKeys({ type: 'germ' });
    await countryCombobox((combobox) => /Germany/.test(combobox.activedescendant?.[0] ?? ''), 'Germany highlighted');
    await sendKeys({ press: 'Enter' });
    await until(() => stored.length > 0, 'the new value');
    expect(stored.at(-1)).to.equal('49-2025550123');
    expect(countryButton().textContent).to.contain('+49');
    await until(() => view?.root.activeElement === countryButton(), 'the focus back on the button');
  });

  it('closes with Escape, back on the button, without choosing', async () => {
    await until(() => view?.root.querySelector('button.curb-phone-country'), 'the country button');
    countryButton().click();
    await countryCombobox((combobox) => combobox.focused === true, 'the country search, focused');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    await until(() => view?.root.activeElement === countryButton(), 'the focus back on the button');
    expect(countryButton().getAttribute('aria-expanded')).to.equal('false');
    expect(stored).to.deep.equal([]);
  });
});
