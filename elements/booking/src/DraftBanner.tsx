import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { formatDate, formatTime, type BookingDraft } from '@curbside/domain';
import { BOOKING_STEPS } from './stepper-logic.ts';
import { useBookingContext } from './stepper-hooks.ts';

export interface DraftBannerProps {
  draft: BookingDraft;
  onContinue(): void;
  onStartOver(): void;
}

/** issue 12: the unfinished booking the user left (a reload, a sign-in, a closed tab), to continue or drop. */
export function DraftBanner({ draft, onContinue, onStartOver }: DraftBannerProps) {
  const { settings } = useBookingContext();
  const step = BOOKING_STEPS.find((entry) => entry.step === draft.fields.step) ?? BOOKING_STEPS[0];
  const saved = new Date(draft.savedAt);
  return (
    <section className="edit-banner draft-banner" aria-label="Unfinished booking">
      <SlIcon name="clock-history" aria-hidden="true" />
      <span>
        <strong>You have an unfinished booking</strong> from {formatDate(saved, settings?.dateFormat)} at {formatTime(saved, settings?.timeFormat)},
        left at step {step?.step}, {step?.label}.
      </span>
      <span className="draft-banner-actions">
        <SlButton size="small" variant="primary" onClick={onContinue}>
          Continue your booking
        </SlButton>
        <SlButton size="small" variant="text" onClick={onStartOver}>
          Start over
        </SlButton>
      </span>
    </section>
  );
}
