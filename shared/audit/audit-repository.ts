import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { queryRangePage } from '../data/batch-reads.js';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { auditActorPartition, auditEntryId, auditEntryIdOf, auditEntryKey, auditEntryRange, auditMemberPartition } from './keys.js';
import type { ItemKey } from '../data/keys.js';
import { OPERATOR_ROLES } from '../operators/index.js';
import { AUDIT_RETENTION_SECONDS, type AuditedRequest } from './audit-entries.js';
import { type ActionKind, actionKindOf } from './action-kinds.js';

const AuditItem = z.object({
  entry_id: z.string(),
  at: z.string(),
  actor_id: z.string(),
  actor_name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  operation: z.string(),
  route: z.string(),
  /** The kind of action (action-kinds.ts); entries written before kinds were kept have none. */
  action: z.string().optional(),
  request_id: z.string(),
  targets: z.record(z.string(), z.string()),
  changes: z.unknown().optional(),
  before: z.unknown().optional(),
});
export type AuditRecord = z.infer<typeof AuditItem>;
const decodeAuditItem = itemDecoder('audit entry', AuditItem);

/** The entry's item: in its program's partition, beside its actor's (GSI1) and its member's (GSI2) lines. */
export function auditItem(request: AuditedRequest, changes: unknown): Record<string, unknown> {
  const at = new Date(request.at).toISOString();
  const entryId = auditEntryId(at, request.requestId);
  const key = auditEntryKey(request.clientId, entryId);
  // Operator member routes name the member {member_id}: its entries are also the member's line.
  const member = request.targets.member_id;
  return {
    ...key,
    GSI1PK: auditActorPartition(request.clientId, request.operator.id),
    GSI1SK: key.SK,
    ...(member === undefined || request.clientId === undefined ? {} : { GSI2PK: auditMemberPartition(request.clientId, member), GSI2SK: key.SK }),
    entry_id: entryId,
    at,
    actor_id: request.operator.id,
    actor_name: request.operator.name,
    role: request.operator.role,
    operation: request.operation,
    route: request.route,
    action: actionKindOf(request.route),
    request_id: request.requestId,
    targets: request.targets,
    changes: changes ?? undefined,
    expires_at: Math.floor(request.at / 1000) + AUDIT_RETENTION_SECONDS,
  };
}

/** Writes an entry on its own: for a change made without a transaction that could carry it. */
export async function putAuditItem(item: Record<string, unknown>): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** Adds to a written entry the ids its request's answer gave (what the request created). */
export async function addAuditTargets(key: ItemKey, targets: Record<string, string>): Promise<void> {
  await sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET targets = :targets',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':targets': targets },
    }),
  );
}

export interface AuditRange {
  clientId?: string;
  actor?: string;
  memberId?: string;
  /** Only entries of this kind of action (a filter on the page read, not a key). */
  kind?: ActionKind;
  /** ISO instants, inclusive. */
  from: string;
  to: string;
  /** The entry id the previous page stopped at. */
  after?: string;
  limit: number;
}

/**
 * A page of entries between two instants, newest first: from the program's partition, or from
 * its member's line when a member is asked (then filtered by actor when one is asked too), or
 * from its actor's line; a kind of action filters what the page read. Each page reads at most
 * `limit` items, so a narrow filter may answer fewer entries (even none) with a `next` to go on
 * from. `next` is the entry id to go on after, none at the end.
 */
export async function auditEntries(range: AuditRange): Promise<{ entries: AuditRecord[]; next?: string }> {
  const bounds = auditEntryRange(range.clientId, range.from, range.to);
  const byMember = range.memberId !== undefined && range.clientId !== undefined;
  const [index, partition] = byMember
    ? (['GSI2', auditMemberPartition(range.clientId as string, range.memberId as string)] as const)
    : range.actor !== undefined
      ? (['GSI1', auditActorPartition(range.clientId, range.actor)] as const)
      : ([undefined, bounds.PK] as const);
  const afterKey = range.after === undefined ? undefined : auditEntryKey(range.clientId, range.after);
  const after: Record<string, unknown> | undefined =
    afterKey === undefined ? undefined : index === undefined ? { ...afterKey } : { ...afterKey, [`${index}PK`]: partition, [`${index}SK`]: afterKey.SK };
  const page = await queryRangePage(
    { index, partition, from: bounds.SKFrom, to: bounds.SKTo },
    {
      limit: range.limit,
      after,
      filter: [
        ...(byMember && range.actor !== undefined ? [{ attribute: 'actor_id', equals: range.actor }] : []),
        ...(range.kind === undefined ? [] : [{ attribute: 'action', equals: range.kind }]),
      ],
    },
  );
  return {
    entries: page.items.map(decodeAuditItem),
    next: page.last === undefined ? undefined : auditEntryIdOf(String(page.last.SK)),
  };
}
