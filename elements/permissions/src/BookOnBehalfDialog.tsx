import { useEffect, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import type SlCheckboxElement from '@shoelace-style/shoelace/dist/components/checkbox/checkbox.component.js';
import { endpoints, type BookerPermission, type UserSummary } from '@curbside/contracts';
import { errorText, isSuperAdmin, validateBookOnBehalf } from '@curbside/domain';
import { showToast, useApi, useFocusReturn, useMutation, useSession } from '@curbside/ui';
import { EmployeePicker } from './EmployeePicker.tsx';
import {
  addCall, addDialogText, addFailureToast, addSuccessToast, type AddCall, type AddKind,
} from './permission-rows.ts';

export interface BookOnBehalfDialogProps {
  open: boolean;
  kind: AddKind;
  /** The employee the element shows. */
  subjectId: number;
  /** The signed-in user's login id (a request names its booker by it). */
  viewerLoginId: string;
  onClose(): void;
  /** The permission was granted or requested. */
  onDone(permission: BookerPermission): void;
}

/**
 * spec 000 §2 Book-on-behalf dialog, §5 Booker permission: one mandatory employee picker
 * ('Employee name or ID', 'Start typing to get data'); admins get 'Set as super admin' and Add,
 * others Send for approval. The booker tab's variant is titled 'Add booker'. A failure keeps
 * the dialog open with the choice so the user can try again.
 */
export function BookOnBehalfDialog({ open, kind, subjectId, viewerLoginId, onClose, onDone }: BookOnBehalfDialogProps) {
  const api = useApi();
  const text = addDialogText(kind);
  const isAdmin = kind !== 'request';
  const [chosen, setChosen] = useState<UserSummary | null>(null);
  const [superAdmin, setSuperAdmin] = useState(false);
  const superAdminBox = useRef<SlCheckboxElement>(null);
  // Only a super admin may make someone a super admin (POST /superadmin/permissions, issue 17).
  const viewerIsSuperAdmin = useSession((s) => (s.userData ? isSuperAdmin(s.userData.user) : false));
  // Errors show after an attempt, never on open (issue 8: the picker's blur as the dialog opened
  // showed one): sending, or leaving the picker after typing in it without choosing.
  const [attempted, setAttempted] = useState(false);
  const [typed, setTyped] = useState(false);
  // Typing is a new try (the message waits for the next attempt). Shoelace's sl-input events
  // leave the picker's shadow roots; React hears no input event from there.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onType = () => {
      setTyped(true);
      setAttempted(false);
    };
    form.addEventListener('sl-input', onType);
    return () => form.removeEventListener('sl-input', onType);
  }, []);
  const submit = useMutation({
    mutationFn: (call: AddCall) =>
      call.endpoint === 'adminGrant'
        ? api.call(endpoints.permissions.adminGrant, { body: call.body })
        : api.call(endpoints.permissions.request, { body: call.body }),
  });

  // Every opening starts empty.
  useEffect(() => {
    if (open) {
      setChosen(null);
      setSuperAdmin(false);
      setAttempted(false);
      setTyped(false);
    }
  }, [open]);

  const bookerUserId = kind === 'grant' ? subjectId : kind === 'addBooker' ? chosen?.userId : undefined;
  const errors = validateBookOnBehalf({ employee: chosen, isAdmin, bookerUserId });
  const shownError = attempted ? (errors.employee ?? null) : null;

  // 'Set as super admin' (000 §5): the booker of the granted permission becomes an admin and super admin.
  const makeSuperAdmin = async (permission: BookerPermission): Promise<string | null> => {
    // Read from the box itself: the answer may come back after renders that closed over an older state.
    if (!superAdminBox.current?.checked || !viewerIsSuperAdmin || !permission.bookerEmail) return null;
    try {
      await api.call(endpoints.superadmin.setAdmin, { body: { loginId: permission.bookerEmail, setAsAdmin: true, isSuperAdmin: true } });
      return null;
    } catch (error) {
      return errorText(error);
    }
  };

  const send = () => {
    setAttempted(true);
    if (!chosen || Object.keys(errors).length > 0) return;
    submit.mutate(addCall(kind, { subjectId, viewerLoginId, chosen }), {
      onSuccess: (permission) => {
        void makeSuperAdmin(permission).then((failure) => {
          showToast(failure ?? addSuccessToast(kind), failure ? 'danger' : 'success');
          onDone(permission);
          onClose();
        });
      },
      onError: (error) => showToast(addFailureToast(kind, error), 'danger'),
    });
  };

  // Closing gives the focus back to the button that opened the dialog (WCAG 2.4.3).
  const returnFocus = useFocusReturn(open);

  return (
    <SlDialog
      className="bob-dialog"
      label={text.title}
      open={open}
      onSlAfterHide={returnFocus}
      onSlRequestClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (submit.isPending) event.preventDefault();
        else onClose();
      }}
    >
      <form
        className="bob-form"
        noValidate
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <EmployeePicker
          label={text.pickerLabel}
          placeholder={text.placeholder}
          required
          value={chosen}
          onChange={setChosen}
          error={shownError}
          onBlur={() => {
            if (typed) setAttempted(true);
          }}
          excludeUserIds={[subjectId]}
          autoFocus={open}
        />
        {text.superAdminCheckboxLabel ? (
          <SlCheckbox
            ref={superAdminBox}
            checked={superAdmin}
            disabled={!viewerIsSuperAdmin}
            helpText={viewerIsSuperAdmin ? '' : 'Only a super admin can set this'}
            onSlChange={(event) => setSuperAdmin((event.target as SlCheckboxElement).checked)}
          >
            {text.superAdminCheckboxLabel}
          </SlCheckbox>
        ) : null}
      </form>
      <div slot="footer" className="curb-dialog-actions">
        <SlButton onClick={onClose} disabled={submit.isPending}>
          {text.cancelLabel}
        </SlButton>
        <SlButton variant="primary" loading={submit.isPending} disabled={!chosen} onClick={send}>
          {text.submitLabel}
        </SlButton>
      </div>
    </SlDialog>
  );
}
