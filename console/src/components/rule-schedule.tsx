import { Field } from './forms.js';
import { DAYS, type RuleDraft } from './rule-draft.js';

/** The rule builder's schedule: start and end in the schedule's zone (the program's when blank), the hours of the day, the days of the week. */
export function RuleSchedule({
  schedule,
  zone,
  error,
  onChange,
}: {
  schedule: RuleDraft['schedule'];
  zone: string;
  error: unknown;
  onChange: (next: Partial<RuleDraft['schedule']>) => void;
}) {
  const value = (change: (text: string) => void) => (event: { target: { value: string } }) => change(event.target.value);
  return (
    <fieldset>
      <legend>Schedule</legend>
      <div className="grid">
        <Field label="Starts" name="schedule.starts_at" error={error} hint="Blank: at once">
          <input type="datetime-local" value={schedule.starts_at} onChange={value((starts_at) => onChange({ starts_at }))} />
        </Field>
        <Field label="Ends" name="schedule.ends_at" error={error} hint="Blank: never">
          <input type="datetime-local" value={schedule.ends_at} onChange={value((ends_at) => onChange({ ends_at }))} />
        </Field>
        <Field label="From hour" name="schedule.hours.from" error={error} hint="0-23; blank: all day">
          <input type="number" inputMode="numeric" min={0} max={23} step={1} value={schedule.from} onChange={value((from) => onChange({ from }))} />
        </Field>
        <Field label="Until hour" name="schedule.hours.to" error={error} hint="1-24, not included">
          <input type="number" inputMode="numeric" min={1} max={24} step={1} value={schedule.to} onChange={value((to) => onChange({ to }))} />
        </Field>
        <Field label="Time zone" name="schedule.time_zone" error={error} hint={`Of the times above; blank: the program's (${zone})`}>
          <input value={schedule.time_zone} onChange={value((time_zone) => onChange({ time_zone }))} placeholder={zone} />
        </Field>
      </div>
      <fieldset className="plain">
        <legend>Days</legend>
        <div className="checks">
          {DAYS.map((day, index) => (
            <label className="check" key={day}>
              <input
                type="checkbox"
                checked={schedule.days.includes(index + 1)}
                onChange={(event) =>
                  onChange({
                    days: event.target.checked ? [...schedule.days, index + 1] : schedule.days.filter((each) => each !== index + 1),
                  })
                }
              />{' '}
              {day}
            </label>
          ))}
        </div>
        <p className="hint">No day chosen: every day.</p>
      </fieldset>
    </fieldset>
  );
}
