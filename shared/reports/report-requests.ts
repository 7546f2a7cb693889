import * as z from 'zod';
import { ClientPath } from '../programs/client-requests.js';
import { DAILY_METRICS, type DailyMetric } from './report-counts.js';

/** What the report routes are asked, as zod schemas: the contracts and the API description read them. */

export const ReportPath = ClientPath;

/** A report day: a UTC date. */
const Day = z.iso.date({ error: 'must be a date, YYYY-MM-DD' });

/** A range of days; without bounds, the last 30 days up to today (shared/reports/reports.ts). */
const DayRange = z.object({ from: Day.optional(), to: Day.optional() });

/** Metrics by name, comma-separated; without them every metric. */
const MetricList = z
  .string()
  .transform((text) => text.split(',').map((name) => name.trim()))
  .superRefine((names, context) => {
    const unknown = names.find((name) => !(DAILY_METRICS as readonly string[]).includes(name));
    if (unknown !== undefined) context.addIssue({ code: 'custom', message: `unknown metric "${unknown}": one of ${DAILY_METRICS.join(', ')}` });
  })
  .transform((names) => [...new Set(names)] as DailyMetric[]);

export const DailyReportQuery = DayRange.extend({ metrics: MetricList.optional() });
export type DailyReportQueryInput = z.infer<typeof DailyReportQuery>;

export const TOP_KINDS = ['rewards', 'activities'] as const;
export const TopReportQuery = DayRange.extend({
  kind: z.enum(TOP_KINDS).default('rewards'),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type TopReportQueryInput = z.infer<typeof TopReportQuery>;
