import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { DAILY_METRICS } from './report-counts.js';
import { TOP_KINDS } from './report-requests.js';

/** What the report routes answer, as zod schemas: the API description and the tests read them. */

const TierCount = z.object({
  /** The level's id; null for members below every level (or without Tiers V2). */
  tier_id: z.string().nullable(),
  /** The level's title in the program's settings; null for none, or a level no longer in them. */
  title: z.string().nullable(),
  members: z.number().int(),
});

const RebuildStatus = z.object({
  status: z.enum(['queued', 'running']),
  /** ISO 8601: when the rebuild was asked for. */
  requested_at: z.string(),
  /** ISO 8601: ledger entries written before this are counted by the walk, events from it on by the stream. */
  cutoff: z.string(),
  members_counted: z.number().int(),
});

export const ReportSummaryBody = z.object({
  /** Members now: created less deleted. */
  members: z.number().int(),
  /** The liability: the sum of every member's redeemable points. */
  outstanding_points: z.number().int(),
  points_issued: z.number().int(),
  points_redeemed: z.number().int(),
  points_expired: z.number().int(),
  members_by_tier: z.array(TierCount),
  /** ISO 8601: the moment the totals were read. */
  as_of: z.string(),
  /** A rebuild from the ledgers under way; null when none is. */
  rebuild: RebuildStatus.nullable(),
});

const DailyRow = z.object({ date: z.string() }).catchall(z.number());

export const DailyReportBody = z.object({
  from: z.string(),
  to: z.string(),
  metrics: z.array(z.enum(DAILY_METRICS)),
  /** One row per day of the range, oldest first, each with every metric asked for (0 for none). */
  days: z.array(DailyRow),
});

export const TopReportBody = z.object({
  kind: z.enum(TOP_KINDS),
  from: z.string(),
  to: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      /** The reward's title or the activity's name now; null when it is no longer in the catalogue. */
      name: z.string().nullable(),
      /** Redemptions of the reward, or credits of the activity. */
      count: z.number().int(),
      points: z.number().int(),
    }),
  ),
});

export const ReportRebuildBody = RebuildStatus;

/** The answers the report routes name in their contracts, by name. */
export const reportAnswers = {
  DailyReport: DailyReportBody,
  ReportRebuild: ReportRebuildBody,
  ReportSummary: ReportSummaryBody,
  TopReport: TopReportBody,
} satisfies AnswerBodies;
