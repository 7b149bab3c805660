import { useEffect, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { TEXT_LIMITS } from '@curbside/contracts';
import { ShoelaceField, useFocusReturn } from '@curbside/ui';
import { defaultFavoriteName, type ReservationRowView } from './bookings-logic.ts';

export interface FavoriteDialogProps {
  row: ReservationRowView | null;
  onClose(): void;
  /** Resolves true when saved (the dialog closes). */
  onSave(row: ReservationRowView, name: string): Promise<boolean>;
}

/** 'Add to favorites': the favorite's name (001 §7 POST /reservations/favorites { name, active, reservationId }). */
export function FavoriteDialog({ row, onClose, onSave }: FavoriteDialogProps) {
  const [shown, setShown] = useState<ReservationRowView | null>(row);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const input = useRef<SlInputElement>(null);
  if (row !== null && row !== shown) setShown(row);
  const returnFocus = useFocusReturn(row !== null);
  useEffect(() => {
    if (row) setName(defaultFavoriteName(row));
  }, [row]);

  const submit = async () => {
    if (!shown || !name.trim() || name.length > TEXT_LIMITS.name || saving) return;
    setSaving(true);
    try {
      if (await onSave(shown, name.trim())) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <SlDialog
      className="favorite-dialog"
      label="Add to favorites"
      open={row !== null}
      onSlInitialFocus={(event) => {
        event.preventDefault();
        void input.current?.focus();
        input.current?.select();
      }}
      onSlRequestClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onSlAfterHide={(event) => {
        if (event.target !== event.currentTarget) return;
        setShown(null);
        returnFocus(event);
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ShoelaceField label="Favorite name" required help={shown ? `Booking ${shown.number}` : null} count={{ text: name, max: TEXT_LIMITS.name }}>
          {(control) => (
            <SlInput
              {...control}
              ref={(element) => {
                input.current = element;
                control.ref(element);
              }}
              value={name}
              onSlInput={(event) => setName((event.target as HTMLInputElement).value ?? '')}
            />
          )}
        </ShoelaceField>
      </form>
      <div slot="footer" className="curb-dialog-actions">
        <SlButton onClick={onClose}>Cancel</SlButton>
        <SlButton variant="primary" loading={saving} disabled={!name.trim() || name.length > TEXT_LIMITS.name} onClick={() => void submit()}>
          Save
        </SlButton>
      </div>
    </SlDialog>
  );
}
