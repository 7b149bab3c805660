import type { ReactNode } from 'react';
import type { CardBrand } from '@curbside/contracts';

interface BrandLogo {
  /** The class that sizes the mark per brand (000 §9 'Card logos are sized per brand'). */
  className?: string;
  /** The card plate's colour, and its edge on a light plate. */
  plate: string;
  edge?: string;
  mark: ReactNode;
}

/** The brand word on the plate, in white unless said otherwise. */
function word(text: string, { x = 24, y, size, italic = false, fill = '#fff' }: { x?: number; y: number; size: number; italic?: boolean; fill?: string }) {
  return (
    <text x={x} y={y} textAnchor="middle" fontFamily="Arial, sans-serif" fontStyle={italic ? 'italic' : undefined} fontWeight="700" fontSize={size} fill={fill}>
      {text}
    </text>
  );
}

const amex: BrandLogo = { className: 'brand-amex', plate: '#2e77bc', mark: word('AMEX', { y: 19, size: 10 }) };

const LOGOS: Partial<Record<CardBrand, BrandLogo>> = {
  VISA: { className: 'brand-visa', plate: '#1a1f71', mark: word('VISA', { y: 20, size: 13, italic: true }) },
  MASTERCARD: {
    className: 'brand-mastercard',
    plate: '#252525',
    mark: (
      <>
        <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
        <circle cx="29" cy="15" r="8.5" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  AMEX: amex,
  AMEXVIRTUAL: amex,
  DISCOVER: {
    className: 'brand-discover',
    plate: '#fff',
    edge: '#d0d0d0',
    mark: (
      <>
        <circle cx="35" cy="15" r="6" fill="#f58220" />
        {word('DISC', { x: 17, y: 18.5, size: 7, fill: '#231f20' })}
      </>
    ),
  },
  'DINERS-CLUB': {
    className: 'brand-diners',
    plate: '#fff',
    edge: '#d0d0d0',
    mark: <circle cx="24" cy="15" r="9" fill="none" stroke="#0079be" strokeWidth="3" />,
  },
};

/** Any other brand: a grey card with a chip. */
const OTHER: BrandLogo = { plate: '#8a8f98', mark: <rect x="6" y="8" width="12" height="9" rx="1.5" fill="#d9dce1" /> };

/** A small brand mark, sized per brand; decorative, the text beside it says the brand. */
export function CardBrandLogo({ brand }: { brand: CardBrand }) {
  const logo = LOGOS[brand] ?? OTHER;
  return (
    <svg className={logo.className ? `brand-logo ${logo.className}` : 'brand-logo'} viewBox="0 0 48 30" aria-hidden="true">
      <rect width="48" height="30" rx="4" fill={logo.plate} stroke={logo.edge} />
      {logo.mark}
    </svg>
  );
}
