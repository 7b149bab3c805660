/// <reference types="mocha" />
// The shared Combobox in real Chromium: every key of the one keyboard model, checked on the
// accessibility tree (role, name, aria-expanded, aria-activedescendant, aria-selected) the way a
// screen reader gets it, plus the 'no results' and loading states and async cancellation.
import { expect } from 'chai';
import { useState } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { axTree, type AxNode } from '../../../../tests/elements/ax-tree.ts';
import { loadAxe, until } from '../../../../tests/elements/contract-suite.ts';
import { renderInElement, type RenderedInElement } from '../test-support/render-in-element.tsx';
import { Combobox, type ComboboxProps } from './Combobox.tsx';

const COUNTRIES = ['Canada', 'Germany', 'United Kingdom', 'United States'];

let view: RenderedInElement | null = null;
let chosen: string[];
let committed: string[];
let escapesOutside: number;

const press = (key: string) => sendKeys({ press: key });
const type = (text: string) => sendKeys({ type: text });

function mount(props: Partial<ComboboxProps<string>> = {}): void {
  chosen = [];
  committed = [];
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <Combobox<string>
        label="Country"
        value={value}
        options={COUNTRIES}
        optionKey={(option) => option}
        optionLabel={(option) => option}
        onSelect={(option) => {
          chosen.push(option);
          setValue(option);
        }}
        {...props}
      />
    );
  }
  view = renderInElement(<Harness />);
}

function input(): HTMLInputElement {
  const inner = view?.root.querySelector('sl-input')?.shadowRoot?.querySelector('input');
  if (!inner) throw new Error('no sl-input');
  return inner;
}

async function focusField(): Promise<void> {
  await until(() => view?.root.querySelector('sl-input')?.shadowRoot?.querySelector('input'), 'sl-input to render');
  input().focus();
}

interface TreeShape {
  combobox: AxNode;
  listbox?: AxNode;
  options: AxNode[];
}

const activeName = (combobox: AxNode) => combobox.activedescendant?.[0];
const selectedNames = (options: AxNode[]) => options.filter((option) => option.selected).map((option) => option.name);

/** The combobox, its listbox and options as the accessibility tree has them, once `ready` holds. */
async function expectTree(ready: (shape: TreeShape) => boolean, what: string, timeoutMs = 5000): Promise<TreeShape> {
  const started = performance.now();
  for (;;) {
    const nodes = await axTree();
    const combobox = nodes.find((node) => node.role === 'combobox');
    const shape: TreeShape | null = combobox
      ? {
        combobox,
        listbox: nodes.find((node) => node.role === 'listbox'),
        options: nodes.filter((node) => node.role === 'option'),
      }
      : null;
    if (shape && ready(shape)) return shape;
    if (performance.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}; last seen ${JSON.stringify(shape ?? nodes)}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

const onEscapeOutside = (event: KeyboardEvent) => {
  if (event.key === 'Escape') escapesOutside += 1;
};

describe('Combobox (shared/ui)', () => {
  beforeEach(() => {
    escapesOutside = 0;
    document.addEventListener('keydown', onEscapeOutside);
  });
  afterEach(() => {
    document.removeEventListener('keydown', onEscapeOutside);
    view?.unmount();
    view = null;
  });

  it('is a named combobox that controls a listbox and opens on focus with the first match highlighted', async () => {
    mount();
    await focusField();
    const { combobox, listbox, options } = await expectTree(({ combobox }) => combobox.expanded === true, 'the list to open');
    expect(combobox.name).to.equal('Country');
    expect(combobox.controls).to.deep.equal(['Country']);
    expect(listbox?.name).to.equal('Country');
    expect(options.map((option) => option.name)).to.deep.equal(COUNTRIES);
    expect(activeName(combobox)).to.equal('Canada');
    expect(selectedNames(options)).to.deep.equal(['Canada']);
    // sl-input keeps its own (medium) size: an undefined size once dropped its height styles.
    expect(input().getBoundingClientRect().height).to.be.greaterThan(30);
  });

  it('moves with ArrowDown and ArrowUp (wrapping), and jumps with Home and End', async () => {
    mount();
    await focusField();
    await expectTree(({ combobox }) => activeName(combobox) === 'Canada', 'Canada highlighted');
    const steps: [string, string][] = [
      ['ArrowDown', 'Germany'],
      ['ArrowDown', 'United Kingdom'],
      ['End', 'United States'],
      ['ArrowDown', 'Canada'],
      ['ArrowUp', 'United States'],
      ['ArrowUp', 'United Kingdom'],
      ['Home', 'Canada'],
    ];
    for (const [key, expected] of steps) {
      await press(key);
      const { options } = await expectTree(({ combobox }) => activeName(combobox) === expected, `${key} to highlight ${expected}`);
      expect(selectedNames(options), `after ${key}`).to.deep.equal([expected]);
    }
  });

  it('highlights the first match of what is typed (type-ahead)', async () => {
    mount();
    await focusField();
    await type('uni');
    await expectTree(({ combobox }) => activeName(combobox) === 'United Kingdom', 'United Kingdom highlighted');
    await type('ted s');
    await expectTree(({ combobox }) => activeName(combobox) === 'United States', 'United States highlighted');
  });

  it('selects the highlighted option with Enter and closes the list', async () => {
    mount();
    await focusField();
    await expectTree(({ combobox }) => combobox.expanded === true, 'the list to open');
    await press('ArrowDown');
    await expectTree(({ combobox }) => activeName(combobox) === 'Germany', 'Germany highlighted');
    await press('Enter');
    const { combobox } = await expectTree(({ combobox }) => combobox.expanded === false, 'the list to close');
    expect(chosen).to.deep.equal(['Germany']);
    expect(input().value).to.equal('Germany');
    expect(combobox.activedescendant ?? []).to.deep.equal([]);
  });

  it('leaves the field with Tab even when the open list scrolls (the list is no Tab stop)', async () => {
    const many = Array.from({ length: 40 }, (_, index) => `Country ${index + 1}`);
    view = renderInElement(
      <>
        <Combobox<string> label="Country" value="" options={many} optionKey={(o) => o} optionLabel={(o) => o} onSelect={() => {}} />
        <button type="button">After</button>
      </>,
    );
    await focusField();
    await expectTree(({ combobox }) => combobox.expanded === true, 'the list to open');
    await sendKeys({ press: 'Tab' });
    await until(() => view?.root.activeElement?.textContent === 'After', 'the focus on the next control');
  });

  it('opens a closed list with ArrowDown on the first match and with ArrowUp on the last option', async () => {
    mount();
    await focusField();
    await press('Escape');
    await expectTree(({ combobox }) => combobox.expanded === false, 'Escape to close the list');
    await press('ArrowDown');
    await expectTree(({ combobox }) => combobox.expanded === true && activeName(combobox) === 'Canada', 'ArrowDown to open on Canada');
    await press('Escape');
    await press('ArrowUp');
    await expectTree(({ combobox }) => combobox.expanded === true && activeName(combobox) === 'United States', 'ArrowUp to open on the last');
  });

  it('closes the list with Escape, then clears the text, and only then lets Escape through', async () => {
    mount();
    await focusField();
    await type('ger');
    await expectTree(({ combobox }) => combobox.expanded === true && activeName(combobox) === 'Germany', 'Germany highlighted');
    await press('Escape');
    await expectTree(({ combobox }) => combobox.expanded === false, 'the list to close');
    expect(input().value).to.equal('ger');
    expect(escapesOutside, 'the first Escape stays in the combobox').to.equal(0);
    await press('Escape');
    await until(() => input().value === '', 'the text to clear');
    expect(escapesOutside, 'the second Escape stays in the combobox').to.equal(0);
    await press('Escape');
    expect(escapesOutside, 'a third Escape reaches the page (a dialog would close)').to.equal(1);
  });

  it("shows and announces 'no results' when nothing matches", async () => {
    mount({ options: [], emptyText: 'No country matches' });
    await focusField();
    await type('zz');
    const { combobox, options } = await expectTree(({ options }) => options.some((option) => option.name === 'No country matches'), "the 'no results' state");
    expect(combobox.expanded).to.equal(true);
    expect(options.map((option) => [option.name, option.disabled, option.live])).to.deep.equal([['No country matches', true, 'polite']]);
    expect(combobox.activedescendant ?? []).to.deep.equal([]);
  });

  it('loads options with an AbortSignal: shows and announces loading, and a stale answer never replaces a newer one', async () => {
    const asked: { text: string; signal: AbortSignal; resolve: (options: string[]) => void }[] = [];
    mount({
      options: undefined,
      emptyText: 'No country matches',
      loadOptions: (text, signal) => new Promise<readonly string[]>((resolve) => asked.push({ text, signal, resolve })),
    });
    await focusField();
    await type('uni');
    const loading = await expectTree(({ options }) => options.some((option) => option.name === 'Searching…'), 'the loading state');
    expect(loading.options.map((option) => [option.name, option.live])).to.deep.equal([['Searching…', 'polite']]);
    await until(() => asked.length === 1, 'the first load');
    expect(asked[0]?.text).to.equal('uni');
    await type('ted');
    await until(() => asked.length === 2, 'the second load');
    expect(asked[0]?.signal.aborted, 'the first load is aborted by newer text').to.equal(true);
    expect(asked[1]?.text).to.equal('united');
    asked[1]?.resolve(['United Kingdom', 'United States']);
    asked[0]?.resolve(['Stale answer']);
    const { combobox, options } = await expectTree(({ options }) => options.length === 2, 'the newer answer');
    await new Promise((r) => setTimeout(r, 100));
    expect(options.map((option) => option.name)).to.deep.equal(['United Kingdom', 'United States']);
    expect(activeName(combobox)).to.equal('United Kingdom');
    const again = await expectTree(() => true, 'the tree');
    expect(again.options.map((option) => option.name), 'the stale answer is dropped').to.deep.equal(['United Kingdom', 'United States']);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations with the list open, with a group heading and with the 'no results' state (${theme})`, async () => {
      mount({ groupLabel: 'Recent', emptyText: 'No country matches' });
      view?.root.querySelector('.curb-root')?.classList.replace('sl-theme-light', `sl-theme-${theme}`);
      await loadAxe();
      const axe = window.axe;
      if (!axe) throw new Error('axe-core missing');
      const violations = async () =>
        (await axe.run(view?.host, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      await focusField();
      await expectTree(({ combobox }) => combobox.expanded === true, 'the list to open');
      await new Promise((r) => setTimeout(r, 200));
      expect(await violations(), 'list open').to.deep.equal([]);
      view?.render(
        <Combobox<string> label="Country" value="" options={[]} emptyText="No country matches" optionKey={(o) => o} optionLabel={(o) => o} onSelect={() => {}} />,
      );
      await focusField();
      await expectTree(({ options }) => options.some((option) => option.name === 'No country matches'), "the 'no results' state");
      expect(await violations(), 'no results').to.deep.equal([]);
    });
  }

  it('takes its name and description from a surrounding Field (aria-labelledby, aria-describedby ids in the element)', async () => {
    view = renderInElement(
      <>
        <span id="field-label">Pickup country</span>
        <span id="field-help">Where the car waits</span>
        <Combobox<string>
          id="field-control"
          aria-labelledby="field-label"
          aria-describedby="field-help"
          aria-invalid
          label="Pickup country"
          hideLabel
          value=""
          options={COUNTRIES}
          optionKey={(option) => option}
          optionLabel={(option) => option}
          onSelect={() => {}}
        />
      </>,
    );
    const { combobox } = await expectTree(({ combobox }) => combobox.name === 'Pickup country', 'the name from aria-labelledby');
    expect(combobox.description).to.equal('Where the car waits');
    expect(combobox.invalid).to.equal('true');
  });

  it('shows an error in the help line, marks the input invalid and reads the error out (an alert)', async () => {
    mount({ error: 'must select an employee first', helpText: 'Type 3+ characters' });
    await focusField();
    const nodes = await axTree();
    const alert = nodes.find((node) => node.role === 'alert');
    expect(alert?.text).to.equal('must select an employee first');
    const combobox = nodes.find((node) => node.role === 'combobox');
    expect(combobox?.invalid).to.equal('true');
    expect(combobox?.description).to.equal('must select an employee first');
  });

  it('takes typed text as it is with Enter where the picker allows it (onCommitText)', async () => {
    mount({
      options: [],
      emptyText: 'Press Tab to use it',
      onCommitText: (text) => committed.push(text),
    });
    await focusField();
    await type('PRJ-1');
    await expectTree(({ options }) => options.some((option) => option.name === 'Press Tab to use it'), 'the empty list');
    await press('Enter');
    await until(() => committed.length === 1, 'the commit');
    expect(committed).to.deep.equal(['PRJ-1']);
    expect(chosen).to.deep.equal([]);
  });
});
