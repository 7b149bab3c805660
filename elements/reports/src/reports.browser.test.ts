/// <reference types="mocha" />
// curb-reports in real Chromium against its embed build with a fake API: the shared contract
// suite, then the URL state (001 §7, §5), the rides table with totals and 'Load more', the
// summary, exports, starred reports and the columns tour (001 §2).
import { expect } from 'chai';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { press, text, toastText } from '../../../tests/elements/user-actions.ts';
import { EMBED, exportAs, reportRoutes, ridesPage, shownReservations, tourRoutes } from './test-support/reports-fakes.ts';

elementContractSuite({
  tag: 'curb-reports',
  embedUrl: EMBED,
  attributes: { 'no-url-state': '' },
  routes: reportRoutes(),
  attributeReachesComponent: {
    attribute: 'view',
    value: 'Summary',
    check: (root) => text(root.querySelector('[part~="table"]')).includes('Legal') && root.querySelector('.summary-group') !== null,
  },
  event: {
    name: 'curb-report-exported',
    act: async (root) => {
      await until(() => shownReservations(root).length > 0, 'the rides');
      await exportAs(root, 'CSV');
    },
    detail: (detail) => expect(detail).to.deep.include({ format: 'csv', view: 'Rides' }),
  },
});

describe('<curb-reports>', () => {
  const mountReports = mountEachTest(EMBED, 'curb-reports');
  const startUrl = location.href;
  const mount = (routes = reportRoutes(), attributes: Record<string, string> = {}) => mountReports({ attributes, ready: '.reports', routes });

  afterEach(() => history.replaceState(null, '', startUrl));

  it('reads its filters from the URL (001 §7), ignores what does not parse with a warning (001 §5) and asks the server for them', async () => {
    history.replaceState(null, '', `${location.pathname}?tripDates=2026-01-01,2026-01-31&tripDatesGroup=custom&costAllocations=Cost+Center:CC-100&groupBy=Shoe&billable=maybe`);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => { warnings.push(args.map(String).join(' ')); };
    try {
      const { root } = await mount();
      await until(() => shownReservations(root).length === 3, 'the rides');
    } finally {
      console.warn = warn;
    }
    expect(warnings.some((w) => w.includes('groupBy=Shoe'))).to.equal(true);
    expect(warnings.some((w) => w.includes('billable=maybe'))).to.equal(true);
    const asked = calls.filter((c) => c.path === '/reports').at(-1);
    expect(asked).to.not.equal(undefined);
    await until(() => location.search.includes('costAllocations='), 'the URL rewritten');
    // Unparsable parameters are gone from the rewritten URL; the rest stays.
    const params = new URLSearchParams(location.search);
    expect(params.get('tripDates')).to.equal('2026-01-01,2026-01-31');
    expect(params.get('costAllocations')).to.equal('Cost Center:CC-100');
    expect(params.has('groupBy')).to.equal(false);
    expect(params.has('billable')).to.equal(false);
  });

  it('writes a filter change into the URL once typing settles', async () => {
    const { root } = await mount();
    await until(() => shownReservations(root).length === 3, 'the rides');
    await until(() => new URLSearchParams(location.search).get('tripDatesGroup') === 'last30Days', 'the default range in the URL');
    const passenger = root.querySelector<HTMLElement & { value: string }>('sl-input.filter--passenger');
    if (!passenger) throw new Error('no passenger filter');
    passenger.value = 'Ava';
    passenger.dispatchEvent(new Event('sl-input', { bubbles: true }));
    await until(() => new URLSearchParams(location.search).get('passenger') === 'Ava', 'passenger=Ava in the URL');
    expect(text(root.querySelector('.filters-head'))).to.include('Filters (1)');
  });

  it('shows the rides with the user formats, the totals of every matching ride, and loads more', async () => {
    const { root } = await mount(reportRoutes({ total: 650 }), { 'no-url-state': '' });
    await until(() => text(root).includes('Showing 500 of 650 rides'), 'the first page');
    const first = root.querySelector('tr[data-reservation="CB-200001"]');
    expect(text(first)).to.include('03/02/2026 9:05 AM').and.include('10 mi').and.include('$ 42.50 (USD)').and.include('CC-100');
    expect(text(root.querySelector('[part="totals"]'))).to.include('650').and.include('$ 27625.00 (USD)');
    // Virtual rows: only the rows in view are in the DOM.
    expect(shownReservations(root).length).to.be.lessThan(100);
    await press(root, 'Load more');
    await until(() => text(root).includes('Showing 650 of 650 rides'), 'all of them');
  });

  it('sorts the rides on the server over every matching ride by any column: a header asks GET /reports for its order (001 §7)', async () => {
    const orders: string[] = [];
    const rides = ridesPage(3);
    const { root } = await mount([
      { method: 'GET', path: '/reports', body: ({ url }: { url: URL }) => {
        orders.push(`${url.searchParams.get('sortBy')} ${url.searchParams.get('sortDirection')}`);
        return rides({ url });
      } },
      ...reportRoutes(),
    ], { 'no-url-state': '' });
    await until(() => shownReservations(root).length === 3, 'the rides');
    expect(orders.at(-1)).to.equal('pickupTime desc');
    const header = await until(() => Array.from(root.querySelectorAll<HTMLButtonElement>('.dt-sort')).find((b) => b.textContent?.trim() === 'Total cost'), 'the Total cost header');
    header.click();
    await until(() => orders.at(-1) === 'totalCost asc', 'the rides asked by total cost');
    expect(root.querySelector('th[aria-sort="ascending"]')?.textContent).to.include('Total cost');
    // Every column sorts on the server: each header shown has its sort button, Status too.
    const headers = Array.from(root.querySelectorAll('thead th'));
    expect(headers.length).to.be.greaterThan(5);
    expect(headers.filter((th) => !th.querySelector('.dt-sort')).map((th) => th.textContent?.trim())).to.deep.equal([]);
    const status = Array.from(root.querySelectorAll<HTMLButtonElement>('.dt-sort')).find((b) => b.textContent?.trim() === 'Status');
    status?.click();
    await until(() => orders.at(-1) === 'reservationStatus asc', 'the rides asked by status');
  });

  it('shows the summary by the chosen cost allocation type with its totals', async () => {
    const { root } = await mount(reportRoutes(), { 'no-url-state': '', view: 'Summary' });
    await until(() => text(root.querySelector('[part~="table"]')).includes('Legal'), 'the summary');
    expect(text(root.querySelector('[part="totals"]'))).to.include('4').and.include('$ 350.50 (USD)');
    const asked = calls.filter((c) => c.path === '/reports/summary').at(-1);
    expect(asked).to.not.equal(undefined);
  });

  it('stars the current filters with a schedule, applies and deletes a starred report', async () => {
    const { root } = await mount(reportRoutes({
      starred: [{ starredReportId: 9, name: 'Legal in January', type: 'Summary', query: 'type=Summary&groupBy=Department&tripDates=2026-01-01,2026-01-31', created: null, schedule: null, format: null }],
    }), { 'no-url-state': '' });
    await until(() => shownReservations(root).length === 3, 'the rides');
    await press(root, 'Star this report');
    await press(root, 'Save');
    await until(() => text(root.querySelector('.star-dialog')).includes('Enter a name for this report'), 'the required name');
    const name = root.querySelector<HTMLElement & { value: string }>('.star-dialog sl-input');
    if (!name) throw new Error('no name field');
    name.value = 'My report';
    name.dispatchEvent(new Event('sl-input', { bubbles: true }));
    await until(() => !text(root.querySelector('.star-dialog')).includes('Enter a name for this report'), 'the error gone once a name is typed');
    await press(root, 'Save');
    await until(() => toastText(root) === 'Report starred', 'the saved toast');
    const saved = calls.filter((c) => c.method === 'POST' && c.path === '/reports/starred-reports').at(-1)?.body as { query: string; name: string };
    expect(saved.name).to.equal('My report');
    expect(saved.query).to.include('tripDatesGroup=last30Days');

    (await until(() => root.querySelector<HTMLElement>('.starred-apply'), 'a starred report')).click();
    await until(() => text(root.querySelector('[part~="table"]')).includes('Legal'), 'the starred summary');
    const asked = calls.filter((c) => c.path === '/reports/summary').at(-1);
    expect(asked).to.not.equal(undefined);
  });

  /** The tour card titled `title` once it sits in a popup anchored to `target`. */
  const stepNextTo = (root: ShadowRoot, title: string, target: Element | null) => {
    const card = root.querySelector(`.curb-tour-card[aria-label="${title}"]`);
    const popup = card?.closest<HTMLElement & { anchor?: Element }>('sl-popup');
    return target && popup?.anchor === target ? card : null;
  };

  // The signed-in user and their next-tour answer stay for the page session (as in the portal), so
  // one test walks the tour and then remounts: a tour already started does not start again.
  it('walks the user through the columns tour when the server names it (001 §2), marks it seen, and does not start it again', async () => {
    const routes = [...tourRoutes({ tourTypeToShow: 'COLUMNS_TOUR', tourTypeToShowSeen: false }), ...reportRoutes()];
    const { root, el, restore } = await mount(routes, { 'no-url-state': '' });
    await until(() => shownReservations(root).length === 3, 'the rides');
    // The card points at the rides table's column chooser, then at its sortable headers.
    const first = await until(() => stepNextTo(root, 'Choose your columns', root.querySelector('.rides .dt-chooser')), 'the first step at the column chooser');
    expect(text(first)).to.include('1 of 2');
    await press(root, 'Next');
    const second = await until(() => stepNextTo(root, 'Sort the report', root.querySelector('.rides .dt-table thead')), 'the second step at the column headers');
    expect(text(second)).to.include('2 of 2');
    await press(root, 'Got it');
    await until(() => calls.some((c) => c.method === 'POST' && c.path === '/users/seen-tour'), 'the tour marked seen');
    expect(calls.filter((c) => c.path === '/users/seen-tour').map((c) => c.body)).to.deep.equal([{ seenTourType: 'COLUMNS_TOUR' }]);
    expect(root.querySelector('.curb-tour-card')).to.equal(null);
    el.remove();
    restore();
    const again = await mount(routes, { 'no-url-state': '' });
    await until(() => shownReservations(again.root).length === 3, 'the rides again');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.root.querySelector('.curb-tour-card')).to.equal(null);
  });

  it("toasts the server's message when an export fails", async () => {
    const { root } = await mount([{ method: 'POST', path: '/reports/csv', status: 400, body: { message: 'Too many rides to export' } }, ...reportRoutes()], { 'no-url-state': '' });
    await until(() => shownReservations(root).length === 3, 'the rides');
    await exportAs(root, 'PDF');
    await until(() => toastText(root) === 'Too many rides to export', 'the failure toast');
    expect(calls.filter((c) => c.path === '/reports/csv').at(-1)?.body).to.deep.include({ format: 'pdf' });
  });
});
