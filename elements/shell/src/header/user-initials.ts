import type { User } from '@curbside/contracts';

/** The avatar letters of the user menu button: first and last name initials, else the login id's first letter. */
export function userInitials(user: Pick<User, 'firstName' | 'lastName' | 'loginId'>): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0))
    .filter((c) => c !== '')
    .join('');
  return (letters || user.loginId.trim().charAt(0)).toUpperCase();
}
