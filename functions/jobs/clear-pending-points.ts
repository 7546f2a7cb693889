import { clearAllDuePendingPoints } from '../../shared/purchases/pending-points.js';
import { scheduledJob } from '../../shared/jobs/scheduled-job.js';

/**
 * Makes every due pending entry redeemable. Overlapping runs, and members clearing their own
 * entries meanwhile, are safe: each entry is credited by a transaction conditioned on the entry
 * still existing.
 */
export const handler = scheduledJob(
  { run: 'pending points clearing run', memberFailed: 'pending points of a member could not be cleared' },
  clearAllDuePendingPoints,
);
