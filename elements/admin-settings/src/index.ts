export { adminSettingsContract, type AdminSettingsEvents, type AdminSettingsProps } from './admin-settings.contract.ts';
export type { CurbAdminSettings } from './admin-settings.element.ts';
