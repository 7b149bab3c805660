/// <reference types="mocha" />
// curb-car-lines in real Chromium against its embed build with a fake API: the shared contract
// suite, then the marshal console (the line, the board in the 001 §4 order with the fallback
// account marked, the waiting roller offered first, a roller order). Booking a rider is driven by
// the journey tests/journeys/car-lines-console.spec.ts.
import { expect } from 'chai';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { button, press, text } from '../../../tests/elements/user-actions.ts';
import { EMBED, byText, click, routes } from './test-support/car-lines-fakes.ts';

elementContractSuite({
  tag: 'curb-car-lines',
  embedUrl: EMBED,
  routes: routes(),
  attributeReachesComponent: {
    attribute: 'carline-id',
    value: '1',
    check: () => calls.some((c) => c.path === '/marshals/carlines' && c.method === 'GET'),
  },
  event: {
    name: 'curb-car-line-rollers-requested',
    act: async (root) => {
      await until(() => root.querySelector('sl-select.roller-provider'), 'the roller form');
      await press(root, 'Order 1 car');
    },
    detail: (detail) => expect(detail).to.deep.equal({ carlineDetailsId: 1, howMany: 1, reservationIds: [700] }),
  },
});

describe('<curb-car-lines> marshal console', () => {
  const mount = mountEachTest(EMBED, 'curb-car-lines');
  const rows = (root: ShadowRoot) => Array.from(root.querySelectorAll('tr.board-row'));

  it("shows the line, today's board in the 001 §4 status order with the fallback account marked, and the waiting roller", async () => {
    const { root } = await mount({ ready: '.line-header', routes: routes() });
    expect(text(root.querySelector('#car-line-name'))).to.equal('Acme HQ lobby');
    expect(text(root.querySelector('.line-state'))).to.equal('Operational today');
    expect(text(root.querySelector('.line-pickup'))).to.equal('Acme HQ');
    expect(text(root.querySelector('.line-roller-place'))).to.equal('Empire State Building');
    expect(text(root.querySelector('.line-codes'))).to.equal('Project PRJ-ROCKET · Department LOBBY');
    await until(() => rows(root).length === 4, "the line's four reservations (not the other line's)");
    expect(rows(root).map((r) => r.getAttribute('data-status'))).to.deep.equal(['InProgress', 'OnScene', 'Accepted', 'Accepted']);
    expect(text(root.querySelector('tr.board-row[data-reservation="CB-504"]'))).to.include('Fay Fallback').and.include('Fallback account');
    expect(text(root.querySelector('tr.board-row[data-reservation="CB-501"]'))).to.not.include('Fallback account');
    const roller = await until(() => byText(root, 'sl-radio.car-option', 'CB-503'), 'the waiting roller');
    expect(text(roller).trim()).to.equal('Roller CB-503 · On scene · MBC');
    await until(() => roller?.checked, 'the waiting roller chosen first');
    expect(text(root.querySelector('.waiting-title'))).to.equal('1 roller waiting for a rider');
    expect(root.querySelector('.curb-visually-hidden table caption')?.textContent).to.equal('Rides per hour at the line');
  });

  it('orders 2 rollers from the chosen provider, now', async () => {
    const { root } = await mount({ ready: '.line-header', routes: routes() });
    await until(() => byText(root, 'sl-option', '(MBC)'), 'the providers');
    const ordered = calls.filter((c) => c.path === '/marshals/reservations/rollers').length;
    await click(await until(() => root.querySelector<HTMLElement>('sl-button.more-cars'), 'One car more'));
    await until(() => button(root, 'Order 2 cars'), 'two cars');
    await press(root, 'Order 2 cars');
    const sent = await until(() => calls.filter((c) => c.path === '/marshals/reservations/rollers')[ordered]?.body, 'the order');
    expect(sent).to.deep.equal({ carlineDetailsId: 1, howMany: 2, isAsap: true, dateTime: null, cpCode: 'MBC' });
  });
});
