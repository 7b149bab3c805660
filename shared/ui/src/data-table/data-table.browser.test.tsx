/// <reference types="mocha" />
// DataTable in real Chromium: virtual rows (10,000 rows, under 100 in the DOM), sorting by
// click and keyboard, the column chooser, selection, the empty and loading states, 'Load more'
// and the card list under 768 px.
import { expect } from 'chai';
import { useState } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { axTree } from '../../../../tests/elements/ax-tree.ts';
import { loadAxe, until } from '../../../../tests/elements/contract-suite.ts';
import { renderInElement, type RenderedInElement } from '../test-support/render-in-element.tsx';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.tsx';
import type { RowKey } from './selection.ts';

interface Person {
  id: number;
  name: string;
  email: string;
  amount: number;
}

const people: Person[] = [
  { id: 1, name: 'Ben Booker', email: 'ben@acme.example', amount: 30 },
  { id: 2, name: 'Ann Lee', email: 'ann@acme.example', amount: 120 },
  { id: 3, name: 'Cy Young', email: 'cy@acme.example', amount: 5 },
];

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => <span className="name">{p.name}</span>, sortValue: (p) => p.name, card: 'plain' },
  { id: 'email', header: 'Email', cell: (p) => p.email },
  { id: 'amount', header: 'Amount', cell: (p) => `$${p.amount}`, sortValue: (p) => p.amount, align: 'end' },
  { id: 'actions', header: 'Actions', headerHidden: true, cell: (p) => <button type="button">Open {p.name}</button>, card: 'corner' },
];

const baseProps: DataTableProps<Person> = {
  label: 'People', columns, rows: people, rowKey: (p) => p.id, emptyText: 'Nobody here', loadingLabel: 'Loading people',
};

function names(root: ShadowRoot): string[] {
  return Array.from(root.querySelectorAll('tbody tr.dt-row .name')).map((n) => n.textContent ?? '');
}

function headers(root: ShadowRoot): string[] {
  return Array.from(root.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '');
}

function header(root: ShadowRoot, name: string): HTMLTableCellElement {
  const th = Array.from(root.querySelectorAll<HTMLTableCellElement>('thead th')).find((cell) => cell.textContent?.trim() === name);
  if (!th) throw new Error(`no '${name}' header`);
  return th;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('DataTable', () => {
  let view: RenderedInElement | null = null;
  const mount = (node: Parameters<typeof renderInElement>[0], options?: Parameters<typeof renderInElement>[1]) => {
    view = renderInElement(node, options);
    return view.root;
  };

  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('keeps fewer than 100 rows in the DOM for 10,000 rows, down to the last one, with their row indexes', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, email: `p${i + 1}@acme.example`, amount: i }));
    const root = mount(<DataTable {...baseProps} rows={many} maxHeight="400px" />);
    const table = root.querySelector('table');
    expect(table?.getAttribute('role')).to.equal('table');
    expect(table?.getAttribute('aria-rowcount'), 'rows plus the header row').to.equal('10001');
    await until(() => root.querySelectorAll('tbody tr.dt-row').length > 0, 'the first rows');
    expect(root.querySelectorAll('tbody tr.dt-row').length).to.be.lessThan(100);
    expect(names(root)[0]).to.equal('Person 1');
    expect(root.querySelector('tbody tr.dt-row')?.getAttribute('aria-rowindex')).to.equal('2');

    const scroller = root.querySelector<HTMLElement>('.dt-scroll');
    if (!scroller) throw new Error('no scroll area');
    expect(scroller.scrollHeight, 'the scroll area is as tall as all rows').to.be.greaterThan(10_000 * 30);
    for (const fraction of [0.25, 0.5, 0.75]) {
      scroller.scrollTop = scroller.scrollHeight * fraction;
      await frame();
      expect(root.querySelectorAll('tbody tr.dt-row').length, `rows in the DOM at ${fraction * 100}%`).to.be.lessThan(100);
    }
    // Dynamic row heights are measured while scrolling: scroll until the end stays put.
    for (let i = 0; i < 10 && !names(root).includes('Person 10000'); i++) {
      scroller.scrollTop = scroller.scrollHeight;
      await frame();
    }
    await until(() => names(root).includes('Person 10000'), 'the last row');
    expect(root.querySelectorAll('tbody tr.dt-row').length).to.be.lessThan(100);
    const last = Array.from(root.querySelectorAll('tbody tr.dt-row')).at(-1);
    expect(last?.getAttribute('aria-rowindex')).to.equal('10001');
  });

  it('renders every row without virtual rows below the threshold', () => {
    const root = mount(<DataTable {...baseProps} />);
    expect(root.querySelectorAll('tbody tr')).to.have.length(3);
    expect(root.querySelectorAll('tbody tr.dt-spacer')).to.have.length(0);
    expect(headers(root)).to.deep.equal(['Name', 'Email', 'Amount', 'Actions']);
  });

  it('sorts by a header click: ascending, descending, then the rows\' own order, with aria-sort', async () => {
    const root = mount(<DataTable {...baseProps} />);
    const button = header(root, 'Name').querySelector('button');
    expect(header(root, 'Name').hasAttribute('aria-sort')).to.equal(false);
    expect(header(root, 'Email').querySelector('button'), 'a column without a sort value has no sort button').to.equal(null);
    button?.click();
    await until(() => header(root, 'Name').getAttribute('aria-sort') === 'ascending', 'ascending');
    expect(names(root)).to.deep.equal(['Ann Lee', 'Ben Booker', 'Cy Young']);
    button?.click();
    await until(() => header(root, 'Name').getAttribute('aria-sort') === 'descending', 'descending');
    expect(names(root)).to.deep.equal(['Cy Young', 'Ben Booker', 'Ann Lee']);
    button?.click();
    await until(() => !header(root, 'Name').hasAttribute('aria-sort'), 'unsorted');
    expect(names(root)).to.deep.equal(['Ben Booker', 'Ann Lee', 'Cy Young']);
  });

  it('sorts from the keyboard: Tab to a header, Enter and Space', async () => {
    const root = mount(<DataTable {...baseProps} />);
    header(root, 'Name').querySelector('button')?.focus();
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.textContent).to.equal('Amount');
    await sendKeys({ press: 'Enter' });
    await until(() => header(root, 'Amount').getAttribute('aria-sort') === 'ascending', 'ascending by amount');
    expect(names(root)).to.deep.equal(['Cy Young', 'Ben Booker', 'Ann Lee']);
    await sendKeys({ press: 'Space' });
    await until(() => header(root, 'Amount').getAttribute('aria-sort') === 'descending', 'descending by amount');
    expect(names(root)).to.deep.equal(['Ann Lee', 'Ben Booker', 'Cy Young']);
  });

  it('hides and shows a column from the column chooser', async () => {
    const root = mount(<DataTable {...baseProps} columnChooser />);
    const trigger = await until(() => Array.from(root.querySelectorAll<HTMLElement>('sl-button')).find((b) => b.textContent?.trim() === 'Columns'), 'the Columns button');
    trigger.click();
    const items = await until(() => {
      const all = Array.from(root.querySelectorAll<HTMLElement & { checked: boolean; disabled: boolean }>('.dt-chooser sl-menu-item'));
      return all.length ? all : undefined;
    }, 'the column entries');
    expect(items.map((i) => [i.textContent?.trim(), i.checked])).to.deep.equal([['Name', true], ['Email', true], ['Amount', true]]);
    items[1]?.click();
    await until(() => !headers(root).includes('Email'), 'the Email column to go');
    expect(headers(root)).to.deep.equal(['Name', 'Amount', 'Actions']);
    expect(root.querySelector('tbody tr')?.textContent).to.not.include('ben@acme.example');
    items[0]?.click();
    await until(() => headers(root).join() === 'Amount,Actions', 'only Amount left');
    const amount = items[2];
    await until(() => amount?.disabled, 'the last shown column cannot be unchecked');
    items[1]?.click();
    await until(() => headers(root).includes('Email'), 'the Email column back');
    expect(amount?.disabled).to.equal(false);
  });

  it('selects rows one by one and all at once', async () => {
    const seen: RowKey[][] = [];
    function Selectable() {
      const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
      return (
        <DataTable
          {...baseProps}
          selection={{ selected, onChange: (next) => { seen.push([...next]); setSelected(next); }, rowLabel: (p) => `Select ${p.name}` }}
        />
      );
    }
    const root = mount(<Selectable />);
    const all = root.querySelector<HTMLInputElement>('thead input[type="checkbox"]');
    const boxes = () => Array.from(root.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]'));
    expect(all?.labels?.[0]?.textContent).to.equal('Select all rows');
    expect(boxes().map((b) => b.labels?.[0]?.textContent)).to.deep.equal(['Select Ben Booker', 'Select Ann Lee', 'Select Cy Young']);
    boxes()[1]?.click();
    await until(() => boxes()[1]?.checked && all?.indeterminate, 'one row selected, select-all mixed');
    expect(seen.at(-1)).to.deep.equal([2]);
    expect(root.querySelectorAll('tr[data-selected]')).to.have.length(1);
    all?.click();
    await until(() => all?.checked && !all.indeterminate && boxes().every((b) => b.checked), 'all rows selected');
    expect(seen.at(-1)?.slice().sort()).to.deep.equal([1, 2, 3]);
    all?.click();
    await until(() => !all?.checked && boxes().every((b) => !b.checked), 'none selected');
    expect(seen.at(-1)).to.deep.equal([]);
  });

  it('shows the empty text in one row spanning the columns', () => {
    const root = mount(<DataTable {...baseProps} rows={[]} />);
    const cell = root.querySelector('tbody td.dt-empty');
    expect(cell?.textContent).to.equal('Nobody here');
    expect(cell?.getAttribute('colspan')).to.equal('4');
    expect(root.querySelector('table')?.hasAttribute('aria-rowcount')).to.equal(false);
  });

  it('shows skeleton rows hidden from screen readers and announces the loading', () => {
    const root = mount(<DataTable {...baseProps} rows={[]} loading />);
    expect(root.querySelector('table')?.getAttribute('aria-busy')).to.equal('true');
    const skeletons = root.querySelectorAll('tbody tr.dt-skeleton-row');
    expect(skeletons.length).to.be.greaterThan(0);
    expect(Array.from(skeletons).every((tr) => tr.getAttribute('aria-hidden') === 'true')).to.equal(true);
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('Loading people');
    expect(root.textContent).to.not.include('Nobody here');
    view?.render(<DataTable {...baseProps} />);
    expect(root.querySelector('table')?.getAttribute('aria-busy')).to.equal('false');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('');
  });

  it("offers 'Load more' with the polite count while more rows exist", async () => {
    let asked = 0;
    const more = { status: 'Showing 3 of 5 people', hasMore: true, label: 'Load more', loading: false, onMore: () => { asked += 1; } };
    const root = mount(<DataTable {...baseProps} more={more} />);
    expect(root.querySelector('.dt-footer [role="status"]')?.textContent).to.equal('Showing 3 of 5 people');
    const button = await until(() => Array.from(root.querySelectorAll<HTMLElement>('sl-button')).find((b) => b.textContent?.trim() === 'Load more'), 'Load more');
    button.click();
    expect(asked).to.equal(1);
    view?.render(<DataTable {...baseProps} more={{ ...more, status: 'Showing 5 of 5 people', hasMore: false }} />);
    expect(Array.from(root.querySelectorAll('sl-button')).some((b) => b.textContent?.trim() === 'Load more')).to.equal(false);
  });

  for (const width of ['1024px', '400px']) {
    it(`is a table to assistive technology at ${width}: its name, column headers, rows and cells`, async () => {
      const root = mount(<DataTable {...baseProps} />, { width });
      await until(() => root.querySelector('tbody tr.dt-row'), 'the rows');
      const tree = await axTree();
      const table = tree.find((node) => node.role === 'table' && node.name === 'People');
      expect(table, 'a table named People').to.not.equal(undefined);
      // The header's text-transform reaches the tree: compared without case.
      expect(tree.filter((node) => node.role === 'columnheader').map((node) => node.name.toLowerCase())).to.deep.equal(['name', 'email', 'amount', 'actions']);
      expect(tree.filter((node) => node.role === 'row').length, 'the header row and three rows').to.equal(4);
      expect(tree.filter((node) => node.role === 'cell').map((node) => node.name).slice(0, 3)).to.deep.equal(['Ben Booker', 'ben@acme.example', '$30']);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${theme} mode: sorted, selectable, with the column chooser, empty and loading`, async () => {
      await loadAxe();
      const axe = window.axe;
      if (!axe) throw new Error('axe-core missing');
      const violations = async () => (await axe.run(view?.host, { resultTypes: ['violations'] })).violations
        .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      const selection = { selected: new Set<RowKey>([2]), onChange: () => {}, rowLabel: (p: Person) => `Select ${p.name}` };
      const root = mount(<DataTable {...baseProps} columnChooser selection={selection} initialSort={{ columnId: 'amount', direction: 'descending' }} />, { theme });
      await until(() => root.querySelector('tbody input[type="checkbox"]'), 'the rows');
      await new Promise((r) => setTimeout(r, 200));
      expect(await violations(), 'rows').to.deep.equal([]);
      view?.render(<DataTable {...baseProps} rows={[]} />);
      expect(await violations(), 'empty').to.deep.equal([]);
      view?.render(<DataTable {...baseProps} rows={[]} loading />);
      expect(await violations(), 'loading').to.deep.equal([]);
    });
  }

  it('turns rows into labelled cards under 768 px, keeping the table semantics', async () => {
    const root = mount(<DataTable {...baseProps} cardLayout={[['name'], ['email', 'amount']]} />, { width: '400px' });
    const row = root.querySelector<HTMLElement>('tbody tr.dt-row');
    if (!row) throw new Error('no row');
    await until(() => getComputedStyle(row).display === 'grid', 'a card');
    expect(getComputedStyle(row).gridTemplateAreas).to.equal('"name name" "email amount"');
    const thead = root.querySelector('thead');
    expect(thead && getComputedStyle(thead).position, 'the header is read, not shown').to.equal('absolute');
    const [name, email, amount, actions] = Array.from(row.querySelectorAll('td'));
    expect(email && getComputedStyle(email, '::before').content).to.match(/^"Email"/);
    expect(name && getComputedStyle(name, '::before').content, 'a plain cell has no label').to.equal('none');
    expect(amount && getComputedStyle(amount).textAlign).to.equal('right');
    expect(actions && getComputedStyle(actions).position, 'the actions sit in the corner').to.equal('absolute');
    expect(row.getAttribute('role')).to.equal('row');
    expect(email?.getAttribute('role')).to.equal('cell');
    view?.host.style.setProperty('width', '1024px');
    await until(() => getComputedStyle(row).display === 'table-row', 'a table row again at 1024 px');
  });
});
