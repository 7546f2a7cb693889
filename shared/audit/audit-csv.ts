import type * as z from 'zod';
import type { ActionKind } from './action-kinds.js';
import { auditEntries, type AuditRecord } from './audit-repository.js';
import { entrySentence } from './audit-sentences.js';
import { actorOf } from './audit-log.js';
import type { AuditExportFilters } from './audit-requests.js';

/**
 * The audit log as rows of a file (the exports feature's `audit` kind): one row per entry, newest
 * first, chosen by the same filters as the log's route. Times are given in UTC and in the
 * program's time zone; the action is the entry's plain sentence.
 */

export const AUDIT_EXPORT_COLUMNS = ['time_utc', 'time_program', 'operator', 'role', 'kind', 'action', 'member_id', 'before', 'after', 'request_id'] as const;
export type AuditExportRow = Record<(typeof AUDIT_EXPORT_COLUMNS)[number], string | null>;

/** "2026-11-29 09:15:00 GMT+1": an instant in a time zone, to the second, with the zone's short name. */
export function zoneTime(at: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${parts.timeZoneName}`;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

function rowOf(entry: AuditRecord, timeZone: string): AuditExportRow {
  const targets = entry.targets;
  return {
    time_utc: entry.at,
    time_program: zoneTime(entry.at, timeZone),
    operator: entry.actor_name,
    role: entry.role,
    kind: (entry.action as ActionKind | undefined) ?? null,
    action: entrySentence({
      actor: { name: entry.actor_name, role: entry.role },
      operation: entry.operation,
      targets,
      changes: entry.changes,
      before: entry.before,
    }),
    member_id: targets.member_id ?? null,
    before: json(entry.before),
    after: json(entry.changes),
    request_id: entry.request_id,
  };
}

export interface AuditExportPage {
  rows: AuditExportRow[];
  /** The entry id to go on after; none at the end. */
  next?: string;
}

/**
 * One page of a program's audit log as rows, between two instants (Unix seconds, both included),
 * after the entry id the previous page stopped at. An e-mail no operator has gives no rows.
 */
export async function auditExportPage(
  clientId: string,
  filters: z.infer<typeof AuditExportFilters>,
  bounds: { from: number; to: number; timeZone: string },
  after: string | undefined,
  limit: number,
): Promise<AuditExportPage> {
  const actor = await actorOf(filters);
  if (actor === null) return { rows: [] };
  const page = await auditEntries({
    clientId,
    actor,
    kind: filters.kind,
    memberId: filters.member_id === undefined ? undefined : String(filters.member_id),
    from: new Date(bounds.from * 1000).toISOString(),
    to: new Date(bounds.to * 1000 + 999).toISOString(),
    after,
    limit,
  });
  return { rows: page.entries.map((entry) => rowOf(entry, bounds.timeZone)), next: page.next };
}
