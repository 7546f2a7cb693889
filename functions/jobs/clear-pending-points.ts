import type { Context, ScheduledEvent } from 'aws-lambda';
import { nowSeconds } from '../../shared/support/clock.js';
import { clearAllDuePendingPoints } from '../../shared/purchases/pending-points.js';
import { logger } from '../../shared/support/logger.js';

/** Time kept in hand when the job stops taking new work, so a run never dies mid-batch. */
const SAFETY_MARGIN_MS = 15_000;

/**
 * Scheduled (EventBridge) job, not an HTTP route: makes every due pending entry redeemable.
 * Overlapping runs, and members clearing their own entries meanwhile, are safe: each entry
 * is credited by a transaction conditioned on the entry still existing.
 */
export const handler = async (_event: ScheduledEvent | Record<string, never>, context: Pick<Context, 'getRemainingTimeInMillis'>) => {
  const run = await clearAllDuePendingPoints(nowSeconds(), {
    timeLeft: () => context.getRemainingTimeInMillis() > SAFETY_MARGIN_MS,
    onMemberFailed: (member, error) => logger.error('pending points of a member could not be cleared', { ...member, error: error as Error }),
  });
  logger.info('pending points clearing run', { ...run });
  return run;
};
