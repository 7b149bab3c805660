import type { ReactNode } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';

/** A list of step 3 as it loads: its answer, or why it failed. */
export type LoadState<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; value: T };

export interface CarStateProps {
  /** A Shoelace icon name, or 'spinner' while loading. */
  icon: string;
  /** 'alert' for a failure, 'status' to be read out politely, none when another status speaks for it. */
  role?: 'alert' | 'status';
  /** Shows 'Try again' after the message. */
  onRetry?: () => void;
  children: ReactNode;
}

/** The dashed box a list of step 3 shows instead of its items: loading, failed (with 'Try again') or empty. */
export function CarState({ icon, role, onRetry, children }: CarStateProps) {
  return (
    <div className="car-state" role={role} aria-hidden={role ? undefined : true}>
      {icon === 'spinner' ? <SlSpinner aria-hidden="true" /> : <SlIcon name={icon} aria-hidden="true" />}
      <span>{children}</span>
      {onRetry && (
        <SlButton size="small" onClick={onRetry}>
          Try again
        </SlButton>
      )}
    </div>
  );
}
