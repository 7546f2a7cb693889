import type * as z from 'zod';
import { readClient } from '../programs/index.js';
import { paramError } from '../errors.js';
import { listActivities } from '../points/index.js';
import { rewardTitles } from '../rewards/index.js';
import { csvText } from '../support/csv.js';
import { DAY_SECONDS, isoTimestamp } from '../support/periods.js';
import { counterParts, DAILY_METRICS, dayStart, DELIVERY_METRICS, ISSUED_METRICS, reportDay, type DailyMetric } from './report-counts.js';
import { readDays, readDeliveryDays, readItemTotals, readReportState, readTotals, type ReportState } from './report-repository.js';
import type { DailyReportQueryInput, TopReportQueryInput } from './report-requests.js';
import type { DailyReportBody, ReportRebuildBody, ReportSummaryBody, TopReportBody } from './report-responses.js';
import { nowSeconds } from '../support/clock.js';

/**
 * A program's reports, read from its counters: the summary from the shards' running totals
 * (one BatchGetItem), a daily series or a top list from the shards' day items in the range (one
 * query per shard, in parallel). No member is read and nothing is counted on the way.
 */

/** The longest range a series or a top list covers. */
export const MAX_REPORT_DAYS = 400;
const DEFAULT_DAYS = 30;

const dayNumber = (day: string): number => dayStart(day) / DAY_SECONDS;
const dayOf = (number: number): string => reportDay(number * DAY_SECONDS);

/** The days a query covers: its bounds, or the last 30 days up to today (UTC). */
export function reportRange(query: { from?: string; to?: string }, now: number): { from: string; to: string; days: string[] } {
  const today = reportDay(now);
  const to = query.to ?? today;
  const from = query.from ?? dayOf(dayNumber(query.to ?? today) - (DEFAULT_DAYS - 1));
  if (to > today) throw paramError(`to: must not be after today (${today}, UTC)`);
  if (from > to) throw paramError('from: must not be after to');
  const count = dayNumber(to) - dayNumber(from) + 1;
  if (count > MAX_REPORT_DAYS) throw paramError(`from, to: at most ${MAX_REPORT_DAYS} days`);
  return { from, to, days: Array.from({ length: count }, (_unused, index) => dayOf(dayNumber(from) + index)) };
}

const sumOf = (counters: Record<string, number>, names: readonly string[]): number => names.reduce((sum, name) => sum + (counters[name] ?? 0), 0);

function rebuildStatus(state: ReportState): z.infer<typeof ReportRebuildBody> | null {
  const rebuild = state.rebuild;
  if (!rebuild) return null;
  const started = rebuild.members_counted > 0 || rebuild.line !== 'ranks' || rebuild.shard > 0 || rebuild.cursor !== undefined;
  return {
    status: started ? 'running' : 'queued',
    requested_at: isoTimestamp(rebuild.requested_at),
    cutoff: isoTimestamp(rebuild.cutoff),
    members_counted: rebuild.members_counted,
  };
}

/** The program's totals now: members, the liability, points issued, redeemed and expired, members per earned level. */
export async function reportSummary(clientId: string): Promise<z.infer<typeof ReportSummaryBody>> {
  const now = nowSeconds();
  const [client, state] = await Promise.all([readClient(clientId), readReportState(clientId)]);
  const totals = await readTotals(clientId, state.generation);
  const members = (totals.members_created ?? 0) - (totals.members_deleted ?? 0);
  const tiers = client.settings.tiers?.version === 2 ? [...client.settings.tiers.levels].sort((a, b) => a.min_value - b.min_value) : [];
  const counted = new Map(
    Object.entries(totals).flatMap(([name, value]) => {
      const parts = counterParts(name);
      return parts?.kind === 'tier' ? [[parts.id, value] as const] : [];
    }),
  );
  const levels = [
    ...tiers.map((level) => ({ tier_id: level.id, title: level.title, members: counted.get(level.id) ?? 0 })),
    // Levels taken out of the settings keep their members until they move or a rebuild counts again.
    ...[...counted]
      .filter(([id, count]) => count !== 0 && !tiers.some((level) => level.id === id))
      .map(([id, count]) => ({ tier_id: id, title: null, members: count })),
  ];
  const inLevels = levels.reduce((sum, level) => sum + level.members, 0);
  return {
    members,
    outstanding_points: totals.outstanding_change ?? 0,
    points_issued: sumOf(totals, ISSUED_METRICS),
    points_redeemed: totals.points_redeemed ?? 0,
    points_expired: totals.points_expired ?? 0,
    members_by_tier: [{ tier_id: null, title: null, members: members - inLevels }, ...levels],
    as_of: isoTimestamp(now),
    rebuild: rebuildStatus(state),
  };
}

/**
 * Each day's metrics over the range. Outstanding points at the end of a day are today's total
 * less the changes of the days after it, so that series reads on through today.
 */
export async function dailyReport(clientId: string, query: DailyReportQueryInput): Promise<z.infer<typeof DailyReportBody>> {
  const now = nowSeconds();
  const { from, to, days } = reportRange(query, now);
  const metrics = query.metrics ?? [...DAILY_METRICS];
  const wantsOutstanding = metrics.includes('outstanding_points');
  const wantsDeliveries = metrics.some((metric) => (DELIVERY_METRICS as readonly string[]).includes(metric));
  // An unknown program answers 404: its client is read beside its report state.
  const [, state] = await Promise.all([readClient(clientId), readReportState(clientId)]);
  const today = reportDay(now);
  const [counted, deliveries, totals] = await Promise.all([
    readDays(clientId, state.generation, from, wantsOutstanding ? today : to),
    wantsDeliveries ? readDeliveryDays(clientId, from, to) : Promise.resolve(new Map<string, Record<string, number>>()),
    wantsOutstanding ? readTotals(clientId, state.generation) : Promise.resolve({} as Record<string, number>),
  ]);
  // Outstanding at the end of `to`: now, less what changed after it.
  let outstanding =
    (totals.outstanding_change ?? 0) - [...counted].filter(([day]) => day > to).reduce((sum, [, day]) => sum + (day.outstanding_change ?? 0), 0);
  const rows = [...days].reverse().map((date) => {
    const dayCounters = { ...(counted.get(date) ?? {}), ...(deliveries.get(date) ?? {}) };
    const row: Record<string, number | string> = { date };
    for (const metric of metrics) row[metric] = metricOf(metric, dayCounters, outstanding);
    outstanding -= dayCounters.outstanding_change ?? 0;
    return row;
  });
  return { from, to, metrics, days: rows.reverse() as z.infer<typeof DailyReportBody>['days'] };
}

function metricOf(metric: DailyMetric, counters: Record<string, number>, outstandingAtEnd: number): number {
  if (metric === 'points_issued') return sumOf(counters, ISSUED_METRICS);
  if (metric === 'outstanding_points') return outstandingAtEnd;
  return counters[metric] ?? 0;
}

/** The rewards redeemed most, or the activities credited most, over the range, with their names now. */
export async function topReport(clientId: string, query: TopReportQueryInput): Promise<z.infer<typeof TopReportBody>> {
  const now = nowSeconds();
  const { from, to } = reportRange(query, now);
  const kind = query.kind === 'rewards' ? 'reward' : 'activity';
  const countName = kind === 'reward' ? 'redemptions' : 'credits';
  const [, state] = await Promise.all([readClient(clientId), readReportState(clientId)]);
  const [totals, names] = await Promise.all([
    readItemTotals(clientId, state.generation, kind === 'reward' ? 'REWARDS' : 'ACTIVITIES', from, to, now),
    kind === 'reward'
      ? rewardTitles(clientId)
      : listActivities(clientId).then((activities) => new Map(activities.map((activity) => [String(activity.id), activity.name]))),
  ]);
  const items = new Map<string, { count: number; points: number }>();
  for (const [name, value] of Object.entries(totals)) {
    const parts = counterParts(name);
    if (parts?.kind !== kind) continue;
    const item = items.get(parts.id) ?? { count: 0, points: 0 };
    if (parts.what === countName) item.count += value;
    else item.points += value;
    items.set(parts.id, item);
  }
  const ranked = [...items]
    .filter(([, item]) => item.count !== 0 || item.points !== 0)
    .sort(([idA, a], [idB, b]) => b.count - a.count || b.points - a.points || idA.localeCompare(idB))
    .slice(0, query.limit)
    .map(([id, item]) => ({ id, name: names.get(id) ?? null, ...item }));
  return { kind: query.kind, from, to, items: ranked };
}

/** Each report as CSV, for a spreadsheet: one line per metric, per day, or per item. */
export const summaryCsv = (summary: z.infer<typeof ReportSummaryBody>): string =>
  csvText(
    ['metric', 'value'],
    [
      ...(['members', 'outstanding_points', 'points_issued', 'points_redeemed', 'points_expired'] as const).map((metric) => ({
        metric,
        value: summary[metric],
      })),
      ...summary.members_by_tier.map((level) => ({ metric: `members_tier_${level.tier_id ?? 'none'}`, value: level.members })),
      { metric: 'as_of', value: summary.as_of },
    ],
  );

export const dailyCsv = (report: z.infer<typeof DailyReportBody>): string => csvText(['date', ...report.metrics], report.days);

export const topCsv = (report: z.infer<typeof TopReportBody>): string => csvText(['id', 'name', 'count', 'points'], report.items);
