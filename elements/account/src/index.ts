export { accountContract, type AccountEvents, type AccountMode, type AccountProps, type AccountSection, type AccountTabName } from './account.contract.ts';
export { ContactInfoForm, type ContactFormMode, type ContactInfoFormProps } from './contact/ContactInfoForm.tsx';
export { toContactInfo, toFormState, visibleCostAllocations } from './contact/contact-form-state.ts';
export {
  accountUserId, cardExpiryLabel, isSandboxKey, readSandboxMessage, resolveTab, sandboxFrameUrl,
} from './account-logic.ts';
