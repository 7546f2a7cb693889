import { utcDay } from '../data/keys.js';
import { fileStore } from '../files/file-store.js';
import { clockSegments, segmentRefreshKey } from '../segments/index.js';
import { logger } from '../support/logger.js';

/**
 * The daily refresh of segments whose filter reads the clock (days since the last activity, a
 * purchases or events window, a level that can lapse): a member whose window passed changes
 * nothing the stream would bring, so once a day each such segment in use gets a refresh request in
 * the files bucket, whose arrival runs the segment build's walk over the program's members (the
 * same Step Functions fan-out) and leaves the segment ready. One request a segment and day: a run
 * again the same day writes the same keys.
 */
export async function startSegmentRefreshes(now: number): Promise<{ started: Array<{ client_id: string; segment_id: string; key: string }> }> {
  const day = utcDay(now);
  const started: Array<{ client_id: string; segment_id: string; key: string }> = [];
  for (const segment of await clockSegments()) {
    if (segment.kind !== 'dynamic') continue;
    const key = segmentRefreshKey(segment.client_id, segment.segment_id, segment.version, day);
    try {
      await fileStore().write(key, Buffer.from(JSON.stringify({ segment_id: segment.segment_id, refresh: day })));
      started.push({ client_id: segment.client_id, segment_id: segment.segment_id, key });
    } catch (error) {
      logger.error('segment refresh not requested', { client_id: segment.client_id, segment_id: segment.segment_id, error: error as Error });
    }
  }
  return { started };
}
