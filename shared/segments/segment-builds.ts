import { fileStore } from '../files/file-store.js';
import { ApiError, inputError } from '../errors.js';
import { nowSeconds } from '../support/clock.js';
import { logger } from '../support/logger.js';
import { segmentBuildKey } from './keys.js';
import type { ConditionGroup } from '../support/condition-trees.js';
import { segmentsNamed } from './segment-filters.js';
import { finishBuild, listLiveSegments, type SegmentRecord } from './segment-repository.js';
import type { SegmentBody } from './segment-requests.js';

/**
 * A dynamic segment's build: asked for when it is made or its filter changes, by a request in the
 * files bucket whose arrival starts the fan-out over the program's members (segment-triggers);
 * what it starts from, and the checks a filter must pass against the program.
 */

/** A dynamic segment starts building; a static one is ready at once, empty. */
export const freshState = (body: SegmentBody, now: number): Pick<SegmentRecord, 'filter' | 'status' | 'build'> =>
  body.kind === 'dynamic'
    ? { filter: body.filter ?? null, status: 'building', build: { walked: 0, started_at: now, finished_at: null, failure: null } }
    : { filter: null, status: 'ready', build: null };

const NOT_STARTED = 'the build could not be started; change the segment to try again';

/** Writes the request whose arrival starts a building segment's fan-out; one that cannot be written leaves the segment build_failed. */
export async function requestBuild(record: SegmentRecord): Promise<SegmentRecord> {
  if (record.status !== 'building') return record;
  try {
    await fileStore().write(
      segmentBuildKey(record.client_id, record.segment_id, record.version),
      Buffer.from(JSON.stringify({ segment_id: record.segment_id })),
    );
    return record;
  } catch (error) {
    logger.error('segment build not requested', { clientId: record.client_id, segmentId: record.segment_id, error: error as Error });
    const at = nowSeconds();
    await finishBuild(record.client_id, record.segment_id, record.version, at, NOT_STARTED);
    return {
      ...record,
      status: 'build_failed',
      version: record.version + 1,
      build: record.build && { ...record.build, finished_at: at, failure: NOT_STARTED },
    };
  }
}

/** A static segment a dynamic filter reads is not archived: the filter would read a segment that no longer changes (409 naming the readers). */
export async function refuseWhileRead(clientId: string, segmentId: string): Promise<void> {
  const readers = (await listLiveSegments(clientId)).filter((segment) => segment.filter && segmentsNamed(segment.filter).includes(segmentId));
  if (readers.length > 0) {
    throw new ApiError(
      'conflict',
      `segment_id: segment ${segmentId} is read by the filter of segment ${readers.map((segment) => segment.segment_id).join(', ')}; change or archive those first`,
    );
  }
}

/** A filter reads static segments of the program in use only (a dynamic one would make builds depend on each other's order). */
export async function checkFilter(clientId: string, filter: ConditionGroup | undefined, selfId?: string): Promise<void> {
  const named = filter ? segmentsNamed(filter) : [];
  if (named.length === 0) return;
  const live = await listLiveSegments(clientId);
  for (const segmentId of named) {
    const found = live.find((segment) => segment.segment_id === segmentId);
    if (segmentId === selfId) throw inputError(`filter: in_segment.${segmentId} names this segment itself`);
    if (!found) throw inputError(`filter: in_segment.${segmentId} names no segment of the program in use`);
    if (found.kind !== 'static') throw inputError(`filter: in_segment.${segmentId} names a dynamic segment; a filter reads static segments only`);
  }
}
