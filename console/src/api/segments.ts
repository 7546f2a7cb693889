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

/** "1 member", "1,234 members". */
export const memberCountWords = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'}`;
