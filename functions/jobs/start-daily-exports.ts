import { scheduledJob } from '../../shared/jobs/scheduled-job.js';
import { startDailyExports } from '../../shared/exports/index.js';
import { logger } from '../../shared/support/logger.js';

/**
 * Starts the daily exports of every client with daily_exports, once per client and day however
 * often it runs: the day before's ledger and redemptions, members and expiring points as they
 * stand, each landing under exports/<client>/<day>/<kind>.<format>.gz once its pipeline ends.
 */
export const handler = scheduledJob({ run: 'daily exports run', memberFailed: 'daily exports of a client could not be started' }, (now, { timeLeft }) =>
  startDailyExports(now, {
    timeLeft,
    onClientFailed: (clientId, error) => logger.error('daily exports of a client could not be started', { client_id: clientId, error: error as Error }),
  }),
);
