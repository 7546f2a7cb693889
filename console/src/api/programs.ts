import type { RewardsClient } from './client.js';
import { unwrap } from './problem.js';

/** Programs (the API's clients): every program of the deployment, newest first, a page at a time. */
export interface Program {
  client_id: string;
  name: string;
  date_created: number;
}

export interface ProgramPage {
  clients: Program[];
  next_cursor: string | null;
}

export function listPrograms(api: RewardsClient, { cursor, limit = 50 }: { cursor?: string; limit?: number } = {}): Promise<ProgramPage> {
  return unwrap(api.GET('/admin/v1/clients', { params: { query: { limit, ...(cursor ? { cursor } : {}) } } }));
}

export function createProgram(api: RewardsClient, name: string) {
  return unwrap(api.POST('/admin/v1/clients', { body: { name } }));
}

/** Every program, following the API's cursor page by page (for the program picker; at most `pages` pages of 100). */
export async function listAllPrograms(api: RewardsClient, pages = 20): Promise<Program[]> {
  const all: Program[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < pages; page += 1) {
    const answer = await listPrograms(api, { cursor, limit: 100 });
    all.push(...answer.clients);
    if (!answer.next_cursor) break;
    cursor = answer.next_cursor;
  }
  return all;
}
