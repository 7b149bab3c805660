import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { useAdoptedStyles } from '../inputs/adopt-styles.ts';
import { statusPillCss } from './status-pill.css.ts';
import { statusPillLook, type StatusPillStatus } from './status-pills.ts';

export type StatusPillProps = StatusPillStatus & {
  /** The CSS part the host page styles it by; 'status' unless told. */
  part?: string;
};

/**
 * A status as a Shoelace pill tag with its icon and label: reservation and payment statuses
 * (spec 001 §4) and booker permission statuses (spec 000 §4), coloured from the one table in
 * status-pills.ts.
 */
export function StatusPill({ part = 'status', ...pill }: StatusPillProps) {
  useAdoptedStyles(statusPillCss);
  const look = statusPillLook(pill);
  return (
    <SlTag
      className="curb-status-pill"
      part={part}
      variant={look.variant}
      size="small"
      pill
      data-kind={pill.kind}
      data-status={pill.status}
      data-tone={look.tone}
      data-moving={look.moving ? '' : undefined}
    >
      <SlIcon name={look.icon} aria-hidden="true" />
      {look.label}
    </SlTag>
  );
}
