import { useEffect, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import SlMenuLabel from '@shoelace-style/shoelace/dist/react/menu-label/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlMenuItemElement from '@shoelace-style/shoelace/dist/components/menu-item/menu-item.component.js';
import { endpoints } from '@curbside/contracts';
import type { AddressStop } from '@curbside/contracts';
import { BOOKING_ERRORS, MANUAL_NAME_OR_NUMBER_LABEL, addressFromSavedPlace, addressFromValidation, errorText } from '@curbside/domain';
import { ShoelaceField, AddressInput, showToast, useApi } from '@curbside/ui';
import { fieldMark, useFieldError } from '../../field.ts';
import { addressText } from './location-logic.ts';
import type { QuickPick, QuickPickType } from './use-saved-places.ts';

const GROUPS: readonly { type: QuickPickType; label: string }[] = [
  { type: 'HOME', label: 'Home' },
  { type: 'OFFICE', label: 'Office' },
  { type: 'FAVORITES', label: 'Favorites' },
  { type: 'RECENTS', label: 'Recent' },
];

export interface AddressFieldProps {
  label: string;
  /** The validators' path: 'pickUpAddress', 'dropOffAddress', 'stops.0'. */
  path: string;
  stopType: AddressStop['stopType'];
  address: AddressStop | null;
  onChange: (address: AddressStop | null) => void;
  quickPicks: readonly QuickPick[];
  required?: boolean;
  placeholder?: string;
}

/**
 * An address of the trip (001 §3 Address or stop): autocomplete from the maps service
 * (airports included), validated by POST /places/validate; home, office, favorites and recent
 * places as quick picks; MissingParams reveals 'Street number or building name' (001 §4/§5).
 */
export function AddressField({ label, path, stopType, address, onChange, quickPicks, required, placeholder }: AddressFieldProps) {
  const error = useFieldError(path);
  const manualError = useFieldError(`${path}.manualNameOrNumber`);
  // What the user typed since their last choice: shown as is, never wiped by a store update.
  const [typed, setTyped] = useState<string | null>(null);
  const chosenText = addressText(address);
  // The saved-places menu (a dozen menu items, three icons each) is drawn once the user heads for
  // its button (pointer over it, focus on it, or it opens), not with the step: drawing it with
  // both address fields made Next onto this step slow (issue 10).
  const [menuDrawn, setMenuDrawn] = useState(false);
  const drawMenu = () => setMenuDrawn(true);
  useEffect(() => {
    if (address?.place) setTyped(null);
  }, [address?.place]);

  const invalid = address?.placeValidationStatus === 'InvalidPlace';
  const shownError = error ?? (invalid ? BOOKING_ERRORS.addressNotValid : null);
  const needsManual = address?.placeValidationStatus === 'MissingParams' && address.addressType !== 'AIRPORT';

  const choosePick = (key: string) => {
    const pick = quickPicks.find((p) => p.key === key);
    if (!pick) return;
    setTyped(null);
    onChange(addressFromSavedPlace(pick.place, pick.type, stopType));
  };

  return (
    <div className="address-field" {...fieldMark(path)}>
      <div className="address-row">
        <AddressInput
          className="address-input"
          label={label}
          value={typed ?? chosenText}
          required={required}
          placeholder={placeholder ?? 'Address, place or airport'}
          error={shownError}
          onInput={(text) => {
            setTyped(text);
            if (address) onChange(null);
          }}
          onSelect={({ text, googlePlace, validation }) => {
            setTyped(null);
            onChange(addressFromValidation(validation, googlePlace.place_id, text, stopType));
          }}
          onError={(failure) => showToast(errorText(failure), 'danger')}
        />
        {quickPicks.length > 0 && (
          <SlDropdown className="quick-picks" placement="bottom-end" hoist onPointerEnter={drawMenu} onFocus={drawMenu} onSlShow={drawMenu}>
            <SlButton slot="trigger" caret className="quick-picks-trigger">
              <SlIcon slot="prefix" name="star" aria-hidden="true" />
              Saved<span className="visually-hidden"> places for {label}</span>
            </SlButton>
            <SlMenu onSlSelect={(event) => choosePick((event.detail.item as SlMenuItemElement).value)}>
              {menuDrawn && GROUPS.map(({ type, label: groupLabel }) => {
                const picks = quickPicks.filter((p) => p.type === type);
                if (picks.length === 0) return null;
                return [
                  <SlMenuLabel key={`${type}-label`}>{groupLabel}</SlMenuLabel>,
                  ...picks.map((pick) => (
                    <SlMenuItem key={pick.key} value={pick.key}>
                      <SlIcon slot="prefix" name={type === 'HOME' ? 'house' : type === 'OFFICE' ? 'building' : type === 'FAVORITES' ? 'star' : 'clock-history'} aria-hidden="true" />
                      {pick.label}
                      {pick.detail && pick.detail !== pick.label && <span className="menu-detail"> · {pick.detail}</span>}
                    </SlMenuItem>
                  )),
                ];
              })}
            </SlMenu>
          </SlDropdown>
        )}
      </div>
      {address?.addressType && address.place && address.addressType !== 'SPECIFIC_ADDRESS' && (
        <div className="address-type">
          <SlIcon name={address.addressType === 'AIRPORT' ? 'airplane' : 'bookmark-star'} aria-hidden="true" />
          {address.addressType === 'AIRPORT' ? `Airport${address.place.iataCode ? ` · ${address.place.iataCode}` : ''}` : GROUPS.find((g) => g.type === address.addressType)?.label}
        </div>
      )}
      {needsManual && address && (
        <div {...fieldMark(`${path}.manualNameOrNumber`)} className="manual-field">
          <ShoelaceField label={MANUAL_NAME_OR_NUMBER_LABEL} required help={'This address has no street number: add one, or the building name.'} error={manualError}>
            {(control) => (
              <SlInput
                {...control}
                value={address.place?.manualNameOrNumber ?? ''}
                onSlInput={(event) => {
                  const manualNameOrNumber = (event.target as SlInputElement).value;
                  onChange({ ...address, place: { ...address.place, manualNameOrNumber } });
                }}
              />
            )}
          </ShoelaceField>
        </div>
      )}
    </div>
  );
}

/** GET /places/timezone at a point; null when it cannot tell. */
export function usePlaceTimezone() {
  const api = useApi();
  return async (address: AddressStop | null): Promise<string | null> => {
    const location = address?.place?.geometry?.location;
    if (!location) return address?.place?.timezone ?? null;
    try {
      const answer = await api.call(endpoints.account.placeTimezone, { query: { latitude: location.lat, longitude: location.lng } });
      return answer.timezone;
    } catch {
      return address?.place?.timezone ?? null;
    }
  };
}
