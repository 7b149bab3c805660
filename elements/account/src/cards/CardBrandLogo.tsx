import type { CardBrand } from '@curbside/contracts';

/** A small brand mark, sized per brand (000 §9 'Card logos are sized per brand'); decorative, the text says the brand. */
export function CardBrandLogo({ brand }: { brand: CardBrand }) {
  switch (brand) {
    case 'VISA':
      return (
        <svg className="brand-logo brand-visa" viewBox="0 0 48 30" aria-hidden="true">
          <rect width="48" height="30" rx="4" fill="#1a1f71" />
          <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontStyle="italic" fontWeight="700" fontSize="13" fill="#fff">VISA</text>
        </svg>
      );
    case 'MASTERCARD':
      return (
        <svg className="brand-logo brand-mastercard" viewBox="0 0 48 30" aria-hidden="true">
          <rect width="48" height="30" rx="4" fill="#252525" />
          <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
          <circle cx="29" cy="15" r="8.5" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      );
    case 'AMEX':
    case 'AMEXVIRTUAL':
      return (
        <svg className="brand-logo brand-amex" viewBox="0 0 48 30" aria-hidden="true">
          <rect width="48" height="30" rx="4" fill="#2e77bc" />
          <text x="24" y="19" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="10" fill="#fff">AMEX</text>
        </svg>
      );
    case 'DISCOVER':
      return (
        <svg className="brand-logo brand-discover" viewBox="0 0 48 30" aria-hidden="true">
          <rect width="48" height="30" rx="4" fill="#fff" stroke="#d0d0d0" />
          <circle cx="35" cy="15" r="6" fill="#f58220" />
          <text x="17" y="18.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="7" fill="#231f20">DISC</text>
        </svg>
      );
    case 'DINERS-CLUB':
      return (
        <svg className="brand-logo brand-diners" viewBox="0 0 48 30" aria-hidden="true">
          <rect width="48" height="30" rx="4" fill="#fff" stroke="#d0d0d0" />
          <circle cx="24" cy="15" r="9" fill="none" stroke="#0079be" strokeWidth="3" />
        </svg>
      );
    default:
      return (
        <svg className="brand-logo" viewBox="0 0 48 30" aria-hidden="true">
          <rect width="48" height="30" rx="4" fill="#8a8f98" />
          <rect x="6" y="8" width="12" height="9" rx="1.5" fill="#d9dce1" />
        </svg>
      );
  }
}
