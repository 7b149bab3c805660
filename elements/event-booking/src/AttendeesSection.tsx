import { useId, useRef, type ChangeEvent } from 'react';
import Papa from 'papaparse';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import type SlTextareaElement from '@shoelace-style/shoelace/dist/components/textarea/textarea.component.js';
import { TEXT_LIMITS } from '@curbside/contracts';
import { isAttendeeHeader, mixVehicles, readAttendees, vehicleLabel, type Attendee } from '@curbside/domain';
import { DataTable, ShoelaceField, type DataTableColumn } from '@curbside/ui';
import type { EventForm } from './event-form.ts';

export interface AttendeesSectionProps {
  form: EventForm;
  error: string | undefined;
  onChange(patch: Partial<EventForm>): void;
  /** The list was read: its attendees and the lines to fix. */
  onRead(result: ReturnType<typeof readAttendees>): void;
}

/** Rows and cells of a pasted list or a CSV file (papaparse: quotes, a BOM, the delimiter detected). */
function parseList(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
}

/**
 * The box's text with a file's lines: the file alone in an empty box, else under what is there
 * (its header line left out), so nothing typed is lost and the line numbers are the box's.
 */
function withFile(box: string, file: string): string {
  if (!box.trim()) return file;
  const lines = file.replace(/^\uFEFF/, '').split(/\r?\n/);
  const body = lines[0] !== undefined && isAttendeeHeader(parseList(lines[0])[0] ?? []) ? lines.slice(1) : lines;
  return `${box.replace(/\s+$/, '')}\n${body.join('\n')}`;
}

interface AttendeeRow { attendee: Attendee; index: number }

/** The attendees: pasted or read from a CSV file; lines that need fixing, each attendee in a vehicle. */
export function AttendeesSection({ form, error, onChange, onRead }: AttendeesSectionProps) {
  const fileId = useId();
  const box = useRef<SlTextareaElement | null>(null);
  const vehicles = mixVehicles(form.mix);
  const read = (text: string) => onRead(readAttendees(parseList(text)));

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = withFile(form.listText, await file.text());
    event.target.value = '';
    onChange({ listText: text });
    read(text);
  };

  const columns: DataTableColumn<AttendeeRow>[] = [
    { id: 'line', header: 'Line', align: 'end', sortValue: (r) => r.attendee.line, cell: (r) => r.attendee.line },
    { id: 'name', header: 'Name', sortValue: (r) => r.attendee.fullName, cell: (r) => r.attendee.fullName },
    {
      id: 'contact', header: 'Phone or email',
      cell: (r) => <span className="cell-stack">{r.attendee.email && <span>{r.attendee.email}</span>}{r.attendee.phone && <span>{r.attendee.phone}</span>}</span>,
    },
    {
      id: 'vehicle', header: 'Vehicle', sortValue: (r) => form.choices[r.index] ?? -1,
      cell: (r) => (
        <SlSelect
          className="attendee-vehicle curb-hidden-label"
          size="small"
          hoist
          label={`Vehicle for ${r.attendee.fullName}`}
          value={String(form.choices[r.index] ?? -1)}
          onSlChange={(e) => {
            const choice = Number((e.target as SlSelectElement).value);
            onChange({ choices: form.choices.map((c, i) => (i === r.index ? choice : c)) });
          }}
        >
          <SlOption value="-1">No vehicle</SlOption>
          {vehicles.map((v) => <SlOption key={v.index} value={String(v.index)}>{vehicleLabel(v)}</SlOption>)}
        </SlSelect>
      ),
    },
  ];

  return (
    <section className="event-section curb-stack" aria-labelledby="attendees-heading" part="attendees">
      <h2 id="attendees-heading" className="event-heading">Attendees</h2>
      <p className="event-note">
        Paste one attendee a line (name, then phone or email, separated by commas or tabs) or choose a CSV file. A first line of
        column names (Name or First name and Last name, Email, Phone) is recognised.
      </p>
      <ShoelaceField label="Attendee list" count={{ text: form.listText, max: TEXT_LIMITS.richText }} error={error}>
        {(control) => (
          <SlTextarea {...control} ref={(el) => {
            control.ref(el);
            box.current = el;
          }} id="field-attendees" className="attendee-list" rows={6} resize="vertical" value={form.listText}
            onSlInput={(e) => onChange({ listText: (e.target as SlTextareaElement).value })} />
        )}
      </ShoelaceField>
      <div className="curb-inline attendee-actions">
        {/* The box's own value: a click may land before React has drawn the last keystroke. */}
        <SlButton className="read-list" variant="primary" outline onClick={() => {
          const text = box.current?.value ?? form.listText;
          if (text !== form.listText) onChange({ listText: text });
          read(text);
        }}>
          <SlIcon slot="prefix" name="list-check" aria-hidden="true" />
          Read the list
        </SlButton>
        {/* The input before its label: the label draws the button and its focus ring (.file-input:focus-visible + .file-pick). */}
        <input id={fileId} className="file-input" type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void chooseFile(e)} />
        <label className="file-pick" htmlFor={fileId}>
          <SlIcon name="filetype-csv" aria-hidden="true" />
          <span>Choose a CSV file</span>
        </label>
      </div>
      {form.problems.length > 0 && (
        <div className="attendee-problems" role="alert">
          <p className="attendee-problems__heading">
            {form.problems.length === 1 ? '1 line needs fixing' : `${form.problems.length} lines need fixing`}: they are still in the list above
          </p>
          <ul>
            {form.problems.map((p) => (
              <li key={p.line} className="attendee-problem">
                <strong>Line {p.line}:</strong> {p.message} <span className="problem-text">({p.text})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {form.attendees.length > 0 && (
        <DataTable<AttendeeRow>
          label="Attendees and their vehicles"
          columns={columns}
          rows={form.attendees.map((attendee, index) => ({ attendee, index }))}
          rowKey={(r) => String(r.attendee.line)}
          rowProps={(r) => ({ className: 'attendee-row', 'data-line': String(r.attendee.line) })}
          emptyText="No attendees yet"
          cardLayout={[['name', 'line'], ['contact'], ['vehicle']]}
        />
      )}
    </section>
  );
}
