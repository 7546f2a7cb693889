import type * as z from 'zod';
import { noteRequestBefore } from '../data/request-record.js';
import { optimisticTransaction } from '../data/transactions.js';
import { ApiError, inputError, notFound } from '../errors.js';
import { withProgram } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { isoTimestamp } from '../support/periods.js';
import { forgetLiveSegments } from './segment-cache.js';
import { checkFilter, freshState, refuseWhileRead, requestBuild } from './segment-builds.js';
import {
  changedSegmentItems,
  getSegment,
  listSegments,
  memberCounts,
  newSegmentItems,
  segmentCounter,
  type SegmentRecord,
  tooManySegments,
} from './segment-repository.js';
import { MAX_ACTIVE_SEGMENTS, MAX_SEGMENTS, type SegmentBody } from './segment-requests.js';
import type { SegmentAnswerBody, SegmentListBody } from './segment-responses.js';

/**
 * Segments (operator API): named groups of a program's members, made, renamed and archived by
 * the program's managers. A static segment's members are added and removed by the operator
 * (segment-members.ts); a dynamic one's are those its filter holds for, filled by a build over
 * the program's members and kept current from the stream (segment-triggers). Every change is a new version; archiving keeps the memberships (and the
 * count) as they were, and the segment no longer reaches anyone.
 */

type SegmentAnswer = z.infer<typeof SegmentAnswerBody>;

const segmentView = (record: SegmentRecord, memberCount: number, asOf: number): SegmentAnswer => ({
  segment_id: record.segment_id,
  name: record.name,
  description: record.description,
  kind: record.kind,
  filter: record.filter,
  status: record.status,
  build: record.build && {
    members_walked: record.build.walked,
    started_at: isoTimestamp(record.build.started_at),
    finished_at: record.build.finished_at === null ? null : isoTimestamp(record.build.finished_at),
    failure: record.build.failure,
  },
  version: record.version,
  member_count: memberCount,
  as_of: isoTimestamp(asOf),
  date_created: isoTimestamp(record.date_created),
  date_updated: isoTimestamp(record.date_updated),
});

/** The segment, or 404 naming it. */
export async function existingSegment(clientId: string, segmentId: string): Promise<SegmentRecord> {
  const record = await getSegment(clientId, segmentId);
  if (!record) throw notFound(`segment_id: the program has no segment ${segmentId}`);
  return record;
}

/** Segments change in this container at once; elsewhere within the cache bound. */
async function written<T>(clientId: string, work: Promise<T>): Promise<T> {
  const result = await work;
  forgetLiveSegments(clientId);
  return result;
}

async function withCount(record: SegmentRecord): Promise<SegmentAnswer> {
  const counts = await memberCounts(record.client_id, [record.segment_id]);
  return segmentView(record, counts.get(record.segment_id) ?? 0, nowSeconds());
}

/** Makes a segment, version 1: a static one ready and empty, a dynamic one building; 400 past the program's caps. */
export async function createSegment(clientId: string, body: SegmentBody): Promise<SegmentAnswer> {
  await checkFilter(clientId, body.filter);
  const record = await written(
    clientId,
    optimisticTransaction(async () => {
      const { lastId, active } = await withProgram(clientId, () => segmentCounter(clientId));
      if (active >= MAX_ACTIVE_SEGMENTS) throw tooManySegments();
      if (lastId >= MAX_SEGMENTS) throw inputError(`a program makes at most ${MAX_SEGMENTS} segments`);
      const now = nowSeconds();
      const { filter: _filter, ...fields } = body;
      const record: SegmentRecord = {
        client_id: clientId,
        segment_id: String(lastId + 1),
        ...fields,
        ...freshState(body, now),
        version: 1,
        date_created: now,
        date_updated: now,
      };
      return { items: newSegmentItems(record, lastId), result: record };
    }, undefined),
  );
  return segmentView(await requestBuild(record), 0, nowSeconds());
}

/** The program's segments by id with their member counts, archived ones only when asked. */
export async function segmentList(clientId: string, filter: { include_archived: 'true' | 'false' }): Promise<z.infer<typeof SegmentListBody>> {
  const segments = (await withProgram(clientId, () => listSegments(clientId))).filter(
    (segment) => filter.include_archived === 'true' || segment.status !== 'archived',
  );
  const at = nowSeconds();
  const counts = await memberCounts(
    clientId,
    segments.map((segment) => segment.segment_id),
  );
  return { segments: segments.map((segment) => segmentView(segment, counts.get(segment.segment_id) ?? 0, at)) };
}

/** One segment, with its member count read exactly. */
export async function segmentDetails(clientId: string, segmentId: string): Promise<SegmentAnswer> {
  return withCount(await withProgram(clientId, () => existingSegment(clientId, segmentId)));
}

/**
 * Replaces a segment's name, description and a dynamic segment's filter (version + 1); a changed
 * filter (or a failed build) builds the segment again, and members the new filter no longer holds
 * for leave it. Its kind does not change; 409 once archived.
 */
export async function replaceSegment(clientId: string, segmentId: string, body: SegmentBody): Promise<SegmentAnswer> {
  await checkFilter(clientId, body.filter, segmentId);
  const record = await written(
    clientId,
    optimisticTransaction(async () => {
      const current = await withProgram(clientId, () => existingSegment(clientId, segmentId));
      if (current.status === 'archived') throw new ApiError('conflict', `segment_id: segment ${segmentId} is archived`);
      if (body.kind !== current.kind) throw inputError(`kind: segment ${segmentId} is ${current.kind}; a segment's kind does not change, make a new segment`);
      noteRequestBefore({ name: current.name, description: current.description, filter: current.filter });
      const now = nowSeconds();
      const rebuild = current.kind === 'dynamic' && (JSON.stringify(body.filter) !== JSON.stringify(current.filter) || current.status === 'build_failed');
      const { filter: _filter, ...fields } = body;
      const next: SegmentRecord = { ...current, ...fields, ...(rebuild ? freshState(body, now) : {}), version: current.version + 1, date_updated: now };
      return { items: changedSegmentItems(current, next), result: next };
    }, undefined),
  );
  return withCount(await requestBuild(record));
}

/** Retires a segment for good: it reaches no one from then on, and its members stay as they were for the record. */
export async function archiveSegment(clientId: string, segmentId: string): Promise<SegmentAnswer> {
  const record = await written(
    clientId,
    optimisticTransaction(async () => {
      const current = await withProgram(clientId, () => existingSegment(clientId, segmentId));
      if (current.status === 'archived') throw new ApiError('conflict', `status: segment ${segmentId} is already archived`);
      await refuseWhileRead(clientId, segmentId);
      noteRequestBefore({ status: current.status });
      const next: SegmentRecord = { ...current, status: 'archived', version: current.version + 1, date_updated: nowSeconds() };
      return { items: changedSegmentItems(current, next), result: next };
    }, undefined),
  );
  return withCount(record);
}
