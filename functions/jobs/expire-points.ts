import { expireAllDuePoints } from '../../shared/points/expiry.js';
import { scheduledJob } from '../../shared/http/scheduled-job.js';

/**
 * Expires the points of every member whose expiry has fallen due. Overlapping runs, and members'
 * own requests meanwhile, are safe: each expiry is a version-checked update of the member,
 * recomputed from what the member holds.
 */
export const handler = scheduledJob({ run: 'points expiry run', memberFailed: 'points of a member could not be expired' }, expireAllDuePoints);
