/// <reference types="mocha" />
// StatusPill in real Chromium: a Shoelace sl-tag per status with the variant of the one
// status table and the domain's label.
import { expect } from 'chai';
import { PaymentStatusSchema, PermissionStatusSchema, ReservationStatusSchema } from '@curbside/contracts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import { renderInElement, type RenderedInElement } from '../test-support/render-in-element.tsx';
import { StatusPill } from './StatusPill.tsx';
import type { StatusPillStatus } from './status-pills.ts';

type Tag = HTMLElement & { variant: string; pill: boolean; updateComplete: Promise<unknown> };

describe('StatusPill', () => {
  let view: RenderedInElement | null = null;
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  /** A pill for each status of `kind`, rendered and updated; their sl-tags in order. */
  async function renderPills<K extends StatusPillStatus['kind']>(kind: K, statuses: readonly Extract<StatusPillStatus, { kind: K }>['status'][]): Promise<Tag[]> {
    view = renderInElement(<>{statuses.map((status) => <StatusPill key={status} {...({ kind, status } as StatusPillStatus)} />)}</>);
    const tags = Array.from(view.root.querySelectorAll<Tag>('sl-tag'));
    await Promise.all(tags.map((tag) => tag.updateComplete));
    return tags;
  }

  const RESERVATION_VARIANTS: Record<string, [string, string]> = {
    New: ['New', 'neutral'], Accepted: ['Accepted', 'primary'], Searching: ['Searching', 'warning'], Assigned: ['Assigned', 'primary'],
    Dispatched: ['Dispatched', 'primary'], OnScene: ['On scene', 'primary'], InProgress: ['In progress', 'primary'],
    Completed: ['Completed', 'success'], OnHold: ['On hold', 'warning'], Canceled: ['Canceled', 'neutral'],
    Declined: ['Declined', 'danger'], Error: ['Error', 'danger'],
  };
  const PERMISSION_VARIANTS: Record<string, [string, string]> = {
    Accepted: ['Approved', 'success'], Pending: ['Pending', 'warning'], Expired: ['Expired', 'danger'],
    RequestExpired: ['Request expired', 'danger'], Declined: ['Declined', 'danger'], Deleted: ['Deleted', 'neutral'],
  };

  it('shows each reservation status (001 §4) as a pill sl-tag of its variant, with its label', async () => {
    const tags = await renderPills('reservation', ReservationStatusSchema.options);
    expect(tags.map((tag) => [tag.dataset.status, [tag.textContent, tag.variant]])).to.deep.equal(
      ReservationStatusSchema.options.map((status) => [status, RESERVATION_VARIANTS[status]]),
    );
    expect(tags.every((tag) => tag.pill && tag.getAttribute('part') === 'status')).to.equal(true);
    expect(tags.every((tag) => tag.querySelector('sl-icon')?.getAttribute('aria-hidden') === 'true')).to.equal(true);
  });

  it('tints Accepted apart from a ride in progress, and Error like Declined', async () => {
    view = renderInElement(<>
      <StatusPill kind="reservation" status="Accepted" />
      <StatusPill kind="reservation" status="InProgress" />
      <StatusPill kind="reservation" status="Error" />
      <StatusPill kind="reservation" status="Declined" />
    </>);
    const base = (status: string) => {
      const tag = view?.root.querySelector<Tag>(`sl-tag[data-status="${status}"]`);
      return tag?.shadowRoot?.querySelector('[part~="base"]');
    };
    const look = async (status: string) => {
      const style = getComputedStyle(await until(() => base(status), `the ${status} pill`));
      return [style.backgroundColor, style.borderColor, style.color].join(' ');
    };
    expect(await look('Accepted')).to.not.equal(await look('InProgress'));
    expect(await look('Error')).to.equal(await look('Declined'));
  });

  it('shows each permission status (000 §4) with its wording and variant', async () => {
    const tags = await renderPills('permission', PermissionStatusSchema.options);
    expect(tags.map((tag) => [tag.dataset.status, [tag.textContent, tag.variant]])).to.deep.equal(
      PermissionStatusSchema.options.map((status) => [status, PERMISSION_VARIANTS[status]]),
    );
  });

  it("shows a booking's payment problem (001 §4) as a danger pill", async () => {
    const tags = await renderPills('payment', PaymentStatusSchema.options);
    expect(tags.map((tag) => [tag.textContent, tag.variant])).to.deep.equal([
      ['Payment: Failed', 'danger'], ['Payment: No card', 'danger'], ['Payment: Awaiting retry', 'danger'],
    ]);
  });
});
