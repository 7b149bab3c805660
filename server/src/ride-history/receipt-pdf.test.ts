import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText } from './pdf-text.test-support.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { firmRow, rideRow } from './ride-fixture.test-support.ts';

/** The receipt's text, one string per text operator, and the facts as 'label value' pairs of neighbouring lines. */
async function receipt(...args: Parameters<typeof receiptPdf>) {
  const pdf = await receiptPdf(...args);
  const lines = pdfText(pdf);
  const fact = (label: string): string | undefined => lines[lines.lastIndexOf(label) + 1];
  return { pdf, lines, fact };
}

describe('receipt PDF (001 §7 GET /receipts/receiptPdf, made with pdfkit)', () => {
  it('is one PDF page with the ride, route, times, fare lines, taxes, payment and CO2', async () => {
    const { pdf, lines, fact } = await receipt(rideRow(), firmRow());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdfPageCount(pdf)).toBe(1);
    expect(lines).toContain('Ride receipt');
    expect(lines).toContain('Receipt number R202603-1000007');
    expect(fact('Confirmation number')).toBe('MBC-55501');
    expect(fact('Reservation number')).toBe('CB-1000007');
    expect(fact('Passenger')).toBe('Ava Employee');
    expect(fact('Car provider')).toBe('Metro Black Car (Sedan)');
    expect(lines.join(' ')).toContain('Acme HQ, 350 5th Ave, New York, NY 10118');
    expect(fact('Pickup time')).toBe('2026-03-02 09:00');
    expect(fact('Drop-off time')).toBe('2026-03-02 09:47');
    expect(fact('Fare')).toBe('$ 50.00 (USD)');
    expect(fact('Taxes (8.875%)')).toBe('$ 4.44 (USD)');
    expect(fact('Gratuity')).toBe('$ 9.00 (USD)');
    expect(fact('Total')).toBe('$ 63.44 (USD)');
    expect(fact('Payment method')).toBe('Visa •••• 4242');
    expect(fact('CO2')).toBe('4.9 kg');
    expect(fact('Emission factor')).toMatch(/^0\.\d+ kg per km \(Sedan, DESNZ 2023\)$/);
  });

  it.each([
    { units: 'Metric', distance: '28.4 km', co2: '4.9 kg' },
    { units: 'English', distance: '17.6 mi', co2: '10.7 lb' },
  ] as const)('shows distance and CO2 in the reader\'s units, 1 decimal (001 §9): $units', async ({ units, distance, co2 }) => {
    const { fact } = await receipt(rideRow(), firmRow(), units);
    expect(fact('Distance')).toBe(distance);
    expect(fact('CO2')).toBe(co2);
  });

  it("draws the firm's SVG logo as vectors, and writes the firm's name when it has no logo", async () => {
    const withLogo = await receipt(rideRow(), firmRow());
    expect(withLogo.lines).toContain('ACME');
    expect(withLogo.lines).not.toContain('Acme');
    const without = await receipt(rideRow(), firmRow({ logo: null, name: 'Globex' }));
    expect(without.lines[0]).toBe('Globex');
  });

  it.each([
    ['a card: its brand and last 4 digits only', { card_last4: '4000056655665556' }, 'Visa •••• 5556'],
    ['the direct bill', { bill_company: 1 as const, card_brand: null, card_last4: null }, 'Billed to Acme (direct bill)'],
    ['no card', { card_brand: null, card_last4: null }, 'No card on file'],
  ])('names the payment method for %s', async (_case, changes, expected) => {
    const { lines, fact } = await receipt(rideRow(changes), firmRow());
    expect(fact('Payment method')).toBe(expected);
    expect(lines.join(' ')).not.toContain('4000056655665556');
  });

  it('leaves out the gratuity line when there is none and shows a zero fare as such', async () => {
    const { lines, fact } = await receipt(rideRow({ gratuity: 0, base_fare: 0, taxes: 0, total_cost: 0, country_code: 'GB', currency: 'GBP' }), firmRow());
    expect(lines).not.toContain('Gratuity');
    expect(fact('Taxes (20%)')).toBe('£ 0.00 (GBP)');
    expect(fact('Total')).toBe('£ 0.00 (GBP)');
  });
});
