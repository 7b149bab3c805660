import type { ReactNode } from 'react';
import { isSuperAdmin } from '@curbside/domain';
import { ShownTabPanels, useApi, useSession, useSessionLoad, useShownTab } from '@curbside/ui';
import { ADMIN_SETTINGS_SECTIONS, type AdminSettingsProps } from './admin-settings.contract.ts';
import { SECTION_LABELS, parseSection, type AdminSettingsSection } from './admin-settings-logic.ts';
import { AdminsSection } from './admins/AdminsSection.tsx';
import { BroadcastSection } from './broadcast/BroadcastSection.tsx';
import { IntegrationsSection } from './integrations/IntegrationsSection.tsx';
import { MarginsSection } from './margins/MarginsSection.tsx';
import { TagsSection } from './tags/TagsSection.tsx';

const SECTION_TABS = ADMIN_SETTINGS_SECTIONS.map((id) => ({ id, label: SECTION_LABELS[id] }));

/**
 * <curb-admin-settings>: a super admin's settings of the firm (spec 001 §7 Superadmin; 000 §2,
 * §6: only super admins see admin settings). Only the shown section is mounted, so each loads its
 * calls when first opened.
 */
export function AdminSettings({ section }: AdminSettingsProps) {
  const api = useApi();
  const viewer = useSession((s) => s.userData?.user ?? null);
  const loaded = useSession((s) => s.userData !== null);
  const [shown, show] = useShownTab(section, parseSection);

  useSessionLoad(api);

  if (!loaded) return <p className="settings-state" role="status">Loading…</p>;
  if (!viewer || !isSuperAdmin(viewer)) {
    return <p className="settings-state" role="status">Only super admins can change admin settings.</p>;
  }

  const panels: Record<AdminSettingsSection, ReactNode> = {
    tags: <TagsSection />,
    broadcast: <BroadcastSection />,
    admins: <AdminsSection viewerUserId={viewer.userId} />,
    integrations: <IntegrationsSection />,
    booking: <MarginsSection />,
  };
  return (
    <div className="settings">
      <ShownTabPanels tabs={SECTION_TABS} shown={shown} onShow={show} panels={panels} />
    </div>
  );
}
