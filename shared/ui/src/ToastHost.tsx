import { useStore } from 'zustand';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { toastStore } from '@curbside/state';
import type { ToastVariant } from '@curbside/state';
import { toastHostElection } from './host-election.ts';
import { useElectedHost } from './use-elected-host.ts';

const ICONS: Record<ToastVariant, string> = {
  primary: 'info-circle',
  success: 'check2-circle',
  neutral: 'gear',
  warning: 'exclamation-triangle',
  danger: 'exclamation-octagon',
};

/** spec 000 §9 Toasts: top-center, 7000 ms (toastStore hides it), at most one at a time on the page. */
export function ToastHost() {
  const elected = useElectedHost(toastHostElection);
  const toast = useStore(toastStore, (state) => state.current);
  if (!elected || !toast) return null;
  return (
    <div className="curb-toast-region" part="toast">
      <SlAlert
        key={toast.id}
        variant={toast.variant}
        open
        closable
        onSlAfterHide={() => toastStore.getState().hide(toast.id)}
      >
        <SlIcon slot="icon" name={ICONS[toast.variant]} />
        {toast.message}
      </SlAlert>
    </div>
  );
}
