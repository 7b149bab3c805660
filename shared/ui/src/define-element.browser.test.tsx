/// <reference types="mocha" />
// defineElement's upgrade rules in real Chromium (issue 9): every property of the contract exists
// from construction (React 19 sets a property only when `prop in element`), values set before the
// element is defined are picked up when it upgrades, and a React 19 host that rendered the element
// before its script ran gets its props and its `oncurb-*` listeners honoured.
import { expect } from 'chai';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { z } from '@curbside/contracts';
import { until } from '../../../tests/elements/contract-suite.ts';
import type { ContractProps, ElementContract } from './contract.ts';
import { defineElement } from './define-element.tsx';
import { useEmit } from './element-context.ts';

const contractFor = <T extends `curb-${string}`>(tag: T) => ({
  tag,
  version: '0.0.0',
  summary: 'An element that shows the props it received.',
  attributes: {
    'reservation-id': { prop: 'reservationId', type: 'number', description: 'A number attribute.' },
    'no-header': { prop: 'noHeader', type: 'boolean', default: false, description: 'A boolean attribute.' },
  },
  properties: {
    passenger: { schema: z.object({ name: z.string() }), description: 'Rich data: a property only.' },
  },
  events: {
    'curb-probe-pinged': { detail: z.object({ count: z.number() }), description: 'The button was pressed.' },
  },
}) as const satisfies ElementContract;

type ProbeProps = ContractProps<ReturnType<typeof contractFor>>;

function Probe({ reservationId, noHeader, passenger, apiBase }: ProbeProps) {
  const emit = useEmit<{ 'curb-probe-pinged': { count: number } }>();
  return (
    <>
      <output>{JSON.stringify({ reservationId: reservationId ?? null, noHeader, passenger: passenger ?? null, apiBase })}</output>
      <button type="button" onClick={() => emit('curb-probe-pinged', { count: 1 })}>Ping</button>
    </>
  );
}

let counter = 0;
/** A tag of its own per test: a tag is defined once per page. */
const freshTag = (): `curb-${string}` => `curb-upgrade-probe-${(counter += 1)}`;
const define = (tag: `curb-${string}`) => defineElement(contractFor(tag), Probe);

/** What the component received, once it rendered `check`-ing props. */
async function shown(el: Element, check: (props: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  let last: Record<string, unknown> = {};
  await until(() => {
    const text = el.shadowRoot?.querySelector('output')?.textContent;
    if (!text) return false;
    last = JSON.parse(text) as Record<string, unknown>;
    return check(last);
  }, `${el.localName} to render the expected props (last: ${JSON.stringify(last)})`);
  return last;
}

describe('defineElement upgrade rules', () => {
  const mounted: Element[] = [];
  let root: Root | null = null;
  afterEach(() => {
    // Elements first: unmounting the host's root would unmount theirs inside its own commit.
    for (const el of mounted.splice(0)) el.remove();
    root?.unmount();
    root = null;
  });

  it('gives every property of the contract from construction, before the element is connected', () => {
    const tag = freshTag();
    define(tag);
    const el = document.createElement(tag);
    for (const prop of ['reservationId', 'noHeader', 'passenger', 'apiBase', 'apiKey', 'theme', 'locale']) {
      expect(prop in el, `${prop} in <${tag}>`).to.equal(true);
    }
  });

  it('picks up properties set before the element was defined when it upgrades', async () => {
    const tag = freshTag();
    const el = document.createElement(tag) as HTMLElement & Record<string, unknown>;
    el.passenger = { name: 'Ava Employee' };
    el.reservationId = 7;
    el.noHeader = true;
    document.body.append(el);
    mounted.push(el);
    define(tag);
    const props = await shown(el, (p) => p.reservationId === 7);
    expect(props).to.deep.include({ reservationId: 7, noHeader: true, passenger: { name: 'Ava Employee' } });
    // The accessors work from then on: no instance property hides them.
    el.reservationId = 8;
    await shown(el, (p) => p.reservationId === 8);
    expect(el.getAttribute('reservation-id')).to.equal('8');
  });

  it('honours a React 19 host that rendered the element before its script ran: props and oncurb-* listeners', async () => {
    const tag = freshTag();
    const container = document.createElement('div');
    document.body.append(container);
    mounted.push(container);
    const pings: unknown[] = [];
    root = createRoot(container);
    const hostRoot = root;
    flushSync(() => {
      hostRoot.render(createElement(tag, {
        apiBase: 'https://api.curbside.example',
        reservationId: 9,
        noHeader: true,
        'oncurb-probe-pinged': (event: CustomEvent) => pings.push(event.detail),
      }));
    });
    const el = container.querySelector(tag);
    if (!el) throw new Error('the host did not render the element');
    // Not defined yet: React wrote attributes, lowercased by HTML.
    expect(el.getAttribute('apibase')).to.equal('https://api.curbside.example');
    define(tag);
    const props = await shown(el, (p) => p.reservationId === 9);
    expect(props).to.deep.include({ reservationId: 9, noHeader: true, apiBase: 'https://api.curbside.example' });
    expect(el.hasAttribute('apibase')).to.equal(false);
    el.shadowRoot?.querySelector('button')?.click();
    expect(pings).to.deep.equal([{ count: 1 }]);
  });
});
