import { useEffect, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import { endpoints } from '@curbside/contracts';
import { ShoelaceField, showToast, useApi, useEmit, useToastedTask } from '@curbside/ui';
import type { EmployeesEvents } from './employees.contract.ts';

/** The longest reason the server keeps with a block (POST /admin/blockedUsers). */
const BLOCK_REASON_MAX = 500;

/** Whom the dialog blocks. */
export interface BlockTarget { userId: number; fullName: string }

/**
 * Blocks (POST /admin/blockedUsers, active) or unblocks an employee, says so and tells the host.
 * A failure rejects with the server's error for the caller to show.
 */
export function useSetBlocked(): (user: BlockTarget, blocked: boolean, reason?: string | null) => Promise<void> {
  const api = useApi();
  const emit = useEmit<EmployeesEvents>();
  return async (user, blocked, reason) => {
    const blockedUser = blocked ? { userId: user.userId, active: true, reason: reason?.trim() || null } : { userId: user.userId, active: false };
    await api.call(endpoints.admin.blockUser, { body: { blockedUser } });
    showToast(`${user.fullName} is ${blocked ? 'blocked' : 'unblocked'}`, 'success');
    emit('curb-employee-blocked', { userId: user.userId, blocked });
  };
}

/**
 * Block an employee: an optional reason kept with the block. A blocked employee cannot authorize
 * bookings; bookers choosing them see the firm's message.
 */
export function BlockDialog({ target, onClose }: { target: BlockTarget | null; onClose(): void }) {
  const setBlocked = useSetBlocked();
  const [reason, setReason] = useState('');
  const { busy, run } = useToastedTask();

  useEffect(() => {
    if (target) setReason('');
  }, [target]);

  const block = async () => {
    if (!target || busy || reason.length > BLOCK_REASON_MAX) return;
    await run(async () => {
      await setBlocked(target, true, reason);
      onClose();
    });
  };

  return (
    <SlDialog
      label={target ? `Block ${target.fullName}` : 'Block'}
      open={target !== null}
      className="block-dialog"
      onSlAfterHide={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <p className="dialog-text">A blocked employee cannot be booked for; bookers choosing them see your firm&apos;s blocked-users message.</p>
      <ShoelaceField label="Reason" help="Optional, kept with the block" count={{ text: reason, max: BLOCK_REASON_MAX }}>
        {(control) => (
          <SlTextarea {...control} rows={2} value={reason} onSlInput={(event) => setReason((event.target as HTMLTextAreaElement).value)} />
        )}
      </ShoelaceField>
      <SlButton slot="footer" onClick={onClose}>Cancel</SlButton>
      <SlButton slot="footer" variant="danger" loading={busy} onClick={() => void block()}>Block</SlButton>
    </SlDialog>
  );
}
