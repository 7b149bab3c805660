import { useAccount } from '../account-context.ts';
import { PermissionsEmbed } from '../permissions-embed.tsx';

/** BOOK ON BEHALF (admins only, spec 000 §2/§6): employees this user may book for, and requests. */
export function OnBehalfTab() {
  const { userId } = useAccount();
  return <PermissionsEmbed mode="onBehalf" userId={userId} />;
}
