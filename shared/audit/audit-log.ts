import type * as z from 'zod';
import { readClient } from '../programs/index.js';
import { getOperatorByEmail } from '../operators/index.js';
import { actionKindOf } from './action-kinds.js';
import type { RequestRecord } from '../data/request-record.js';
import { auditEntryKey } from './keys.js';
import { paramError } from '../errors.js';
import { logger } from '../support/logger.js';
import { nowMillis } from '../support/clock.js';
import { AUDIT_RETENTION_SECONDS, type AuditedRequest, changesOf, createdTargets } from './audit-entries.js';
import { addAuditTargets, type AuditRecord, auditEntries, auditItem, putAuditItem } from './audit-repository.js';
import type { AuditQueryInput, ClientAuditQueryInput } from './audit-requests.js';
import type { AuditEntryBody, AuditPageBody } from './audit-responses.js';

/** What an audited request keeps while it runs: the record its first transaction carries, and what to do once it has answered. */
export interface AuditTrail {
  record: RequestRecord;
  /** Writes the entry on its own if no transaction carried it, or adds the ids the answer created; only for a request that succeeded. */
  finish(answer: { statusCode: number; body?: string }): Promise<void>;
}

/**
 * Opens a request's audit entry. The entry rides in the request's first transaction that has
 * room (request-record.ts), so it commits with the change or not at all; a request that changed
 * the table by single-item writes gets its entry written once it has answered with success.
 */
export function auditTrail(request: AuditedRequest): AuditTrail {
  const item = auditItem(request, changesOf(request.body));
  const record: RequestRecord = { item, written: false };
  return {
    record,
    async finish(answer) {
      if (answer.statusCode >= 300) return;
      // What the request named, and what it noted creating before its transaction (noteRequestTargets).
      const known = item.targets as Record<string, string>;
      const created = createdTargets(request.route.split(' ')[0] ?? '', answer.body, known, request.body);
      try {
        if (!record.written) {
          await putAuditItem({ ...item, targets: { ...known, ...created } });
          // Work the request left running (in its async context) must not carry the entry again.
          record.written = true;
        } else if (Object.keys(created).length > 0) await addAuditTargets(auditEntryKey(request.clientId, String(item.entry_id)), { ...known, ...created });
      } catch (error) {
        // The change stands and its answer is true: the missing entry is an alarm, not the caller's failure.
        logger.error('audit entry not written', { operation: request.operation, requestId: request.requestId, error: error as Error });
      }
    },
  };
}

/** Cursors are the entry id the page stopped at, in base64url so they travel in a query string as they are. */
const cursorOf = (entryId: string) => Buffer.from(entryId, 'utf8').toString('base64url');
const entryIdOfCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

/** A bound as an ISO instant: a date alone is its whole UTC day (from its start, to its end). */
function instant(bound: string, end: boolean): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(bound) ? `${bound}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : bound;
  return new Date(date).toISOString();
}

const view = (entry: AuditRecord): z.infer<typeof AuditEntryBody> => ({
  entry_id: cursorOf(entry.entry_id),
  at: entry.at,
  actor: { id: entry.actor_id, name: entry.actor_name, role: entry.role },
  operation: entry.operation,
  route: entry.route,
  action: actionKindOf(entry.route),
  request_id: entry.request_id,
  targets: entry.targets,
  changes: entry.changes ?? null,
  before: entry.before ?? null,
});

/**
 * The operator id the query narrows to: the one it names, or the one whose account has its
 * e-mail address. Null when the two disagree or no operator has the address (no entry is theirs).
 */
export async function actorOf(query: Pick<AuditQueryInput, 'actor' | 'actor_email'>): Promise<string | undefined | null> {
  if (query.actor_email === undefined) return query.actor;
  const account = await getOperatorByEmail(query.actor_email);
  // Entries name an operator by the subject their tokens carry (their id where no user pool issues them).
  const id = account === undefined ? undefined : (account.subject ?? account.operator_id);
  if (id === undefined || (query.actor !== undefined && query.actor !== id)) return null;
  return id;
}

async function page(clientId: string | undefined, query: AuditQueryInput & { member_id?: number }): Promise<z.infer<typeof AuditPageBody>> {
  const now = nowMillis();
  const to = query.until === undefined ? new Date(now).toISOString() : instant(query.until, true);
  const from = query.since === undefined ? new Date(now - AUDIT_RETENTION_SECONDS * 1000).toISOString() : instant(query.since, false);
  if (from > to) {
    if (query.since !== undefined && query.until !== undefined) throw paramError('until must not be before since');
    // A since after now: nothing is logged there yet.
    return { entries: [], next_cursor: null };
  }
  const actor = await actorOf(query);
  if (actor === null) return { entries: [], next_cursor: null };
  const result = await auditEntries({
    clientId,
    actor,
    kind: query.kind,
    memberId: query.member_id === undefined ? undefined : String(query.member_id),
    from,
    to,
    after: query.cursor === undefined ? undefined : entryIdOfCursor(query.cursor),
    limit: query.limit,
  });
  return { entries: result.entries.map(view), next_cursor: result.next === undefined ? null : cursorOf(result.next) };
}

/** A program's audit log, newest first: every operator change to the program, by actor, member and time. */
export async function programAuditLog(clientId: string, query: ClientAuditQueryInput): Promise<z.infer<typeof AuditPageBody>> {
  // The program is checked beside the page's read: an unknown one answers 404 in the same round trip.
  const [, entries] = await Promise.all([readClient(clientId), page(clientId, query)]);
  return entries;
}

/** The deployment's own audit log: programs created and operators managed, which belong to no program. */
export const deploymentAuditLog = (query: AuditQueryInput): Promise<z.infer<typeof AuditPageBody>> => page(undefined, query);
