import { expireAllDuePoints } from '../../shared/points/expiry.js';
import { scheduledJob } from '../../shared/jobs/scheduled-job.js';

/**
 * Expires the points of every member whose expiry has fallen due, and tells the members of
 * clients with expiry_notice_days whose points fall due that many days on (points.expiring).
 * Overlapping runs, and members' own requests meanwhile, are safe: each expiry is a
 * version-checked update of the member, recomputed from what the member holds, and each notice
 * is written once per member and due date.
 */
export const handler = scheduledJob({ run: 'points expiry run', memberFailed: 'points of a member could not be expired' }, expireAllDuePoints);
