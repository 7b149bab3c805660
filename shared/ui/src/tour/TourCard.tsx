import { useEffect, useRef, type KeyboardEvent } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlPopup from '@shoelace-style/shoelace/dist/react/popup/index.js';
import { tourButtonLabel, tourProgressText, type TourStepDefinition } from '@curbside/domain';
import { useTourTarget } from './use-tour-target.ts';

export interface TourCardProps {
  step: TourStepDefinition;
  stepIndex: number;
  stepCount: number;
  onNext(): void;
  onSkip(): void;
}

/**
 * One tour step: a non-modal card (role=dialog named by the step title) next to the step's
 * target in the element that mounts the tour, or in the bottom-right corner when the target is not on screen.
 * It takes no clicks but its own.
 */
export function TourCard({ step, stepIndex, stepCount, onNext, onSkip }: TourCardProps) {
  const target = useTourTarget(step.attachTo);
  const cardRef = useRef<HTMLDivElement>(null);

  // A target below or above the fold (a report's table under its filters) is scrolled into view,
  // so the card beside it is on screen with its buttons.
  useEffect(() => {
    if (!target) return;
    const box = target.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) target.scrollIntoView({ block: 'center' });
  }, [target]);

  // Bring focus to the card when a step appears, unless it is already inside (the user pressed Next).
  useEffect(() => {
    const card = cardRef.current;
    if (card && !card.matches(':focus-within')) card.focus({ preventScroll: true });
  }, [step.id, target]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onSkip();
    }
  };

  const card = (
    // Escape skips the tour from anywhere in the card, the APG dialog pattern: jsx-a11y allows key
    // handlers on a <dialog> element, not yet on role="dialog".
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={cardRef}
      className="curb-tour-card"
      role="dialog"
      aria-label={step.title}
      aria-describedby={`curb-tour-text-${step.id}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <p className="curb-tour-progress">{tourProgressText(stepIndex, stepCount)}</p>
      <h2 className="curb-tour-title">{step.title}</h2>
      <p className="curb-tour-text" id={`curb-tour-text-${step.id}`}>
        {step.text}
      </p>
      <div className="curb-tour-actions">
        <SlButton size="small" onClick={onSkip}>
          Skip tour
        </SlButton>
        <SlButton size="small" variant="primary" onClick={onNext}>
          {tourButtonLabel(stepIndex, stepCount)}
        </SlButton>
      </div>
    </div>
  );

  if (!target) return <div className="curb-tour-corner">{card}</div>;
  return (
    <SlPopup
      className="curb-tour-popup"
      anchor={target}
      active
      placement={step.placement}
      strategy="fixed"
      distance={12}
      arrow
      flip
      shift
      shiftPadding={8}
    >
      {card}
    </SlPopup>
  );
}
