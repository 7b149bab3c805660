import { useAccount } from '../account-context.ts';
import { PermissionsEmbed } from '../permissions-embed.tsx';

/** AUTHORIZED BOOKERS (spec 000 §2 Booker permissions table): who may book for this employee. */
export function BookersTab() {
  const { userId } = useAccount();
  return <PermissionsEmbed mode="bookers" userId={userId} />;
}
