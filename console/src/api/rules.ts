import type { RewardsClient } from './client.js';
import { unwrap } from './problem.js';

/** Which of the program's rules a list shows: one status, those not archived (''), or every one. */
export type RuleFilter = '' | 'draft' | 'active' | 'paused' | 'archived' | 'every';

/** The queries about a program's rules share this prefix, so a change refreshes them all at once. */
export const rulesKey = (clientId: string) => ['rules', clientId];

export const listRules = (api: RewardsClient, clientId: string, filter: RuleFilter) =>
  unwrap(
    api.GET('/admin/v1/clients/{client_id}/rules', {
      params: {
        path: { client_id: clientId },
        query: filter === 'every' ? { include_archived: 'true' } : filter === '' ? {} : { status: filter },
      },
    }),
  );
