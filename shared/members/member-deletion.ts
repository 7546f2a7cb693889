import { fileStore } from '../files/file-store.js';
import * as z from 'zod';
import { deletionQueuePartitions } from './keys.js';
import { fulfilmentKey, type ItemKey } from '../data/keys.js';
import { drainDueBuckets } from '../data/due-buckets.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { Item } from '../data/batch-reads.js';
import { getMember, lookupValues, memberRemainsItem, releaseLookupItem, type MemberRecord } from '../member-store/index.js';
import { memberDoesNotExist } from './member-lookup.js';
import { memberEventItem } from '../events/index.js';
import { cancellationCodes, optimisticTransaction, writeTransaction } from '../data/transactions.js';
import { uncountedRemoval } from '../data/counted-items.js';
import { ApiError, inputError } from '../errors.js';
import {
  deleteExpiryMarkerItem,
  earnedLevelId,
  levelOf,
  countedRanks,
  rankRemovalItems,
  readRankEntry,
  settledMember,
  STREAM_SHARDS,
  streamRecordKey,
} from '../points/index.js';
import { inParallel } from '../data/in-parallel.js';
import { DAY_SECONDS, isoTimestampWithOffset } from '../support/periods.js';
import {
  deleteItem,
  getDeletion,
  memberPartitionPage,
  putDeletionItem,
  recordCompleted,
  recordStep,
  removeFields,
  type DeletionRecord,
} from './deletion-repository.js';
import type { MemberRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Members who leave (DELETE /v2/users/{user_id}). The request, in one transaction, releases every
 * identifier, replaces the member item with its anonymous remains (id, balances, dates), takes
 * the member out of every rank and queues the erasure: from then on the member is unknown to
 * every route. The scheduled erasure then walks the member's partition a bounded step at a
 * time, stripping what is personal from the ledger (kept, so program totals stay true) and
 * orders, removing stream records and what can no longer happen (pending points, expiry).
 */

/** Writes of one step in flight at once. */
const ERASE_CONCURRENCY = 16;
const DELETIONS_IN_PARALLEL = 4;
/** Stream records live 30 days: older earnings without a recorded shard have none left to find. */
const STREAM_LIFETIME = 31 * DAY_SECONDS;

export async function requestDeletion(request: MemberRequest) {
  const { client, member: resolved } = request;
  const now = nowSeconds();
  let snapshot: MemberRecord | undefined = resolved;
  return optimisticTransaction(async () => {
    // A retry re-reads the member: a deletion that raced this one and won leaves it unknown.
    const [member, rankEntry] = await Promise.all([
      snapshot ?? getMember(client.clientId, resolved.id, true),
      // What the rank trees count of the member: moves the stream has not counted yet are dropped once it is gone.
      readRankEntry(client.clientId, resolved.id),
    ]);
    snapshot = undefined;
    if (!member) throw memberDoesNotExist('page_not_found', 404);
    const counted = await countedRanks(member, rankEntry, now);
    // The hosted API refuses to erase points a deactivated member still holds: remove them first (remove_points).
    if (member.is_active === false && settledMember(client.settings.expiry_policy, member, now).redeemable_points > 0) {
      throw inputError('Member is inactive but has redeemable points');
    }
    const deletion: DeletionRecord = {
      client_id: client.clientId,
      member_id: member.id,
      status: 'Queued',
      initiated_by: 'API',
      date_requested: now,
      items_erased: 0,
    };
    return {
      items: [
        memberRemainsItem(member, now),
        ...lookupValues(member).map(([kind, value]) => releaseLookupItem(client.clientId, kind, value, member.id)),
        ...rankRemovalItems(member, rankEntry, counted),
        deleteExpiryMarkerItem(client.clientId, member.id),
        putDeletionItem(deletion),
        // What the member held leaves the program's outstanding points, and its level's count.
        memberEventItem(
          client.clientId,
          member.id,
          'user.deleted',
          { user_id: member.id, redeemable_points: member.redeemable_points, ...levelOf(earnedLevelId(client.settings, member, now)) },
          now,
        ),
      ],
      result: { user_id: member.id, status: deletion.status },
    };
  }, request.answerRecord);
}

/**
 * GET /v2/users/delete/{user_id}: by member id only (the member's other identifiers are
 * released). The hosted API's status words: initiated when queued, in progress once the erasure
 * recorded a step, completed; each with the date it was reached.
 */
export async function deletionStatus(clientId: string, memberId: number) {
  const deletion = await getDeletion(clientId, memberId);
  if (!deletion) throw new ApiError('page_not_found', 'user does not exist or is not queued for deletion', {}, 404);
  const history = [
    { status: 'Deletion_initiated', at: deletion.date_requested },
    { status: 'Deletion_in_progress', at: deletion.date_started },
    { status: 'Deletion_completed', at: deletion.date_completed },
  ].flatMap(({ status, at }) => (at === undefined ? [] : [{ status, date: isoTimestampWithOffset(at) }]));
  return {
    user_id: deletion.member_id,
    initiated_by: deletion.initiated_by,
    status: history.at(-1)?.status ?? 'Deletion_initiated',
    status_history: history,
  };
}

const keyOf = (item: Item): ItemKey => ({ PK: item.PK as string, SK: item.SK as string });

/*
 * What the erasure reads of the items it changes, decoded under their item types: a corrupt one
 * stops this member's erasure with a logged corrupt item (the deletion stays queued at its last
 * step) rather than completing it with a stream record or a shipping copy missed. Only these
 * attributes, not the items' full schemas: those stay private to the points and rewards features
 * (and rewards imports members, so members may not import it).
 */
const decodeErasableEntry = itemDecoder(
  'ledger_entry',
  z.object({
    entry_id: z.string(),
    date_created: z.number(),
    counts_toward_total: z.boolean(),
    /** The shard of the entry's stream record; absent on entries without one, and on entries older than the shard's recording. */
    stream_shard: z.number().optional(),
  }),
);
const decodeErasableOrder = itemDecoder('redemption_order', z.object({ redeem_order_id: z.number() }));

/** Removes an item a counter counts, with its count; false when it is not one, or another run removed it first. */
async function removeCounted(item: Item): Promise<boolean> {
  const removal = uncountedRemoval(item);
  if (!removal) return false;
  try {
    await writeTransaction(removal);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Erases one item of a deleted member's partition; answers whether it changed anything. */
async function eraseItem(clientId: string, item: Item, now: number): Promise<boolean> {
  switch (item.type) {
    case 'ledger_entry': {
      const personal = ['extra_data', 'notes'].filter((field) => item[field] !== undefined && item[field] !== null);
      if (personal.length > 0) await removeFields(keyOf(item), personal);
      // Decoded only once the personal fields are gone: a corrupt entry still loses them.
      const entry = decodeErasableEntry(item);
      const at = entry.date_created;
      const shards =
        entry.stream_shard !== undefined
          ? [entry.stream_shard]
          : entry.counts_toward_total && at > now - STREAM_LIFETIME
            ? [...Array(STREAM_SHARDS).keys()]
            : [];
      await Promise.all(shards.map((shard) => deleteItem(streamRecordKey(clientId, shard, at, entry.entry_id))));
      return personal.length > 0 || shards.length > 0;
    }
    case 'redemption_order': {
      if (item.shipping === undefined) return false;
      const order = decodeErasableOrder(item);
      await Promise.all([removeFields(keyOf(item), ['shipping']), removeFields(fulfilmentKey(clientId, order.redeem_order_id), ['shipping'])]);
      return true;
    }
    case 'pending_points':
    case 'expiry_marker':
    case 'rank_entry':
    case 'receipt': {
      // The image first: should the item's delete fail, the next run finds the item and removes both.
      if (typeof item.file_key === 'string') await fileStore().remove(item.file_key);
      await deleteItem(keyOf(item));
      return true;
    }
    // An item of the member's kept under another key (a custom event's record, by its id): it and its mark go.
    case 'member_data_ref': {
      if (typeof item.ref_pk === 'string' && typeof item.ref_sk === 'string') await deleteItem({ PK: item.ref_pk, SK: item.ref_sk });
      await deleteItem(keyOf(item));
      return true;
    }
    // A survey's free-text answers, support's notes on the member, its name in the member directory, its birthday, and the member's tokens (their signing keys) and sign-in counts.
    case 'member_birthday':
    case 'survey_response':
    case 'member_directory':
    case 'member_note':
    case 'member_token':
    case 'member_sign_out':
    case 'sign_in_failures':
      await deleteItem(keyOf(item));
      return true;
    // An item a counter counts (a segment membership) leaves its count with it.
    default:
      return removeCounted(item);
  }
}

/**
 * Runs the erasure of one deletion step by step until done or out of time; answers the items
 * erased and whether it completed. A step whose cursor another run moved first ends this run's
 * work on the member: the other run goes on from there.
 */
async function eraseMember(queued: DeletionRecord, now: number, timeLeft: () => boolean): Promise<{ erased: number; completed: boolean; steps: number }> {
  // The queue is an index, which may lag: the cursor is read from the record itself.
  const deletion = await getDeletion(queued.client_id, queued.member_id, true);
  if (deletion?.status !== 'Queued') return { erased: 0, completed: false, steps: 0 };
  let current = deletion;
  let erased = 0;
  let steps = 0;
  while (timeLeft()) {
    const page = await memberPartitionPage(current.client_id, current.member_id, current.cursor);
    let changed = 0;
    await inParallel(page.items, ERASE_CONCURRENCY, async (item) => {
      if (await eraseItem(current.client_id, item, now)) changed++;
    });
    erased += changed;
    steps++;
    if (!page.next) return { erased, completed: await recordCompleted(current, changed, now), steps };
    if (!(await recordStep(current, page.next, changed, now))) return { erased, completed: false, steps };
    current = { ...current, cursor: page.next };
  }
  return { erased, completed: false, steps };
}

export interface ErasureRun {
  completed: number;
  steps: number;
  itemsErased: number;
  failedMembers: number;
  stoppedEarly: boolean;
}

/** The scheduled erasure's work: every queued deletion, oldest first per queue shard. */
export async function eraseQueuedMembers(
  now: number,
  options: { timeLeft: () => boolean; onMemberFailed?: (member: { client_id: string; member_id: number }, error: unknown) => void },
): Promise<ErasureRun> {
  const run: ErasureRun = { completed: 0, steps: 0, itemsErased: 0, failedMembers: 0, stoppedEarly: false };
  const erase = async (deletion: DeletionRecord) => {
    try {
      const done = await eraseMember(deletion, now, options.timeLeft);
      run.steps += done.steps;
      run.itemsErased += done.erased;
      if (done.completed) run.completed++;
    } catch (error) {
      // The deletion stays queued at its last recorded step; the next run goes on from there.
      run.failedMembers++;
      options.onMemberFailed?.({ client_id: deletion.client_id, member_id: deletion.member_id }, error);
    }
  };
  const { stoppedEarly } = await drainDueBuckets<DeletionRecord>(
    deletionQueuePartitions(),
    now,
    (page) => inParallel(page, DELETIONS_IN_PARALLEL, erase),
    options.timeLeft,
  );
  run.stoppedEarly = stoppedEarly || !options.timeLeft();
  return run;
}
