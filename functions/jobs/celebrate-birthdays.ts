import { celebrateBirthdays } from '../../shared/rule-triggers/index.js';
import { scheduledJob } from '../../shared/jobs/scheduled-job.js';

/**
 * Credits the birthday rules of every member whose birthday it is in its program's time zone
 * (or was, at most two days ago, for a run missed), once a year. Overlapping runs are safe: a
 * member's credit and the year it was celebrated are one transaction, conditioned on the year read.
 */
export const handler = scheduledJob({ run: 'birthday run', memberFailed: 'the birthday of a member could not be celebrated' }, celebrateBirthdays);
