import type { ReactNode } from 'react';
import { ShownTabPanels, useApi, useSession, useSessionLoad, useShownTab } from '@curbside/ui';
import { BlockedUsers } from './BlockedUsers.tsx';
import { BookOnBehalfRequests } from './BookOnBehalfRequests.tsx';
import type { EmployeesProps, EmployeesTab } from './employees.contract.ts';
import { EmployeesTable } from './EmployeesTable.tsx';
import { canManageEmployees } from './employees-logic.ts';

const TABS: readonly { id: EmployeesTab; label: string }[] = [
  { id: 'employees', label: 'Employees' },
  { id: 'blocked', label: 'Blocked users' },
  { id: 'requests', label: 'Book on behalf requests' },
];

const PANELS: Record<EmployeesTab, ReactNode> = {
  employees: <EmployeesTable />,
  blocked: <BlockedUsers />,
  requests: <BookOnBehalfRequests />,
};

function parseTab(value: string | undefined): EmployeesTab {
  return TABS.find((entry) => entry.id === value)?.id ?? 'employees';
}

/**
 * <curb-employees>: manage employees for the firm's admins (spec 001 §7 Admin, 000 §2). Three
 * tabs; only the shown one is mounted, so each loads its calls when first opened.
 */
export function Employees({ tab }: EmployeesProps) {
  const api = useApi();
  const viewer = useSession((s) => s.userData?.user ?? null);
  const loaded = useSession((s) => s.userData !== null);
  const [shown, show] = useShownTab(tab, parseTab);

  useSessionLoad(api);

  if (!loaded) {
    return <p className="employees-state" role="status">Loading…</p>;
  }
  if (!canManageEmployees(viewer)) {
    return (
      <p className="employees-state employees-denied" role="status">
        Only your firm&apos;s admins can manage employees.
      </p>
    );
  }

  return (
    <div className="employees">
      <ShownTabPanels tabs={TABS} shown={shown} onShow={show} panels={PANELS} />
    </div>
  );
}
