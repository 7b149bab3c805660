import { endpoints } from '@curbside/contracts';
import type { ContactInfo } from '@curbside/contracts';
import { CONTACT_TOASTS, errorText, withServerError } from '@curbside/domain';
import { showToast, useApi, useMutation, useSession } from '@curbside/ui';
import { useAccount } from '../account-context.ts';
import { contactSaved } from '../contact/contact-saved.ts';
import { ContactInfoForm } from '../contact/ContactInfoForm.tsx';

/**
 * EMPLOYEE DETAILS (spec 000 §2 Contact information): the contact form over POST
 * /users/{id}/contactInfo. Success: 'Contact information has been successfully saved.';
 * failure: 'Failed to save contact info.' plus the server's error, and the form keeps what was typed.
 */
export function ContactTab() {
  const api = useApi();
  const { userId, firm, account, viewer, isSelf, saved } = useAccount();
  const countries = useSession((state) => state.countries);
  const save = useMutation({
    mutationFn: (contactInformation: ContactInfo) =>
      api.call(endpoints.account.contactInfo, { params: { id: userId }, body: { contactInformation } }),
  });

  return (
    <section className="curb-stack" aria-label="Employee details">
      <ContactInfoForm
        mode="account"
        initial={account.contactInformation}
        firm={firm}
        userId={userId}
        recordSource={isSelf ? viewer.source : null}
        countries={countries}
        saving={save.isPending}
        onSubmit={(info) =>
          save.mutate(info, {
            onSuccess: (contactInformation) => {
              showToast(CONTACT_TOASTS.saved, 'success');
              contactSaved(account, userId, contactInformation);
              saved('contact');
            },
            onError: (error) => showToast(withServerError(CONTACT_TOASTS.saveFailed, errorText(error)), 'danger'),
          })
        }
      />
    </section>
  );
}
