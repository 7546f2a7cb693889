import { eraseQueuedMembers } from '../../shared/members/member-deletion.js';
import { scheduledJob } from '../../shared/jobs/scheduled-job.js';

/** Erases what deleted members left, a bounded step at a time, resuming each deletion where its last recorded step ended. */
export const handler = scheduledJob({ run: 'member erasure run', memberFailed: 'a deleted member could not be erased' }, eraseQueuedMembers);
