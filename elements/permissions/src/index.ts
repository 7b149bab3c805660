export { permissionsContract, type PermissionsEvents, type PermissionsMode, type PermissionsProps } from './permissions.contract.ts';
export type { CurbPermissions } from './permissions.element.ts';
export {
  addCall, addDialogText, addFailureToast, addKind, addSuccessToast, deleteFailureToast, employeeLabel, nextLimit,
  parseView, permissionRowView, rowMenu, type AddCall, type AddKind, type PermissionRowView, type PermissionsView,
} from './permission-rows.ts';
