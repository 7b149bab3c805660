import type { ContactInfo, PreferencesResponse } from '@curbside/contracts';
import { queryClient, sessionStore } from '@curbside/ui';
import { accountKeys } from '../account-logic.ts';

/**
 * After POST /users/{id}/contactInfo: the cached account shows the saved contact information and,
 * when it is the signed-in user's, the session too (the header shows their name). A registration
 * save also ends the pending state (`isPending: false`: the server completed the registration).
 */
export function contactSaved(
  account: PreferencesResponse, userId: number, contactInformation: ContactInfo, completesRegistration = false,
): void {
  queryClient.setQueryData(accountKeys.account(userId), { ...account, contactInformation });
  const session = sessionStore.getState();
  if (!session.userData || session.userData.user.userId !== userId) return;
  session.setUserData({
    ...session.userData,
    user: {
      ...session.userData.user,
      firstName: contactInformation.firstName,
      lastName: contactInformation.lastName,
      name: contactInformation.fullName || session.userData.user.name,
      ...(completesRegistration ? { isPending: false } : {}),
    },
  });
}
