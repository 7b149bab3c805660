import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { endpoints } from '@curbside/contracts';
import { useCall, useFailureToast } from '@curbside/ui';

export interface MarshalConsoleProps {
  /** The line to open on (the attribute); null: the first of the marshal's lines. */
  carlineId: number | null;
}

/** The marshal console (001 §3 Marshal car-line state, §7 Marshals). */
export function MarshalConsole({ carlineId }: MarshalConsoleProps) {
  const state = useCall(endpoints.marshals.carlines, { query: carlineId === null ? {} : { carlineDetailsId: carlineId } }, { retry: false });
  useFailureToast(state);
  if (!state.data) return <p className="car-lines-note" role="status"><SlSpinner aria-hidden="true" /> Loading your car line…</p>;
  const line = state.data.currentCarline;
  if (!line) return <p className="car-lines-note">Your firm has no active car line.</p>;
  return (
    <section className="marshal-console curb-stack" aria-labelledby="car-line-name">
      <h2 id="car-line-name" className="line-name">{line.carlineDetails.carlineName}</h2>
    </section>
  );
}
