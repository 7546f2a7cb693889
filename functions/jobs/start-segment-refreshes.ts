import { scheduledJob } from '../../shared/jobs/scheduled-job.js';
import { startSegmentRefreshes } from '../../shared/segment-triggers/index.js';

/**
 * Once a day, a refresh request for every dynamic segment in use whose filter reads the clock:
 * its arrival runs the segment build's walk, so members whose window passed or whose activity
 * lapsed move in or out though nothing about them changed.
 */
export const handler = scheduledJob({ run: 'segment refreshes run', memberFailed: 'a segment refresh could not be requested' }, (now) =>
  startSegmentRefreshes(now),
);
