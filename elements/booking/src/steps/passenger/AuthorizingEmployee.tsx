import { useEffect, useState } from 'react';
import { endpoints } from '@curbside/contracts';
import type { Passenger } from '@curbside/contracts';
import { canSearch, minSearchChars } from '@curbside/domain';
import { sessionStore, stepperStore } from '@curbside/state';
import { Combobox, useApi, useCall } from '@curbside/ui';
import { fieldMark, useFieldError } from '../../field.ts';
import { loadLaterSteps } from '../../step-loader.ts';
import { useBookingContext, useStepper } from '../../stepper-hooks.ts';
import {
  authorizingEmployeeOf, canChooseAuthorizingEmployee, copiesMainPassengerFromRecord, isBlankPassenger, mainPassengerFromRecord,
} from './passenger-logic.ts';

/** Sets the authorizing employee; on a new booking the main passenger is copied from their record (001 §3). */
export function chooseAuthorizingEmployee(record: Passenger): void {
  const state = stepperStore.getState();
  const employee = authorizingEmployeeOf(record);
  if (!employee) return;
  state.setField('authorizingEmployee', employee);
  if (copiesMainPassengerFromRecord(state.action)) {
    const main = mainPassengerFromRecord(record);
    state.setPassenger(0, main);
    state.setField('preferredContactMethod', main.preferredContactMethod);
  }
  // Issue 17: a blocked employee is refused at once with the firm's blocked-users message, not only
  // on Next (the step rules come with the later steps' chunk, issue 10).
  if (employee.isBlockedUser) {
    void loadLaterSteps().then(({ validatePassengerStep }) => {
      const chosen = stepperStore.getState();
      if (chosen.authorizingEmployee?.userId !== employee.userId) return;
      const blocked = validatePassengerStep(chosen, { firm: sessionStore.getState().firm }).authorizingEmployee;
      if (blocked) chosen.setValidationErrors({ ...chosen.validationErrors, authorizingEmployee: blocked });
    }, () => {});
  }
}

/**
 * 'Authorizing employee' (issue 3 step 1): a booker finds only the employees they hold an
 * accepted permission for and an admin any employee (the server filters GET /users/passengers);
 * recent ones first. A standard user books for themself.
 */
export function AuthorizingEmployee() {
  const api = useApi();
  const { viewer } = useBookingContext();
  const employee = useStepper((state) => state.authorizingEmployee);
  const action = useStepper((state) => state.action);
  const error = useFieldError('authorizingEmployee');
  const chooser = canChooseAuthorizingEmployee(viewer);
  const [query, setQuery] = useState('');
  const searching = canSearch(query);

  // A new booking starts with the signed-in user as authorizing employee and main passenger.
  useEffect(() => {
    if (!viewer || employee || action === 'EDIT') return;
    let live = true;
    void api.call(endpoints.account.passengers, { query: { q: viewer.loginId } }).then(
      (found) => {
        if (!live || stepperStore.getState().authorizingEmployee) return;
        const self = found.find((p) => p.userId === viewer.userId);
        const record: Passenger = self ?? {
          userId: viewer.userId, employeeId: viewer.employeeId, fullName: viewer.name, email: viewer.loginId, mobilePhone: null,
          workPhone: null, countryCode: viewer.countryCode, mainPassenger: true, isPackage: false, preferredContactMethod: 'Email',
        };
        const main = stepperStore.getState().passengers[0];
        if (isBlankPassenger(main)) chooseAuthorizingEmployee(record);
        else {
          const me = authorizingEmployeeOf(record);
          if (me) stepperStore.getState().setField('authorizingEmployee', me);
        }
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [api, viewer, employee, action]);

  const recent = useCall(endpoints.account.recentPassengers, {}, { enabled: chooser, staleTime: 60_000 });

  const value = employee?.fullName ?? '';

  if (!chooser) {
    return (
      <div className="field" {...fieldMark('authorizingEmployee')}>
        <div className="static-field">
          <span className="static-label" id="authorizing-label">Authorizing employee</span>
          <span className="static-value" aria-labelledby="authorizing-label">{value || viewer?.name || ''}</span>
        </div>
        {error && <div className="field-error" role="alert">{error}</div>}
      </div>
    );
  }

  return (
    <div className="field" {...fieldMark('authorizingEmployee')}>
      <Combobox<Passenger>
        label="Authorizing employee"
        value={value}
        required
        icon="person"
        placeholder="Search by name, email or employee ID"
        helpText={`Type ${minSearchChars()}+ characters to search`}
        error={error}
        options={recent.data ?? []}
        groupLabel={searching ? null : 'Recent'}
        loadOptions={(q, signal) => api.call(endpoints.account.passengers, { query: { q }, signal })}
        canLoad={canSearch}
        emptyText={searching ? 'No employee found' : 'No recent passengers'}
        optionKey={(p) => String(p.userId ?? p.email)}
        optionLabel={(p) => p.fullName}
        renderOption={(p) => (
          <span className="combobox-option-text">
            <span className="combobox-option-main">{p.fullName}</span>
            <span className="combobox-option-secondary">{[p.email, p.employeeId].filter(Boolean).join(' · ')}</span>
          </span>
        )}
        onTextChange={setQuery}
        onSelect={(p) => {
          setQuery('');
          chooseAuthorizingEmployee(p);
        }}
      />
    </div>
  );
}
