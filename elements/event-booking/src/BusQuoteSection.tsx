import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import type { BusQuoteAnswer } from '@curbside/contracts';

export interface BusQuoteSectionProps {
  answer: BusQuoteAnswer | null;
  busy: boolean;
  /** What the request still needs ('3 fields need attention'), shown after an attempt. */
  missing: string | null;
  onRequest(): void;
}

/** The bus quote request (001 §7 POST /reservations/quoteRequest) and the providers' answer, cheapest first. */
export function BusQuoteSection({ answer, busy, missing, onRequest }: BusQuoteSectionProps) {
  return (
    <section className="event-section curb-stack" aria-labelledby="quote-heading" part="quote">
      <h2 id="quote-heading" className="event-heading">Bus quote</h2>
      <p className="event-note">The groups desk and the providers serving the pickup price the group&apos;s vehicles for the event.</p>
      <div className="curb-inline">
        <SlButton className="request-quote" loading={busy} onClick={onRequest}>
          <SlIcon slot="prefix" name="bus-front" aria-hidden="true" />
          Request a bus quote
        </SlButton>
        {missing && <span className="quote-missing" role="alert">{missing}</span>}
      </div>
      <div className="quote-answer" aria-live="polite">
        {answer && (
          <div className="curb-stack">
            <p className="quote-mix">
              Quote request {answer.busQuoteRequestId} for{' '}
              {answer.vehicleMix.map((line) => `${line.count} × ${line.vehicleClass} (${line.seats} seats)`).join(', ')}
            </p>
            {answer.message && <p className="quote-message">{answer.message}</p>}
            {answer.offers.length > 0 && (
              <ol className="quote-offers">
                {answer.offers.map((offer, i) => (
                  <li key={offer.carProviderCode} className="quote-offer" data-provider={offer.carProviderCode}>
                    <span className="offer-name">{offer.carProviderName}</span>
                    {i === 0 && <span className="curb-pill">Cheapest</span>}
                    <span className="offer-price">{offer.price.formattedCost}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
