import type { SegmentPreview } from './answers.js';
import type { RewardsClient } from './client.js';
import { unwrap } from './problem.js';

/**
 * The queries about a program's segments share this prefix (the list, each segment, its members),
 * so a change refreshes them all at once.
 */
export const segmentsKey = (clientId: string) => ['segments', clientId] as const;
export const segmentKey = (clientId: string, segmentId: string) => [...segmentsKey(clientId), 'one', segmentId] as const;

/** The program's segments in use, or every one with `includeArchived`, by id. */
export const listSegments = (api: RewardsClient, clientId: string, includeArchived = false) =>
  unwrap(
    api.GET('/admin/v1/clients/{client_id}/segments', {
      params: { path: { client_id: clientId }, query: includeArchived ? { include_archived: 'true' } : {} },
    }),
  ).then((answer) => answer.segments);

/**
 * A draft filter's reach, keyed by the filter as sent (its JSON): each filter its own answer, so an
 * answer for conditions since changed is never shown for the new ones.
 */
export const segmentPreviewKey = (clientId: string, filter: string) => [...segmentsKey(clientId), 'preview', filter] as const;

/** How many members a filter holds for now (exact, or estimated with its range) and some of them; nothing is saved. */
export const previewSegment = (api: RewardsClient, clientId: string, filter: unknown): Promise<SegmentPreview> =>
  unwrap(api.POST('/admin/v1/clients/{client_id}/segments/preview', { params: { path: { client_id: clientId } }, body: { filter } }));

/** "1 member", "1,234 members". */
export const memberCountWords = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'}`;
