import type { RewardsClient } from './client.js';
import { unwrap } from './problem.js';

/**
 * Programs (the API's clients) as the console lists them. listPrograms answers in the shape of
 * GET /admin/v1/clients ({clients, next_cursor}); while the API has no such list it pages the
 * programs this browser has created or opened (each opened one checked through the API first).
 */
export interface Program {
  client_id: string;
  name: string;
  created_at: number;
}

export interface ProgramPage {
  clients: Program[];
  next_cursor: string | null;
}

const KEY = 'rewards-console.programs';

function known(): Program[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((program): program is Program => typeof program?.client_id === 'string') : [];
  } catch {
    return [];
  }
}

function remember(program: Program): void {
  const others = known().filter(({ client_id }) => client_id !== program.client_id);
  localStorage.setItem(KEY, JSON.stringify([program, ...others]));
}

export async function listPrograms(_api: RewardsClient, { cursor, limit = 50 }: { cursor?: string; limit?: number } = {}): Promise<ProgramPage> {
  const all = known();
  const start = cursor ? Number(cursor) : 0;
  const end = start + limit;
  return { clients: all.slice(start, end), next_cursor: end < all.length ? String(end) : null };
}

export async function createProgram(api: RewardsClient, name: string) {
  const created = await unwrap(api.POST('/admin/v1/clients', { body: { name } }));
  remember({ client_id: created.client_id, name: created.name, created_at: Math.floor(Date.now() / 1000) });
  return created;
}

/** Adds a program by its client_id to this browser's list, once the API has answered for it. */
export async function openProgram(api: RewardsClient, clientId: string, name: string): Promise<Program> {
  await unwrap(api.GET('/admin/v1/clients/{client_id}/settings', { params: { path: { client_id: clientId } } }));
  const program = { client_id: clientId, name: name || clientId, created_at: Math.floor(Date.now() / 1000) };
  remember(program);
  return program;
}
