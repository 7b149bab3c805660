import { Suspense, lazy } from 'react';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';

export interface PhoneInputProps {
  /** Visible label of the number field ('Mobile phone'); the country picker is '{label} country'. */
  label: string;
  /** The stored phone, 'code-number' ('1-2025550123'), or '' when none. */
  value: string | null | undefined;
  /** The user's country: the default country when the number does not tell (spec 000 §5). */
  countryCode?: string | null;
  /** Called with the stored form ('code-number'), or '' when the field is emptied. */
  onChange: (value: string) => void;
  /** An inline message shown under the field (and marking it invalid). */
  error?: string | null;
  helpText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** The field with libphonenumber, once its code and the numbering plan are here (React loads it once). */
const LoadedPhoneInput = lazy(() => import('./LoadedPhoneInput.tsx').then(async ({ loadPhoneInput }) => ({ default: await loadPhoneInput() })));

/**
 * The phone input of spec 000 §5: a national-format number with a country dropdown (flags,
 * dial codes, search), without IR, KP, SY, CU and VE, US and GB first, only valid characters;
 * the default country comes from the number, else `countryCode`, else US. The value is stored
 * as 'code-number'. The number reformats when the field loses focus, so typing is never fought.
 * The field's code (libphonenumber) and the numbering plan download when the first phone field
 * shows, not with the page (issue 10); until they are there the field shows disabled (it cannot
 * take a number yet).
 */
export function PhoneInput(props: PhoneInputProps) {
  // The same label and help line meanwhile, so nothing moves when the field arrives.
  const waiting = <SlInput className={props.className} label={props.label} helpText={props.helpText} name={props.name} required={props.required} disabled />;
  return (
    <Suspense fallback={waiting}>
      <LoadedPhoneInput {...props} />
    </Suspense>
  );
}

