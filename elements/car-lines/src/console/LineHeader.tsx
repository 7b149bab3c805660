import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import type { CarLinePayload } from '@curbside/contracts';
import { CONSOLE_TEXT, lineCodes, placeLabel, placeName, scheduleLabel } from './console-view.ts';

export interface LineHeaderProps {
  line: CarLinePayload;
  lines: readonly CarLinePayload[];
  operational: boolean;
  onChoose(carlineDetailsId: number): void;
}

/** The line the marshal runs (001 §3): its name (a choice among several), operational today, places, schedule and codes. */
export function LineHeader({ line, lines, operational, onChoose }: LineHeaderProps) {
  const details = line.carlineDetails;
  const codes = lineCodes(line);
  return (
    <header className="line-header" part="line">
      <div className="line-title-row">
        <h2 id="car-line-name" className="line-name">{details.carlineName}</h2>
        <span className={`line-state ${operational ? 'is-operational' : 'is-closed'}`} role="status">
          <SlIcon name={operational ? 'check-circle-fill' : 'slash-circle'} aria-hidden="true" />
          {operational ? CONSOLE_TEXT.operational : CONSOLE_TEXT.notOperational}
        </span>
        {details.isOnHoldMode ? <span className="line-state is-on-hold"><SlIcon name="pause-circle" aria-hidden="true" />On-hold mode</span> : null}
        {lines.length > 1 ? (
          <SlSelect
            className="line-choice"
            label="Car line"
            size="large"
            value={String(details.carlineDetailsId ?? '')}
            onSlChange={(event) => onChoose(Number((event.target as SlSelectElement).value))}
          >
            {lines.map((l) => (
              <SlOption key={l.carlineDetails.carlineDetailsId} value={String(l.carlineDetails.carlineDetailsId)}>{l.carlineDetails.carlineName}</SlOption>
            ))}
          </SlSelect>
        ) : null}
      </div>
      <dl className="line-facts">
        <div><dt>Pickup</dt><dd className="line-pickup" title={placeLabel(details.pickupPlace)}>{placeName(details.pickupPlace)}</dd></div>
        <div><dt>Rollers wait at</dt><dd className="line-roller-place" title={placeLabel(details.rollerPlace ?? details.pickupPlace)}>{placeName(details.rollerPlace ?? details.pickupPlace)}</dd></div>
        {details.rollerDropoffPlace ? <div><dt>Rollers drop off at</dt><dd title={placeLabel(details.rollerDropoffPlace)}>{placeName(details.rollerDropoffPlace)}</dd></div> : null}
        <div><dt>Hours</dt><dd>{scheduleLabel(line)}</dd></div>
        {codes.length ? <div><dt>Codes applied</dt><dd className="line-codes">{codes.join(' · ')}</dd></div> : null}
      </dl>
    </header>
  );
}
