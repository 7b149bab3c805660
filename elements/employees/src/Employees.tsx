import { useEffect, useState } from 'react';
import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import SlTabPanel from '@shoelace-style/shoelace/dist/react/tab-panel/index.js';
import { connectSessionToApi, loadSession } from '@curbside/state';
import { sessionStore, useApi, useSession } from '@curbside/ui';
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
  const [shown, setShown] = useState<EmployeesTab>(() => parseTab(tab));

  useEffect(() => setShown(parseTab(tab)), [tab]);

  // The portal's root config usually loaded the session already; loadSession() shares a running load.
  useEffect(() => {
    connectSessionToApi(api);
    if (!sessionStore.getState().userData) void loadSession(api);
  }, [api]);

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
      <SlTabGroup
        className="tabs"
        part="tabs"
        onSlTabShow={(event) => {
          if (event.target === event.currentTarget) setShown(parseTab(event.detail.name));
        }}
      >
        {TABS.map((entry) => (
          <SlTab key={entry.id} slot="nav" panel={entry.id} active={entry.id === shown}>
            {entry.label}
          </SlTab>
        ))}
        {TABS.map((entry) => (
          <SlTabPanel key={entry.id} name={entry.id} active={entry.id === shown}>
            {entry.id === shown && entry.id === 'employees' && <EmployeesTable />}
            {entry.id === shown && entry.id === 'blocked' && <BlockedUsers />}
            {entry.id === shown && entry.id === 'requests' && <BookOnBehalfRequests />}
          </SlTabPanel>
        ))}
      </SlTabGroup>
    </div>
  );
}
