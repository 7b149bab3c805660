/// <reference types="mocha" />
// curb-dashboard in real Chromium against its embed build with a fake API: the shared contract
// suite, then the 13 views drawn from their answers (KPI cards, charts, tables for screen
// readers), a quick range asking the server again, and the table shown instead of a chart (issue 14).
import { expect } from 'chai';
import type { DashboardRow, DashboardView } from '@curbside/contracts';
import { countriesFixture, firmFixture, userDataFixture } from '../../../shared/state/src/test-fixtures.ts';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { press, text } from '../../../tests/elements/user-actions.ts';

const EMBED = '/dist/portal/embed/curb-dashboard.js';
// Metric: km and kg (the page's one session keeps the first user loaded, so every test reads these settings).
const reporter = {
  ...userDataFixture,
  user: { ...userDataFixture.user, userRole: 'REPORTER' as const },
  settings: { ...userDataFixture.settings, distanceUnits: 'Metric' as const },
};

const row = (key: string, label: string, rides: number, co2Kg: number): DashboardRow => ({ key, label, rides, totalCost: rides * 50, distanceKm: rides * 10, co2Kg });
const hours = Array.from({ length: 24 }, (_, h) => row(String(h), `${String(h).padStart(2, '0')}:00`, h === 9 ? 2 : h === 18 ? 1 : 0, h === 9 ? 2.18 : h === 18 ? 4.32 : 0));
const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d, i) => row(String(i), d, i === 1 ? 2 : 0, i === 1 ? 2.18 : 0));

/** One answer per view: the figures of dashboard-views.test.ts's fixture. */
const ANSWERS: { [N in DashboardView['name']]: Extract<DashboardView, { name: N }> } = {
  summary: { name: 'summary', rides: 4, totalCost: 425, averageCost: 106.25, distanceKm: 40, co2Kg: 6.5, passengers: 3, currency: 'USD' },
  metrics: {
    name: 'metrics', completed: 3, canceled: 1, declined: 0, averageDistanceKm: 13.3, averageDurationMinutes: 26.7, averageCo2Kg: 2.167,
    averageCost: 106.25, airportShare: 0.5, billableShare: 0.25, premiumShare: 0, directBillShare: 0.25, bookedByAgencyShare: 0, currency: 'USD',
  },
  sustainability: {
    name: 'sustainability', rides: 4, totalCost: 425, distanceKm: 40, co2Kg: 6.5, co2PerKm: 0.1625, sustainableRides: 1, sustainableShare: 0.25,
    switchRoutes: [
      { from: 'Acme HQ, 350 5th Ave', to: 'JFK', rides: 1, distanceKm: 10, co2Kg: 1.71, sustainableCo2Kg: 0.47, savedKg: 1.24 },
      { from: 'Acme HQ, 350 5th Ave', to: 'LGA', rides: 1, distanceKm: 20, co2Kg: 4.32, sustainableCo2Kg: 0.94, savedKg: 3.38 },
    ],
    switchSavedKg: 4.62, switchSavedShare: 0.7108, currency: 'USD',
  },
  'hourly-distribution': { name: 'hourly-distribution', rows: hours, currency: 'USD' },
  'emissions-by-hour': { name: 'emissions-by-hour', rows: hours, currency: 'USD' },
  'emissions-by-weekday': { name: 'emissions-by-weekday', rows: days, cells: [{ weekday: 1, hour: 9, rides: 2, co2Kg: 2.18 }], currency: 'USD' },
  'emissions-by-month': { name: 'emissions-by-month', rows: [row('2026-03', 'Mar 2026', 3, 6.5), row('2026-04', 'Apr 2026', 1, 0)], currency: 'USD' },
  'top-employees': { name: 'top-employees', rows: [row('Ava', 'Ava Employee', 2, 2.18), row('Ben', 'Ben Booker', 1, 4.32)], currency: 'USD' },
  'rides-by-service': { name: 'rides-by-service', rows: [row('Sedan', 'Sedan', 3, 2.18), row('SUV', 'SUV', 1, 4.32)], currency: 'USD' },
  'top-airports': { name: 'top-airports', rows: [row('JFK', 'JFK', 1, 1.71)], currency: 'USD' },
  'emissions-by-state': { name: 'emissions-by-state', rows: [row('GB-ENG', 'GB-ENG', 1, 4.32), row('US-NY', 'US-NY', 2, 2.18)], currency: 'USD' },
  'emissions-by-country': { name: 'emissions-by-country', rows: [row('GB', 'United Kingdom', 1, 4.32), row('US', 'United States', 3, 2.18)], currency: 'USD' },
  'emissions-by-purpose-of-journey': { name: 'emissions-by-purpose-of-journey', rows: [row('Client meeting', 'Client meeting', 2, 2.18)], currency: 'USD' },
};

function routes(): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: reporter },
    { method: 'GET', path: '/users/firmData', body: firmFixture },
    { method: 'GET', path: '/users/countries', body: countriesFixture },
    { method: 'GET', path: '/users/car-providers', body: [] },
    { method: 'GET', path: /^\/reports\/dashboard\//, body: ({ url }: { url: URL }) => {
      dashboardQueries.push(url.searchParams);
      return ANSWERS[url.pathname.split('/').pop() as DashboardView['name']];
    } },
    { method: 'GET', path: '/users', body: [{ userId: 41, employeeId: 'ACM-41', firmCode: 'ACME', fullName: 'Ava Employee', email: 'ava@acme.example' }] },
    { method: 'GET', path: '/reports/summary', body: [{ groupValue: 'CC-100' }, { groupValue: 'CC-200' }].map((r) => ({ ...r, rides: 1, totalCost: 1, averageCost: 1, currency: 'USD', distanceInKm: 1, co2Kg: 1 })) },
  ];
}

/** The query of every dashboard view call, in order. */
const dashboardQueries: URLSearchParams[] = [];

/** Types into the text field of the filter matching `selector` (a shared Combobox): its value, then Shoelace's input event. */
async function typeInto(root: ShadowRoot, selector: string, typed: string): Promise<void> {
  const input = await until(() => root.querySelector<HTMLElement & { value: string }>(`${selector} sl-input`), `the ${selector} field`);
  input.value = typed;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
}

/** Clicks the listed option of the filter matching `selector` whose text is `label`. */
async function chooseOption(root: ShadowRoot, selector: string, label: string): Promise<void> {
  const option = await until(
    () => [...root.querySelectorAll<HTMLElement>(`${selector} [role="option"]`)].find((o) => text(o).includes(label)), `${label} in the list`, 5000,
  );
  option.click();
}

const rangeSelect = (root: ShadowRoot) => root.querySelector<HTMLElement & { value: string; updateComplete?: Promise<unknown> }>('sl-select.filter--range');
const view = (root: ShadowRoot, name: string) => root.querySelector<HTMLElement>(`section[data-view="${name}"]`);

async function chooseRange(root: ShadowRoot, kind: string): Promise<void> {
  const select = await until(() => rangeSelect(root), 'the time range select');
  await select.updateComplete;
  select.value = kind;
  select.dispatchEvent(new Event('sl-change', { bubbles: true, composed: true }));
}

elementContractSuite({
  tag: 'curb-dashboard',
  embedUrl: EMBED,
  attributes: { 'no-url-state': '' },
  routes: routes(),
  attributeReachesComponent: {
    attribute: 'range',
    value: 'lastMonth',
    check: (root) => rangeSelect(root)?.value === 'lastMonth',
  },
  event: {
    name: 'curb-dashboard-filtered',
    act: (root) => chooseRange(root, 'lastWeek'),
    detail: (detail) => {
      const { timeRangeFrom, timeRangeTo, query } = detail as { timeRangeFrom: string; timeRangeTo: string; query: string };
      expect(timeRangeFrom <= timeRangeTo).to.equal(true);
      expect(query).to.include('tripDatesGroup=lastWeek').and.include(`tripDates=${timeRangeFrom}%2C${timeRangeTo}`);
    },
  },
});

describe('<curb-dashboard>', () => {
  const mountEach = mountEachTest(EMBED, 'curb-dashboard');
  const mount = async () => {
    calls.length = 0;
    return (await mountEach({ attributes: { 'no-url-state': '' }, ready: 'section[data-view="summary"][data-state="ready"]', routes: routes() })).root;
  };

  it('draws all 13 views from their answers: KPI cards, a chart where there is one, none empty', async () => {
    const root = await mount();
    const names = Object.keys(ANSWERS);
    await until(() => names.every((name) => view(root, name)?.dataset.state === 'ready'), 'every view ready');
    expect(root.querySelectorAll('section[data-view]')).to.have.length(13);
    expect(text(view(root, 'summary'))).to.include('Rides4').and.include('$ 425.00 (USD)').and.include('6.5 kg').and.include('40 km');
    expect(text(view(root, 'metrics'))).to.include('Airport rides50%').and.include('Average distance13.3 km');
    for (const name of names.filter((n) => n !== 'summary' && n !== 'metrics')) {
      await until(() => view(root, name)?.querySelector('.chart canvas'), `the ${name} chart`, 8000);
    }
    expect(view(root, 'emissions-by-weekday')?.querySelector('.chart')?.getAttribute('data-chart-kind')).to.equal('heatmap');
  });

  it('says what switching the frequent routes to an electric service would have saved, and lists them in a table', async () => {
    const root = await mount();
    const card = await until(() => (view(root, 'sustainability')?.dataset.state === 'ready' ? view(root, 'sustainability') : null), 'the sustainability view');
    expect(text(card)).to.include('Switching your 2 most frequent routes to an electric service would have saved 4.6 kg of CO2, 71.1% of the period\'s emissions.');
    expect(text(card)).to.include('CO2 per km0.16 kg').and.include('Electric rides1 (25%)');
    const cells = Array.from(card.querySelectorAll('tbody tr')).map((tr) => Array.from(tr.children).map((c) => c.textContent));
    expect(cells).to.deep.equal([
      ['Acme HQ, 350 5th Ave to JFK', '1', '10', '1.7', '0.5', '1.2'],
      ['Acme HQ, 350 5th Ave to LGA', '1', '20', '4.3', '0.9', '3.4'],
    ]);
  });

  it('keeps each chart\'s numbers in a table for screen readers, and shows it instead of the chart on demand', async () => {
    const root = await mount();
    const card = await until(() => view(root, 'emissions-by-month')?.querySelector('.chart') && view(root, 'emissions-by-month'), 'the month chart');
    const hidden = card.querySelector('table')?.closest('div');
    expect(hidden?.className).to.equal('curb-visually-hidden');
    expect(text(card.querySelector('table'))).to.include('Mar 2026').and.include('6.5');
    await press(card, 'Show table');
    await until(() => !card.querySelector('.chart') && card.querySelector('.view-table table'), 'the table shown');
    expect(text(card)).to.include('Show chart');
  });

  it('filters every view by a chosen employee and cost center, through the same pickers as the reports', async () => {
    const root = await mount();
    await until(() => view(root, 'summary')?.dataset.state === 'ready', 'the first answers');
    dashboardQueries.length = 0;
    await typeInto(root, '.filter--employees', 'Ava');
    await chooseOption(root, '.filter--employees', 'Ava Employee');
    await until(() => text(root.querySelector('[aria-label="Chosen employees"]')) === 'Ava Employee', 'Ava as a chip');
    await typeInto(root, '.filter-allocation-code', 'CC-2');
    await chooseOption(root, '.filter-allocation-code', 'CC-200');
    await until(() => text(root.querySelector('[aria-label="Chosen cost allocations"]')).includes('CC-200'), 'CC-200 as a chip');
    await until(() => dashboardQueries.filter((q) => q.get('employeeIds') === '41' && q.get('costCenters') === 'CC-200').length >= 13, 'all 13 views asked again with both', 5000);
    expect(text(root.querySelector('.other-filters'))).to.equal('');
  });

  it('asks every view again for a quick range, with its dates', async () => {
    const root = await mount();
    calls.length = 0;
    // A range no other test asks for: the page's query cache may hold the others.
    await chooseRange(root, 'currentWeek');
    await until(() => calls.filter((c) => c.path.startsWith('/reports/dashboard/')).length >= 13, 'the calls for the current week', 5000);
    const summary = calls.find((c) => c.path === '/reports/dashboard/summary');
    expect(summary).to.not.equal(undefined);
  });
});
