import type { ReactNode } from 'react';
import { TEXT } from '../messages.ts';

/** The car-on-a-route mark of the product (decorative). */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="brand-mark-tile" />
      <path d="M7 24c4-1 5-5 9-7s7-1 9-8" className="brand-mark-route" />
      <circle cx="7" cy="24" r="2.2" className="brand-mark-dot" />
      <path d="M25 5.2a3.6 3.6 0 0 0-3.6 3.6c0 2.7 3.6 6 3.6 6s3.6-3.3 3.6-6A3.6 3.6 0 0 0 25 5.2Z" className="brand-mark-pin" />
      <circle cx="25" cy="8.8" r="1.3" className="brand-mark-tile" />
    </svg>
  );
}

interface AuthCardProps {
  headingId: string;
  heading: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** A centred card: brand, heading, the step's content, then a footer link. */
export function AuthCard({ headingId, heading, children, footer }: AuthCardProps) {
  return (
    <div className="page" part="page">
      <section className="card" part="card" aria-labelledby={headingId}>
        <div className="brand" part="brand">
          <BrandMark />
          <span className="brand-name">{TEXT.product}</span>
        </div>
        <h1 id={headingId} className="heading" part="heading">
          {heading}
        </h1>
        {children}
        {footer ? (
          <div className="footer" part="footer">
            {footer}
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** An inline error under a field (in the field's help-text slot) or under a form. */
export function FieldError({ message, slot }: { message: string | null | undefined; slot?: string }) {
  if (!message) return null;
  return (
    <div className="field-error" part="error" role="alert" slot={slot}>
      {message}
    </div>
  );
}
