import { inParallel } from '../shared/data/in-parallel.js';
import { REPORT_SHARDS } from '../shared/reports/keys.js';
import { CREDIT_SOURCES, rewardCounter, activityCounter, reportDay, tierCounter } from '../shared/reports/report-counts.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../shared/data/client.js';
import { counterWrites } from '../shared/reports/report-repository.js';
import { nowSeconds } from '../shared/support/clock.js';

/**
 * A busy program's report counters, written as the stream's counter leaves them: every shard
 * holds every one of `days` days, each with every metric, 20 rewards and 10 activities moved;
 * the running totals with three levels. What a 400-day read costs is then the most it can.
 */
export async function seedReportCounters(clientId: string, days: number): Promise<void> {
  const today = nowSeconds();
  const dayCounters = (seed: number): Record<string, number> => ({
    members_created: 3 + (seed % 5),
    members_deleted: seed % 2,
    ...Object.fromEntries(Object.values(CREDIT_SOURCES).map((source, index) => [`points_credited_${source}`, 100 + seed + index])),
    points_redeemed: 50 + seed,
    points_expired: seed % 7,
    points_returned: seed % 3,
    points_removed: seed % 4,
    points_restored: seed % 2,
    redemptions: 2 + (seed % 3),
    activity_credits: 10 + (seed % 4),
    coupons_used: seed % 3,
    outstanding_change: 40 + seed,
    ...Object.fromEntries(Array.from({ length: 20 }, (_unused, reward) => [rewardCounter(String(1000 + reward), 'redemptions'), 1 + ((seed + reward) % 3)])),
    ...Object.fromEntries(Array.from({ length: 20 }, (_unused, reward) => [rewardCounter(String(1000 + reward), 'points'), 100 * (1 + ((seed + reward) % 3))])),
    ...Object.fromEntries(
      Array.from({ length: 10 }, (_unused, activity) => [activityCounter(String(2000 + activity), 'credits'), 1 + ((seed + activity) % 4)]),
    ),
    ...Object.fromEntries(
      Array.from({ length: 10 }, (_unused, activity) => [activityCounter(String(2000 + activity), 'points'), 25 * (1 + ((seed + activity) % 4))]),
    ),
  });
  const totals = {
    members_created: 1_000,
    outstanding_change: 250_000,
    [tierCounter('bronze')]: 600,
    [tierCounter('silver')]: 300,
    [tierCounter('gold')]: 100,
  };
  const writes = Array.from({ length: REPORT_SHARDS }, (_unused, shard) =>
    counterWrites(
      clientId,
      1,
      shard,
      new Map(Array.from({ length: days }, (_unused2, back) => [reportDay(today - back * 86_400), dayCounters(back + shard)])),
      totals,
    ),
  ).flat();
  await inParallel(writes, 16, async (write) => {
    await documentClient.send(new UpdateCommand(write.Update as ConstructorParameters<typeof UpdateCommand>[0]));
  });
}
