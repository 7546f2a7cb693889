import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { queryPage, queryPages, queryPrefix, queryRange } from '../data/batch-reads.js';
import { itemDecoder } from '../data/item-decoder.js';
import { dateOfLedgerEntryId, ledgerAtPrefix, ledgerEntryKey, ledgerPrefix, ledgerRange, ledgerTotalIndexBound, ledgerTotalIndexKeys } from './keys.js';
import { memberKey, redeemableOrderKeys } from '../member-store/index.js';
import type { MemberRecord } from '../member-store/index.js';
import type { TransactItem } from '../data/transactions.js';
import { type CarriedEvent, carrying } from '../events/index.js';
import { LEDGER_ENTRY_TYPE } from './stream-event-schemas.js';
import { RANK_MOVE_ATTRIBUTE } from '../data/table.js';
import type { CarriedRankMove } from './stream-event-schemas.js';

/** One immutable line of a member's points history. */
const LedgerEntryItem = z
  .object({
    entry_id: z.string(),
    /** What moved the points: an activity credit, a redemption, a purchase, an expiry, ... */
    kind: z.string(),
    /** Signed: positive for earnings, negative for redemptions and expiries. */
    num_points: z.number(),
    /** Earnings count towards total_points; redemptions and expiries only lower redeemable_points. */
    counts_toward_total: z.boolean(),
    activity_id: z.string().nullable(),
    name: z.string(),
    // Always written (null for none); a member's deletion erases both from the anonymised entries it keeps.
    notes: z.string().nullable().optional(),
    extra_data: z.unknown().optional(),
    date_created: z.number(),
    /** Balances right after this entry. */
    ending_total: z.number(),
    ending_redeemable: z.number(),
  })
  // What a kind of movement adds (a purchase's receipt, a redemption's order, ...).
  .catchall(z.unknown());
/**
 * An entry as stored. New entries always carry notes and extra_data (null for none); the entries a
 * member's deletion anonymises (shared/members/member-deletion.ts) have neither, so views answer
 * `entry.notes ?? null`.
 */
export type LedgerEntry = z.infer<typeof LedgerEntryItem>;

export function putLedgerEntryItem(clientId: string, memberId: number, entry: LedgerEntry, event?: CarriedEvent, rankMove?: CarriedRankMove): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...ledgerEntryKey(clientId, memberId, entry.date_created, entry.entry_id),
        // Earnings are indexed by running total: when a total was first reached is one query.
        ...(entry.counts_toward_total ? ledgerTotalIndexKeys(clientId, memberId, entry.ending_total, entry.date_created, entry.entry_id) : {}),
        type: LEDGER_ENTRY_TYPE,
        ...entry,
        ...carrying(event),
        ...(rankMove ? { [RANK_MOVE_ATTRIBUTE]: rankMove } : {}),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/**
 * Moves the member's balances, only if the member is still at the version the movement was
 * computed from and redeemable points stay non-negative.
 */
export function updateBalancesItem(
  member: MemberRecord,
  change: { total: number; redeemable: number; purchased: number },
  extraSets: Record<string, unknown> = {},
  mayOverdraw = false,
): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':version': member.version,
    ':one': 1,
    ':total': change.total,
    ':redeemable': change.redeemable,
    ':purchased': change.purchased,
    ...(mayOverdraw ? {} : { ':floor': -change.redeemable }),
  };
  // The member's place in the redeemable-points order moves with the balance (a key move in a keys-only index).
  const order = redeemableOrderKeys(member.client_id, member.id, member.redeemable_points + change.redeemable);
  const extra = Object.entries({ ...extraSets, ...order }).map(([field, value], index) => {
    names[`#x${index}`] = field;
    values[`:x${index}`] = value;
    return `, #x${index} = :x${index}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: memberKey(member.client_id, member.id),
      UpdateExpression:
        'SET version = version + :one, total_points = total_points + :total, ' +
        'redeemable_points = redeemable_points + :redeemable, num_points_purchased = num_points_purchased + :purchased' +
        extra.join(''),
      ConditionExpression: mayOverdraw ? 'version = :version' : 'version = :version AND redeemable_points >= :floor',
      ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
      ExpressionAttributeValues: values,
    },
  };
}

const toEntry = itemDecoder(LEDGER_ENTRY_TYPE, LedgerEntryItem);

/** A ledger entry as written (a stream record's new image, unmarshalled), as its record. */
export const ledgerEntryOf = toEntry;

/** A page of the member's ledger, newest first. */
export async function queryLedger(clientId: string, memberId: number, options: { limit?: number; since?: number } = {}): Promise<LedgerEntry[]> {
  const { PK, SKPrefix } = ledgerPrefix(clientId, memberId);
  const lower = options.since !== undefined ? ledgerEntryKey(clientId, memberId, options.since, '').SK : SKPrefix;
  const items = await queryPages(
    {
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lower AND :upper',
      ExpressionAttributeValues: { ':pk': PK, ':lower': lower, ':upper': `${SKPrefix}\uffff` },
      ScanIndexForward: false,
      Limit: options.limit,
    },
    options.limit,
  );
  return items.map(toEntry);
}

/** The rank moves the member's newest `limit` ledger entries carry, newest first, read consistently. */
export async function recentRankMoves(clientId: string, memberId: number, limit: number): Promise<CarriedRankMove[]> {
  const { PK, SKPrefix } = ledgerPrefix(clientId, memberId);
  const items = await queryPrefix(PK, SKPrefix, { newestFirst: true, maxItems: limit, consistent: true });
  return items.flatMap((item) => (item[RANK_MOVE_ATTRIBUTE] ? [item[RANK_MOVE_ATTRIBUTE] as CarriedRankMove] : []));
}

/**
 * A page of the member's ledger, newest first, after the entry whose sort key is `afterSK`: the
 * entries and the sort key to go on after (none at the oldest entry).
 */
export async function ledgerPage(clientId: string, memberId: number, limit: number, afterSK?: string): Promise<{ entries: LedgerEntry[]; nextSK?: string }> {
  const { PK, SKPrefix } = ledgerPrefix(clientId, memberId);
  const page = await queryPage({ PK, SKPrefix }, { limit, newestFirst: true, after: afterSK === undefined ? undefined : { PK, SK: afterSK } });
  const last = page.items.at(-1);
  return { entries: page.items.map(toEntry), nextSK: page.more && last ? String(last.SK) : undefined };
}

/** The member's ledger entries dated from `from` to `to` (Unix seconds, both included), oldest first: one range of its partition. */
export async function ledgerBetween(clientId: string, memberId: number, from: number, to: number): Promise<LedgerEntry[]> {
  return (await queryRange(ledgerRange(clientId, memberId, from, to))).map(toEntry);
}

/** The member's ledger entries dated exactly `at`: a one-second slice of the ledger, a few entries at most. */
export async function ledgerEntriesAt(clientId: string, memberId: number, at: number): Promise<LedgerEntry[]> {
  const { PK, SKPrefix } = ledgerAtPrefix(clientId, memberId, at);
  return (await queryPrefix(PK, SKPrefix)).map(toEntry);
}

/**
 * An entry by its id, with every entry of the member written at the same instant (its trigger's
 * other entries): one Query of that instant for an id that carries its date (newLedgerEntryId);
 * an older bare UUID is looked for among the member's newest LEGACY_ENTRY_SEARCH entries.
 */
export const LEGACY_ENTRY_SEARCH = 1_000;
export async function ledgerEntryWithSiblings(
  clientId: string,
  memberId: number,
  entryId: string,
): Promise<{ entry: LedgerEntry; together: LedgerEntry[] } | undefined> {
  const at = dateOfLedgerEntryId(entryId);
  const read = at === undefined ? await queryLedger(clientId, memberId, { limit: LEGACY_ENTRY_SEARCH }) : await ledgerEntriesAt(clientId, memberId, at);
  const entry = read.find((candidate) => candidate.entry_id === entryId);
  return entry && { entry, together: read.filter((candidate) => candidate.date_created === entry.date_created) };
}

/** The first earning after which the member's running total was at least `total`. */
export async function firstEntryReachingTotal(clientId: string, memberId: number, total: number): Promise<LedgerEntry | undefined> {
  const bound = ledgerTotalIndexBound(clientId, memberId, total);
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK >= :bound',
      ExpressionAttributeValues: { ':pk': bound.GSI1PK, ':bound': bound.GSI1SK },
      Limit: 1,
    }),
  );
  return Items?.[0] ? toEntry(Items[0]) : undefined;
}
