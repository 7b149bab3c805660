import { useEffect, useState } from 'react';
import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import SlTabPanel from '@shoelace-style/shoelace/dist/react/tab-panel/index.js';
import { isSuperAdmin } from '@curbside/domain';
import { connectSessionToApi, loadSession } from '@curbside/state';
import { sessionStore, useApi, useSession } from '@curbside/ui';
import { ADMIN_SETTINGS_SECTIONS, type AdminSettingsProps } from './admin-settings.contract.ts';
import { SECTION_LABELS, parseSection, type AdminSettingsSection } from './admin-settings-logic.ts';
import { AdminsSection } from './admins/AdminsSection.tsx';
import { BroadcastSection } from './broadcast/BroadcastSection.tsx';
import { IntegrationsSection } from './integrations/IntegrationsSection.tsx';
import { TagsSection } from './tags/TagsSection.tsx';

/**
 * <curb-admin-settings>: a super admin's settings of the firm (spec 001 §7 Superadmin; 000 §2,
 * §6: only super admins see admin settings). Only the shown section is mounted, so each loads its
 * calls when first opened.
 */
export function AdminSettings({ section }: AdminSettingsProps) {
  const api = useApi();
  const viewer = useSession((s) => s.userData?.user ?? null);
  const loaded = useSession((s) => s.userData !== null);
  const [shown, setShown] = useState<AdminSettingsSection>(() => parseSection(section));

  useEffect(() => setShown(parseSection(section)), [section]);

  // The portal's root config usually loaded the session already; loadSession() shares a running load.
  useEffect(() => {
    connectSessionToApi(api);
    if (!sessionStore.getState().userData) void loadSession(api);
  }, [api]);

  if (!loaded) return <p className="settings-state" role="status">Loading…</p>;
  if (!viewer || !isSuperAdmin(viewer)) {
    return <p className="settings-state" role="status">Only super admins can change admin settings.</p>;
  }

  return (
    <div className="settings">
      <SlTabGroup
        className="tabs"
        part="tabs"
        onSlTabShow={(event) => {
          if (event.target === event.currentTarget) setShown(parseSection(event.detail.name));
        }}
      >
        {ADMIN_SETTINGS_SECTIONS.map((id) => (
          <SlTab key={id} slot="nav" panel={id} active={id === shown}>
            {SECTION_LABELS[id]}
          </SlTab>
        ))}
        {ADMIN_SETTINGS_SECTIONS.map((id) => (
          <SlTabPanel key={id} name={id} active={id === shown}>
            {id === shown && id === 'tags' && <TagsSection />}
            {id === shown && id === 'broadcast' && <BroadcastSection />}
            {id === shown && id === 'admins' && <AdminsSection viewerUserId={viewer.userId} />}
            {id === shown && id === 'integrations' && <IntegrationsSection />}
          </SlTabPanel>
        ))}
      </SlTabGroup>
    </div>
  );
}
