import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { WEEKDAYS, type Weekday } from '@curbside/contracts';
import { crossesMidnight } from '@curbside/domain';
import { Field } from '@curbside/ui';
import { rangeDraft, type CarLineDraft, type DraftErrors, type RangeDraft } from './car-line-draft.ts';

type Schedule = Pick<CarLineDraft, 'weekdays' | 'timeRanges' | 'exceptionDates'>;

export interface ScheduleEditorProps {
  schedule: Schedule;
  onChange(change: Partial<Schedule>): void;
  errors: DraftErrors;
}

const valueOf = (event: Event): string => (event.target as HTMLInputElement).value;

/** A range's two ends, as the form names them. */
const ENDS = [{ key: 'fromTime', word: 'from' }, { key: 'toTime', word: 'to' }] as const;

/** The next range a user adds: an hour after the last one ends, two hours long. */
function nextRange(ranges: readonly RangeDraft[]): RangeDraft {
  const last = ranges[ranges.length - 1];
  if (!last) return rangeDraft('08:00', '18:00');
  const hour = (Number(last.toTime.slice(0, 2)) + 1) % 24;
  const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return rangeDraft(at(hour), at(hour + 2));
}

/**
 * The weekly schedule of a line (001 §3 simplifiedWeeklySchedule): the weekdays it runs and its
 * time ranges, the same on each chosen day (a range ending before it starts runs across midnight,
 * and says so), then the exception dates it does not run.
 */
export function ScheduleEditor({ schedule, onChange, errors }: ScheduleEditorProps) {
  const [date, setDate] = useState('');
  const toggleDay = (day: Weekday, on: boolean) => onChange({
    weekdays: WEEKDAYS.filter((d) => (d === day ? on : schedule.weekdays.includes(d))),
  });
  const setRange = (key: number, change: Partial<RangeDraft>) => onChange({
    timeRanges: schedule.timeRanges.map((r) => (r.key === key ? { ...r, ...change } : r)),
  });
  const addDate = () => {
    if (!date || schedule.exceptionDates.includes(date)) return;
    onChange({ exceptionDates: [...schedule.exceptionDates, date].sort() });
    setDate('');
  };

  return (
    <div className="schedule-editor curb-stack">
      <div data-field="weekdays">
        <Field label="Weekdays" required error={errors.weekdays ?? null}>
          {(control) => (
            <div className="weekdays curb-inline" role="group" aria-labelledby={control['aria-labelledby']} aria-describedby={control['aria-describedby']}>
              {WEEKDAYS.map((day) => (
                <SlCheckbox key={day} className="weekday" checked={schedule.weekdays.includes(day)} onSlChange={(e) => toggleDay(day, (e.target as HTMLInputElement).checked)}>
                  {day}
                </SlCheckbox>
              ))}
            </div>
          )}
        </Field>
      </div>
      <div data-field="timeRanges">
        <Field label="Time ranges" required help="The same hours on each chosen weekday. A range that ends before it starts runs across midnight." error={errors.timeRanges ?? null}>
          {(control) => (
            <div className="time-ranges" role="group" aria-labelledby={control['aria-labelledby']} aria-describedby={control['aria-describedby']}>
              <ol className="time-range-list">
                {schedule.timeRanges.map((range, index) => (
                  <li key={range.key} className="time-range curb-inline">
                    {ENDS.map(({ key, word }) => (
                      <SlInput
                        key={key}
                        className={`time-range__${word}`}
                        type="time"
                        size="small"
                        label={`Range ${index + 1} ${word}`}
                        value={range[key]}
                        onSlInput={(e) => setRange(range.key, { [key]: valueOf(e) })}
                      />
                    ))}
                    {crossesMidnight(range) ? <span className="curb-pill time-range__midnight">Across midnight: ends the next day</span> : null}
                    <SlIconButton
                      name="trash"
                      label={`Remove range ${index + 1}`}
                      onClick={() => onChange({ timeRanges: schedule.timeRanges.filter((r) => r.key !== range.key) })}
                    />
                  </li>
                ))}
              </ol>
              <SlButton size="small" onClick={() => onChange({ timeRanges: [...schedule.timeRanges, nextRange(schedule.timeRanges)] })}>
                Add time range
              </SlButton>
            </div>
          )}
        </Field>
      </div>
      <div data-field="exceptionDates">
        <Field label="Exception dates" help="Dates the line does not run (holidays, closures), in the line's timezone." error={errors.exceptionDates ?? null}>
          {(control) => (
            <div className="exception-dates" role="group" aria-labelledby={control['aria-labelledby']} aria-describedby={control['aria-describedby']}>
              {schedule.exceptionDates.length > 0 ? (
                <ul className="exception-date-list curb-inline">
                  {schedule.exceptionDates.map((d) => (
                    <li key={d} className="curb-pill exception-date">
                      <span>{d}</span>
                      <SlIconButton name="x-lg" label={`Remove ${d}`} onClick={() => onChange({ exceptionDates: schedule.exceptionDates.filter((x) => x !== d) })} />
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="curb-inline exception-add">
                <SlInput
                  className="exception-date-input"
                  type="date"
                  size="small"
                  label="Date the line does not run"
                  value={date}
                  onSlInput={(e) => setDate(valueOf(e))}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addDate();
                    }
                  }}
                />
                <SlButton size="small" disabled={!date} onClick={addDate}>Add date</SlButton>
              </div>
            </div>
          )}
        </Field>
      </div>
    </div>
  );
}
