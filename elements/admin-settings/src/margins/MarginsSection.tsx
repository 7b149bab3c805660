import { useRef, useState, type FormEvent } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { endpoints } from '@curbside/contracts';
import { ShoelaceField, sessionStore, showToast, useApi, useSession, useToastedTask } from '@curbside/ui';
import { MARGIN_FIELDS, marginTexts, readMargins, type MarginField, type MarginTexts } from './margins-form.ts';

/**
 * Booking margins (issue 12, designed): the firm's sustainable-suggestion margin (step 3 suggests
 * a sustainable service within it of the cheapest quote) and re-quote margin (a declined booking
 * goes to another provider within it of the booked price), in percent, 0 to 100
 * (POST /superadmin/firmPreferences/margins). The page's firm takes the saved values at once.
 */
export function MarginsSection() {
  const api = useApi();
  const preferences = useSession((s) => s.firm?.firmPreferences ?? null);
  // What the super admin typed; until then (and after a save) the firm's margins as the session has them,
  // which may arrive after the section shows.
  const [typed, setTyped] = useState<MarginTexts | null>(null);
  // Save reads what was typed last, even when the click comes before React drew the last sl-input.
  const typedNow = useRef<MarginTexts | null>(null);
  const texts = typed ?? marginTexts(preferences);
  const [attempted, setAttempted] = useState(false);
  const save = useToastedTask();
  const read = readMargins(texts);
  const errors = attempted && 'errors' in read ? read.errors : {};

  const submit = async () => {
    setAttempted(true);
    const sent = readMargins(typedNow.current ?? texts);
    if (!('margins' in sent)) return;
    await save.run(async () => {
      const saved = await api.call(endpoints.superadmin.firmMargins, { body: sent.margins });
      const firm = sessionStore.getState().firm;
      if (firm) sessionStore.getState().setFirm({ ...firm, firmPreferences: { ...firm.firmPreferences, ...saved } });
      typedNow.current = null;
      setTyped(null);
      setAttempted(false);
      showToast('Booking margins saved', 'success');
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const edit = (field: MarginField, value: string) => {
    typedNow.current = { ...(typedNow.current ?? texts), [field]: value };
    setTyped(typedNow.current);
  };
  return (
    <div className="settings-section">
      <h2>Booking margins</h2>
      <form className="curb-form-grid" aria-label="Booking margins" noValidate onSubmit={onSubmit}>
        {MARGIN_FIELDS.map(({ field, label, help }) => (
          <ShoelaceField key={field} label={label} help={help} required error={errors[field] ?? null}>
            {(control) => (
              <SlInput
                {...control}
                type="number"
                inputmode="decimal"
                min={0}
                max={100}
                step="any"
                value={texts[field]}
                onSlInput={(e) => edit(field, (e.target as HTMLInputElement).value)}
              />
            )}
          </ShoelaceField>
        ))}
        <div className="curb-inline form-buttons">
          <SlButton type="submit" variant="primary" loading={save.busy}>Save margins</SlButton>
        </div>
      </form>
    </div>
  );
}
