import { formatDate } from './dates.js';

/**
 * Progress and time as the long-running pages (imports, exports) show them: a bar with its value
 * for assistive technology, and Unix seconds as a date in the program's zone.
 */

/** A progress bar; without a known total it says so instead of guessing a percentage. */
export function ProgressBar({ label, value, max }: { label: string; value: number; max: number | null }) {
  const known = max !== null && max > 0;
  const percent = known ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className="progress-row">
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? max : undefined}
        aria-valuenow={known ? Math.min(value, max) : undefined}
        aria-valuetext={known ? `${value} of ${max} (${percent}%)` : 'not known yet'}
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="progress-text">{known ? `${percent}%` : '…'}</span>
    </div>
  );
}

/** Unix seconds as every page writes a date (in the program's zone, dates.ts); blank for none. */
export const when = (seconds: number | null | undefined): string => formatDate(seconds);

/** A Unix-seconds value for a datetime-local input's value, and back. */
export const toLocalInput = (seconds: number): string => {
  const date = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
export const fromLocalInput = (value: string): number => (value ? Math.floor(new Date(value).getTime() / 1000) : Number.NaN);
