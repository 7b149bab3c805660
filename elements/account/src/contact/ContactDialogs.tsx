import { useCallback, useEffect, useState, type ReactNode } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { endpoints } from '@curbside/contracts';
import type { ContactInfo } from '@curbside/contracts';
import { CONTACT_TOASTS, PREFERENCES_TOASTS, errorText, withServerError } from '@curbside/domain';
import { loadSession } from '@curbside/state';
import { queryClient, sessionStore, showToast, useApi, useEmit, useHost, useMutation, useQuery, useSession } from '@curbside/ui';
import type { AccountEvents, AccountProps } from '../account.contract.ts';
import { accountKeys } from '../account-logic.ts';
import { CONTACT_FORM_TITLES, ContactInfoForm } from './ContactInfoForm.tsx';

/** Removes the host's `open` attribute and fires curb-account-closed. */
function useCloseDialog(): () => void {
  const host = useHost();
  const emit = useEmit<AccountEvents>();
  return useCallback(() => {
    host.removeAttribute('open');
    emit('curb-account-closed', {});
  }, [host, emit]);
}

function Loading({ text }: { text: string }) {
  return (
    <div className="account-state" role="status">
      <SlSpinner aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

function ContactDialog({
  label, open, mandatory, onClose, children,
}: { label: string; open: boolean; mandatory: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <SlDialog
      className={`contact-dialog${mandatory ? ' is-mandatory' : ''}`}
      part="dialog"
      label={label}
      open={open}
      onSlRequestClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // Mandatory: only saving closes it. Otherwise clicking beside it would lose what was typed.
        if (mandatory || event.detail.source === 'overlay') {
          event.preventDefault();
          return;
        }
        onClose();
      }}
    >
      <div className="contact-dialog-body">{children}</div>
    </SlDialog>
  );
}

/**
 * mode="registration" (spec 000 §2 Contact information, Other dialogs: 'Pending user on first
 * session: shows the registration contact form'): the signed-in user's contact form titled
 * 'Contact information', greeting them by the name part of their email. It cannot be closed
 * until saved (POST /users/{id}/contactInfo, which completes the registration); then it fires
 * curb-account-saved { section: 'contact' } and closes.
 */
export function RegistrationDialog({ open }: Pick<AccountProps, 'open'>) {
  const api = useApi();
  const emit = useEmit<AccountEvents>();
  const close = useCloseDialog();
  const viewer = useSession((state) => state.userData?.user ?? null);
  const firm = useSession((state) => state.firm);
  const countries = useSession((state) => state.countries);
  const userId = viewer?.userId ?? null;

  useEffect(() => {
    if (open && !viewer) void loadSession(api);
  }, [open, viewer, api]);

  const account = useQuery({
    queryKey: accountKeys.account(userId ?? 0),
    queryFn: ({ signal }) => api.call(endpoints.account.account, { params: { id: userId ?? 0 }, signal }),
    enabled: open && userId !== null,
  });

  const save = useMutation({
    mutationFn: (contactInformation: ContactInfo) =>
      api.call(endpoints.account.contactInfo, { params: { id: userId ?? 0 }, body: { contactInformation } }),
  });

  let body: ReactNode;
  if (account.isError) {
    body = (
      <div className="account-state" role="alert">
        <p>{PREFERENCES_TOASTS.loadFailed}</p>
        <SlButton size="small" onClick={() => void account.refetch()}>
          Try again
        </SlButton>
      </div>
    );
  } else if (!viewer || !firm || !account.data || userId === null) {
    body = <Loading text="Loading your details…" />;
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
              queryClient.setQueryData(accountKeys.account(userId), { ...loaded, contactInformation });
              // The server completed the registration: the user is no longer pending.
              const session = sessionStore.getState();
              if (session.userData && session.userData.user.userId === userId) {
                session.setUserData({
                  ...session.userData,
                  user: {
                    ...session.userData.user,
                    firstName: contactInformation.firstName,
                    lastName: contactInformation.lastName,
                    name: contactInformation.fullName || session.userData.user.name,
                    isPending: false,
                  },
                });
              }
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
    <ContactDialog label={CONTACT_FORM_TITLES.registration} open={open} mandatory onClose={close}>
      {body}
    </ContactDialog>
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
  const api = useApi();
  const emit = useEmit<AccountEvents>();
  const close = useCloseDialog();
  const viewer = useSession((state) => state.userData?.user ?? null);
  const firm = useSession((state) => state.firm);
  const countries = useSession((state) => state.countries);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (open && !viewer) void loadSession(api);
  }, [open, viewer, api]);

  // Every opening starts a new employee from scratch.
  useEffect(() => {
    if (open) setRound((value) => value + 1);
  }, [open]);

  const add = useMutation({
    mutationFn: (contactInformation: ContactInfo) =>
      api.call(endpoints.admin.addUser, { body: { userData: { contactInformation } } }),
  });

  let body: ReactNode;
  if (!viewer || !firm) {
    body = <Loading text="Loading…" />;
  } else {
    // Who may add employees is the server's rule (an admin of the firm, and the firm's allowAddUserManually):
    // a refusal shows as 'Failed to add a new employee.' with the server's reason.
    body = (
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
  }

  return (
    <ContactDialog label={CONTACT_FORM_TITLES.newEmployee} open={open} mandatory={false} onClose={close}>
      {body}
    </ContactDialog>
  );
}
