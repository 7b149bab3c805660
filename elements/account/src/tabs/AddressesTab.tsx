import { useEffect, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDetails from '@shoelace-style/shoelace/dist/react/details/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints } from '@curbside/contracts';
import type { PlaceDetail } from '@curbside/contracts';
import {
  ADDRESS_ERRORS, CONFIRMATIONS, FEED_ADDRESS_NOTE, PREFERENCES_TOASTS, STREET_NUMBER_FIELD_LABEL, addressDisplayName, canDeleteAddress,
  isFeedPlace, needsStreetNumber, validateAddress, type AddressField,
} from '@curbside/domain';
import { AddressInput, confirm, showToast, useApi } from '@curbside/ui';
import { useAccount } from '../account-context.ts';
import { TextField } from '../form-fields.tsx';
import { useAddressDraft } from '../use-address-draft.ts';

type PlaceType = PlaceDetail['placeType'];

interface Slot {
  key: string;
  title: string;
  placeType: PlaceType;
  place: PlaceDetail | null;
}

/**
 * FAVORITE ADDRESSES (spec 000 §2 Addresses tab, §4 Address, §5 Address): an accordion of Home,
 * Work, the saved favorites and 'Add new address'. Feed addresses are read-only with the feed
 * note; Delete waits for a placeId and asks first.
 */
export function AddressesTab() {
  const { account } = useAccount();
  const { home, work, favorites } = account.places;
  const slots: Slot[] = [
    { key: 'home', title: 'Home', placeType: 'Home', place: home },
    { key: 'work', title: 'Work', placeType: 'Work', place: work },
    ...favorites.map((place, index) => ({
      key: `favorite-${place.placeId ?? index}`,
      title: place.name?.trim() || place.displayName || 'Favorite',
      placeType: 'Other' as const,
      place,
    })),
    { key: 'new', title: 'Add new address', placeType: 'Other', place: null },
  ];
  const [openKey, setOpenKey] = useState<string | null>(null);

  return (
    <section className="curb-stack" aria-label="Favorite addresses">
      <div className="accordion">
        {slots.map((slot) => (
          <SlDetails
            key={slot.key}
            className={`accordion-item${slot.key === 'new' ? ' is-new' : ''}`}
            open={openKey === slot.key}
            onSlShow={(event) => {
              if (event.target === event.currentTarget) setOpenKey(slot.key);
            }}
            onSlHide={(event) => {
              if (event.target === event.currentTarget && openKey === slot.key) setOpenKey(null);
            }}
          >
            <div slot="summary" className="summary">
              <SlIcon
                className="summary-icon"
                aria-hidden="true"
                name={slot.placeType === 'Home' ? 'house-door' : slot.placeType === 'Work' ? 'briefcase' : slot.key === 'new' ? 'plus-circle' : 'star'}
              />
              <span className="summary-text">
                <span className="summary-title">{slot.title}</span>
                {slot.key !== 'new' && (
                  <span className="summary-sub">{slot.place?.address || 'Not set'}</span>
                )}
              </span>
              {isFeedPlace(slot.place) && <span className="tag">Company record</span>}
            </div>
            {openKey === slot.key && <AddressEditor slot={slot} onDone={() => setOpenKey(null)} />}
          </SlDetails>
        ))}
      </div>
    </section>
  );
}

function AddressEditor({ slot, onDone }: { slot: Slot; onDone: () => void }) {
  const api = useApi();
  const { userId, refresh, saved } = useAccount();
  const readOnly = isFeedPlace(slot.place);
  const [name, setName] = useState(slot.placeType === 'Other' ? (slot.place?.name ?? '') : slot.placeType);
  const [manual, setManual] = useState(slot.place?.manualNameOrNumber ?? '');
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const clear = (field: AddressField) => setErrors(({ [field]: _cleared, ...rest }) => rest);
  const { place, status, input: addressInput, reset } = useAddressDraft<PlaceDetail>(
    { text: slot.place?.address ?? '', place: slot.place, status: slot.place ? 'ValidPlace' : null },
    ({ text: chosen, validation }) =>
      validation.place
        ? {
            ...validation.place,
            placeId: slot.place?.placeId ?? null,
            placeType: slot.placeType,
            name: slot.place?.name ?? null,
            address: validation.place.address ?? chosen,
            source: null,
          }
        : null,
    (selection) => setErrors(selection?.validation.status === 'InvalidPlace' ? { address: ADDRESS_ERRORS.addressNotValid } : {}),
  );

  useEffect(() => {
    reset((draft) => ({ ...draft, text: slot.place?.address ?? '', place: slot.place }));
  }, [slot.place, reset]);

  const showManual = needsStreetNumber(status) || Boolean(slot.place?.manualNameOrNumber);

  const save = async () => {
    const found = validateAddress({ place, status, placeType: slot.placeType, name, manualNameOrNumber: manual });
    setErrors(found);
    if (Object.keys(found).length > 0 || !place) return;
    setBusy('save');
    try {
      await api.call(endpoints.account.savePlace, {
        params: { id: userId },
        body: {
          userPlace: {
            ...place,
            placeId: slot.place?.placeId ?? null,
            placeType: slot.placeType,
            name: slot.placeType === 'Other' ? addressDisplayName(name) : slot.placeType,
            manualNameOrNumber: manual.trim() || null,
          },
        },
      });
      showToast(PREFERENCES_TOASTS.addressSaved, 'success');
      saved('addresses');
      await refresh();
      if (!slot.place) onDone();
    } catch {
      showToast(PREFERENCES_TOASTS.addressSaveFailed, 'danger');
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    const placeId = slot.place?.placeId;
    if (placeId === null || placeId === undefined) return;
    if (!(await confirm(CONFIRMATIONS.deleteAddress, { confirmLabel: 'Delete', danger: true }))) return;
    setBusy('delete');
    try {
      await api.call(endpoints.account.removePlace, { params: { id: userId, placeId } });
      showToast(PREFERENCES_TOASTS.addressDeleted, 'success');
      saved('addresses');
      onDone();
      await refresh();
    } catch {
      showToast(PREFERENCES_TOASTS.addressDeleteFailed, 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="address-editor">
      {readOnly && (
        <p className="feed-note" role="note">
          <SlIcon name="info-circle" aria-hidden="true" />
          {FEED_ADDRESS_NOTE}
        </p>
      )}
      {slot.placeType === 'Other' && (
        <TextField
          label="Name"
          required
          error={errors.name}
          value={name}
          disabled={readOnly}
          placeholder="Gym, Parents, Airport hotel…"
          onChange={(value) => {
            setName(value);
            clear('name');
          }}
        />
      )}
      <AddressInput
        label="Address"
        required
        disabled={readOnly}
        error={errors.address}
        {...addressInput}
        onError={() => showToast(PREFERENCES_TOASTS.addressSaveFailed, 'danger')}
      />
      {showManual && (
        <TextField
          label={STREET_NUMBER_FIELD_LABEL}
          required={needsStreetNumber(status)}
          error={errors.manualNameOrNumber}
          value={manual}
          disabled={readOnly}
          onChange={(value) => {
            setManual(value);
            clear('manualNameOrNumber');
          }}
        />
      )}
      {!readOnly && (
        <div className="editor-actions">
          {slot.key !== 'new' && <SlButton
            variant="default"
            outline
            className="danger-button"
            disabled={!canDeleteAddress(slot.place) || busy !== null}
            loading={busy === 'delete'}
            onClick={() => void remove()}
          >
            <SlIcon slot="prefix" name="trash" />
            Delete
          </SlButton>}
          <SlButton variant="primary" disabled={busy !== null} loading={busy === 'save'} onClick={() => void save()}>
            Save
          </SlButton>
        </div>
      )}
    </div>
  );
}
