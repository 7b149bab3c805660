import type { ReactNode } from 'react';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { useAdoptedStyles, useFocusReturn } from '@curbside/ui';
import { dialogsCss } from './dialogs.css.ts';

interface ShellDialogProps {
  label: string;
  open: boolean;
  /**
   * Closed only by its own buttons (spec 000 §2 Other dialogs): Escape, the overlay and the close
   * button do nothing, and the close button is not shown.
   */
  mandatory?: boolean;
  /** Escape, the overlay or the close button asked to close (never for a mandatory dialog). */
  onClose?: () => void;
  /** The hide animation has finished. */
  onAfterHide?: () => void;
  /** The footer's buttons. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every curb-shell dialog: a Shoelace dialog with the shell's dialog styles that
 * gives the focus back to what opened it when it closes (WCAG 2.4.3; Shoelace alone finds only
 * the shell's host), and listens only to its own close requests, not to those of the selects and
 * tooltips inside it.
 */
export function ShellDialog({ label, open, mandatory = false, onClose, onAfterHide, actions, children }: ShellDialogProps) {
  useAdoptedStyles(dialogsCss);
  const returnFocus = useFocusReturn(open);
  return (
    <SlDialog
      className={`curb-shell-dialog${mandatory ? ' curb-shell-dialog--mandatory' : ''}`}
      label={label}
      open={open}
      onSlRequestClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (mandatory) event.preventDefault();
        else onClose?.();
      }}
      onSlAfterHide={(event) => {
        returnFocus(event);
        if (event.target === event.currentTarget) onAfterHide?.();
      }}
    >
      {children}
      <div slot="footer" className="curb-dialog-actions">
        {actions}
      </div>
    </SlDialog>
  );
}
