import { describe, expect, it } from 'vitest';
import { cardAreas, cardEndIds, cardRows, toggleColumn } from './columns.ts';

const columns = [
  { id: 'name', hideable: true },
  { id: 'email', hideable: true },
  { id: 'actions', hideable: false },
];

describe('toggleColumn', () => {
  it('hides a shown column and shows a hidden one', () => {
    expect([...toggleColumn(new Set(), 'email', columns)]).toEqual(['email']);
    expect([...toggleColumn(new Set(['email']), 'email', columns)]).toEqual([]);
  });

  it('keeps the last shown hideable column', () => {
    expect([...toggleColumn(new Set(['email']), 'name', columns)]).toEqual(['email']);
  });

  it('never hides a column the chooser may not hide', () => {
    expect([...toggleColumn(new Set(), 'actions', columns)]).toEqual([]);
  });
});

describe('card layout', () => {
  const layout = [['booking', 'status'], ['when', 'price'], ['route'], ['passenger', 'car']];
  const areas = (given: typeof layout | undefined, shown: string[]) => cardAreas(cardRows(given, shown));

  it('lays the rows out two by two, a single id spanning the card', () => {
    expect(areas(layout, ['booking', 'when', 'route', 'passenger', 'car', 'status', 'price']))
      .toBe("'booking status' 'when price' 'route route' 'passenger car'");
  });

  it('drops hidden columns: a pair that loses one becomes a full row, an empty row goes', () => {
    expect(areas(layout, ['booking', 'when', 'passenger', 'car', 'status'])).toBe("'booking status' 'when when' 'passenger car'");
  });

  it('places shown columns the layout does not name after it, two by two', () => {
    expect(areas([['booking']], ['booking', 'a', 'b', 'c'])).toBe("'booking booking' 'a b' 'c c'");
  });

  it('pairs every shown column in order without a layout', () => {
    expect(areas(undefined, ['name', 'email', 'status'])).toBe("'name email' 'status status'");
  });

  it('aligns the right-hand column of each pair to the end', () => {
    expect([...cardEndIds(cardRows(layout, ['booking', 'when', 'route', 'status', 'price']))]).toEqual(['status', 'price']);
  });
});
