import { rebuildReports } from '../../shared/reports/index.js';
import { scheduledJob } from '../../shared/jobs/scheduled-job.js';

/** Walks the programs whose reports are being rebuilt from their ledgers, a page of members at a time, resuming where the last run stopped. */
export const handler = scheduledJob({ run: 'report rebuild run', memberFailed: 'a member could not be counted into rebuilt reports' }, rebuildReports);
