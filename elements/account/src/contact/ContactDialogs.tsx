import { useEffect, useState, type ReactNode } from 'react';
import { endpoints } from '@curbside/contracts';
import type { ContactInfo } from '@curbside/contracts';
import { CONTACT_TOASTS, PREFERENCES_TOASTS, errorText, withServerError } from '@curbside/domain';
import { showToast, useApi, useEmit, useMutation, useSession } from '@curbside/ui';
import type { AccountEvents, AccountProps } from '../account.contract.ts';
import { AccountDialog, LoadFailed, LoadingState, useAccountQuery, useCloseDialog, useViewerWhenOpen } from '../AccountDialog.tsx';
import { contactSaved } from './contact-saved.ts';
import { CONTACT_FORM_TITLES, ContactInfoForm } from './ContactInfoForm.tsx';

/** What both contact dialogs need: the session (loaded on open), the close, the event emitter. */
function useContactDialog(open: boolean) {
  const viewer = useViewerWhenOpen(open);
  const firm = useSession((state) => state.firm);
  const countries = useSession((state) => state.countries);
  return { api: useApi(), emit: useEmit<AccountEvents>(), close: useCloseDialog(), viewer, firm, countries };
}

/**
 * mode="registration" (spec 000 §2 Contact information, Other dialogs: 'Pending user on first
 * session: shows the registration contact form'): the signed-in user's contact form titled
 * 'Contact information', greeting them by the name part of their email. It cannot be closed
 * until saved (POST /users/{id}/contactInfo, which completes the registration); then it fires
 * curb-account-saved { section: 'contact' } and closes.
 */
export function RegistrationDialog({ open }: Pick<AccountProps, 'open'>) {
  const { api, emit, close, viewer, firm, countries } = useContactDialog(open);
  const userId = viewer?.userId ?? null;
  const account = useAccountQuery(userId, open);

  const save = useMutation({
    mutationFn: (contactInformation: ContactInfo) =>
      api.call(endpoints.account.contactInfo, { params: { id: userId ?? 0 }, body: { contactInformation } }),
  });

  let body: ReactNode;
  if (account.isError) {
    body = <LoadFailed text={PREFERENCES_TOASTS.loadFailed} onRetry={() => void account.refetch()} />;
  } else if (!viewer || !firm || !account.data || userId === null) {
    body = <LoadingState text="Loading your details…" />;
  } else {
    const loaded = account.data;
    body = (
      <ContactInfoForm
        mode="registration"
        showTitle={false}
        initial={loaded.contactInformation}
        firm={firm}
        userId={userId}
        recordSource={viewer.source}
        countries={countries}
        email={viewer.loginId}
        saving={save.isPending}
        onSubmit={(info) =>
          save.mutate(info, {
            onSuccess: (contactInformation) => {
              showToast(CONTACT_TOASTS.saved, 'success');
              contactSaved(loaded, userId, contactInformation, true);
              emit('curb-account-saved', { userId, section: 'contact' });
              close();
            },
            onError: (error) => showToast(withServerError(CONTACT_TOASTS.saveFailed, errorText(error)), 'danger'),
          })
        }
      />
    );
  }

  return (
    <AccountDialog label={CONTACT_FORM_TITLES.registration} open={open} layout="form" mandatory onClose={close}>
      {body}
    </AccountDialog>
  );
}

/**
 * mode="new-employee" (spec 000 §2 Contact information: 'New employee (admin adds an
 * employee)'): the contact form over POST /admin/users. Failure: 'Failed to add a new
 * employee.' plus the server's error, and the form keeps what was typed. Success fires
 * curb-account-saved { userId: the new employee, section: 'newEmployee' } and closes; each
 * opening starts from an empty form.
 */
export function NewEmployeeDialog({ open }: Pick<AccountProps, 'open'>) {
  const { api, emit, close, viewer, firm, countries } = useContactDialog(open);
  const [round, setRound] = useState(0);

  // Every opening starts a new employee from scratch.
  useEffect(() => {
    if (open) setRound((value) => value + 1);
  }, [open]);

  const add = useMutation({
    mutationFn: (contactInformation: ContactInfo) =>
      api.call(endpoints.admin.addUser, { body: { userData: { contactInformation } } }),
  });

  // Who may add employees is the server's rule (an admin of the firm, and the firm's allowAddUserManually):
  // a refusal shows as 'Failed to add a new employee.' with the server's reason.
  const body =
    !viewer || !firm ? (
      <LoadingState text="Loading…" />
    ) : (
      <ContactInfoForm
        key={round}
        mode="newEmployee"
        showTitle={false}
        initial={null}
        firm={firm}
        userId={null}
        countries={countries}
        saving={add.isPending}
        submitLabel="Add employee"
        onCancel={close}
        onSubmit={(info) =>
          add.mutate(info, {
            onSuccess: ({ userId }) => {
              emit('curb-account-saved', { userId, section: 'newEmployee' });
              close();
            },
            onError: (error) => showToast(withServerError(CONTACT_TOASTS.addEmployeeFailed, errorText(error)), 'danger'),
          })
        }
      />
    );

  return (
    <AccountDialog label={CONTACT_FORM_TITLES.newEmployee} open={open} layout="form" onClose={close}>
      {body}
    </AccountDialog>
  );
}
