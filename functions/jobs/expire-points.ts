import type { Context, ScheduledEvent } from 'aws-lambda';
import { nowSeconds } from '../../shared/support/clock.js';
import { expireAllDuePoints } from '../../shared/points/expiry.js';
import { logger } from '../../shared/support/logger.js';

/** Time kept in hand when the job stops taking new work, so a run never dies mid-batch. */
const SAFETY_MARGIN_MS = 15_000;

/**
 * Scheduled (EventBridge) job, not an HTTP route: expires the points of every member whose
 * expiry has fallen due. Overlapping runs, and members' own requests meanwhile, are safe: each
 * expiry is a version-checked update of the member, recomputed from what the member holds.
 */
export const handler = async (_event: ScheduledEvent | Record<string, never>, context: Pick<Context, 'getRemainingTimeInMillis'>) => {
  const run = await expireAllDuePoints(nowSeconds(), {
    timeLeft: () => context.getRemainingTimeInMillis() > SAFETY_MARGIN_MS,
    onMemberFailed: (member, error) => logger.error('points of a member could not be expired', { ...member, error: error as Error }),
  });
  logger.info('points expiry run', { ...run });
  return run;
};
