import { useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type { ExportFormat, ScheduleFrequency } from '@curbside/contracts';
import { FormActions, ShoelaceField, useFocusReturn } from '@curbside/ui';
import { EXPORT_FORMATS } from './report-export.ts';

export interface StarRequest {
  name: string;
  schedule: ScheduleFrequency | null;
  format: ExportFormat | null;
}

export interface StarDialogProps {
  open: boolean;
  onClose(): void;
  /** Resolves true when saved (the dialog closes). */
  onSave(request: StarRequest): Promise<boolean>;
}

const SCHEDULES: readonly ScheduleFrequency[] = ['Daily', 'Weekly', 'Monthly'];
const NAME_REQUIRED = 'Enter a name for this report';

/** 'Star this report': a name, and optionally a schedule (Daily, Weekly, Monthly) on which it is emailed in a format. */
export function StarDialog({ open, onClose, onSave }: StarDialogProps) {
  const [name, setName] = useState('');
  const [schedule, setSchedule] = useState<ScheduleFrequency | ''>('');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusName = () => form.current?.querySelector<SlInputElement>('sl-input.star-name')?.focus();
  const returnFocus = useFocusReturn(open);
  const error = name.trim() ? null : NAME_REQUIRED;


  const submit = async () => {
    setAttempted(true);
    if (error || saving) return;
    setSaving(true);
    try {
      if (await onSave({ name: name.trim(), schedule: schedule || null, format: schedule ? format : null })) {
        setName('');
        setSchedule('');
        setAttempted(false);
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <SlDialog
      className="star-dialog"
      label="Star this report"
      open={open}
      onSlInitialFocus={(event) => {
        event.preventDefault();
        focusName();
      }}
      onSlRequestClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onSlAfterHide={(event) => {
        if (event.target === event.currentTarget) returnFocus(event);
      }}
    >
      <form
        ref={form}
        className="curb-stack"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ShoelaceField label="Report name" required error={attempted ? error : null} help="Saved with the filters shown now">
          {(control) => (
            <SlInput {...control} className={['star-name', control.className].filter(Boolean).join(' ')} maxlength={80} value={name}
              onSlInput={(event) => setName((event.target as HTMLInputElement).value ?? '')} />
          )}
        </ShoelaceField>
        <SlSelect label="Email it to me" value={schedule} placeholder="Not scheduled" clearable hoist
          onSlChange={(event) => setSchedule(String((event.target as unknown as { value: string }).value ?? '') as ScheduleFrequency | '')}>
          {SCHEDULES.map((s) => <SlOption key={s} value={s}>{s}</SlOption>)}
        </SlSelect>
        {schedule ? (
          <SlSelect label="Format" value={format} hoist onSlChange={(event) => setFormat(String((event.target as unknown as { value: string }).value) as ExportFormat)}>
            {EXPORT_FORMATS.map((f) => <SlOption key={f.format} value={f.format}>{f.label}</SlOption>)}
          </SlSelect>
        ) : null}
      </form>
      <FormActions errors={attempted && error ? [{ label: 'Report name', message: error, focus: focusName }] : []} attempted={attempted}>
        <SlButton onClick={onClose}>Cancel</SlButton>
        <SlButton variant="primary" loading={saving} onClick={() => void submit()}>Save</SlButton>
      </FormActions>
    </SlDialog>
  );
}
