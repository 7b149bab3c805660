export {
  commonAttributes, commonCssParts, commonCssProperties, contractAttributes, cssPropertiesOf, parseAttribute, attributeValue, attributeDefault, propsWithDefaults,
  DEFAULT_API_KEY, NavigateDetail, EmptyDetail, AccountRequestedDetail, ACCOUNT_TAB_IDS, z, hostTokenEvents, hostTokenProperties,
  type ElementContract, type AttributeContract, type AttributeType, type PropertyContract, type EventContract,
  type CssPropertyContract, type CommonElementProps, type ContractProps, type EventDetails, type ElementOf,
  type TagMapOf, type EventMapOf,
} from './contract-kit.ts';
export { defineElement, type DefineElementOptions } from './define-element.tsx';
export { registerOnce, elementVersion, type ElementRegistry } from './element-registry.ts';
export { createEmitter, type Emit } from './emit.ts';
export { ElementContext, useElementContext, useHost, useEmit, type ElementContextValue } from './element-context.ts';
export { useApi } from './api-hooks.ts';
export { useSession, useUi, useToast, showToast, useShallow } from './store-hooks.ts';
export { confirm, showMessage } from './dialogs.ts';
export { useQuery, useMutation, type UseMutationResult } from './query-hooks.ts';
export { useCall, type CallOptions, type CallPick } from './query/use-call.ts';
export { ToastHost } from './ToastHost.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { MessageDialog } from './MessageDialog.tsx';
export { useFocusReturn } from './focus-return.ts';
export { useAdoptedStyles } from './inputs/adopt-styles.ts';
export { ElementErrorBoundary } from './ElementErrorBoundary.tsx';
export { themeClass, type ThemeClass } from './theme/theme-class.ts';
export { firmOverrideCss } from './theme/firm-override.ts';
export { themeSheets, elementSheets } from './theme/sheets.ts';
export { baseCss } from './theme/base.css.ts';
export { ensureShoelaceBasePath, resolveShoelaceBasePath, DEFAULT_SHOELACE_BASE } from './shoelace-base-path.ts';
export { sanitizeNoteHtml, sanitizeSupportHtml } from './sanitize-html.ts';
export { useFailureToast } from './failure-toast/use-failure-toast.ts';
export { useDebouncedValue } from './use-debounced-value.ts';
export { useLoadedElement } from './use-loaded-element.ts';
export { shownPath, useCurrentPath } from './use-current-path.ts';
export { useSessionLoad } from './use-session-load.ts';
export { useToastedTask, type ToastedTask } from './use-toasted-task.ts';
export { saveDownloadedFile } from './save-file.ts';
export { ShownTabPanels, useShownTab, type ShownTabPanelsProps } from './ShownTabPanels.tsx';
export { TourHost, type TourHostProps, type TourSteps } from './tour/index.ts';
export {
  sessionStore, uiStore, toastStore, confirmStore, dialogStore, queryClient,
  type ToastVariant, type SessionState, type UiState,
} from '@curbside/state';
export { PhoneInput, type PhoneInputProps } from './inputs/PhoneInput.tsx';
export { AddressInput, type AddressInputProps, type AddressSelection } from './inputs/AddressInput.tsx';
export { NotesEditor, SavedNotesEditor, type NotesEditorProps } from './notes/NotesEditor.tsx';
export { Combobox, type ComboboxProps } from './combobox/Combobox.tsx';
export { employeeSearch, type EmployeeSearchProps } from './combobox/employee-search.tsx';
export type { OptionsLoader } from './combobox/use-loaded-options.ts';
export { CostAllocationCombobox, type CostAllocationComboboxProps } from './combobox/CostAllocationCombobox.tsx';
export {
  DataTable, VIRTUAL_ROWS_FROM, type DataTableProps, type DataTableColumn, type DataTableSelection, type DataTableMore,
} from './data-table/DataTable.tsx';
export { RowMenu, type RowMenuItem, type RowMenuProps } from './data-table/RowMenu.tsx';
export type { RowKey } from './data-table/selection.ts';
export type { SortState, SortDirection, SortValue } from './data-table/sorting.ts';
export { StatusPill, type StatusPillProps } from './status-pill/StatusPill.tsx';
export { FiltersToggle, type FiltersToggleProps } from './filters/FiltersToggle.tsx';
export { SearchForm, type SearchFormProps } from './search/SearchForm.tsx';
export { SearchChoice, type SearchChoiceProps } from './search/SearchChoice.tsx';
export { DateRangeFields, type DateRangeFieldsProps } from './search/DateRangeFields.tsx';
export { NumberSearchField, type NumberSearchFieldProps } from './search/NumberSearchField.tsx';
export { CountryFilter, PurposeFilter, CarProviderFilter, YesNoFilter } from './filters/ReportFilterSelects.tsx';
export {
  CostAllocationsFilter, EmployeesFilter, FilterGroup, useHistoryAllocationCodes, type CostAllocationsFilterProps,
} from './filters/ReportChoiceFilters.tsx';
export { reportChoiceFiltersCss } from './filters/report-choice-filters.css.ts';
export type { EmployeeStatus } from './status-pill/status-pills.ts';
export {
  Field, ShoelaceField, type FieldProps, type FieldControlProps, type ShoelaceFieldProps, type ShoelaceControlProps,
} from './field/Field.tsx';
export { FormActions, FormErrorSummary, type FormActionsProps } from './field/FormErrorSummary.tsx';
export type { FormError } from './field/field-state.ts';
export { useEditableCopy } from './field/use-editable-copy.ts';
export { useEarlySlotHandOver } from './use-early-slot.ts';
export {
  loadWorldCountries, loadUsStates, ALPHA2_BY_ISO_NUMERIC, STATE_CODE_BY_FIPS, type AtlasCollection, type AtlasFeature, type AtlasProperties,
} from './map/geometry.ts';
export { GeoMap } from './map/GeoMap.tsx';
export type { GeoMapProps, MapArea, MapEdit, MapMarker } from './map/geo-map-props.ts';
export {
  EMPTY_POLYGON, addVertex, moveVertex, removeVertex, insertVertex, canClose, closePolygon, polygonFromRing, type EditablePolygon,
} from './map/polygon-edit.ts';
