import { retryDueDeliveries } from '../../shared/webhooks/deliveries.js';
import { scheduledJob } from '../../shared/jobs/scheduled-job.js';

/** Sends again every webhook delivery whose next attempt is due (failed attempts, replays). */
export const handler = scheduledJob({ run: 'webhook retry run', memberFailed: 'a webhook delivery could not be retried' }, retryDueDeliveries);
