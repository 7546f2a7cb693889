import type * as z from 'zod';
import type { Item } from '../data/batch-reads.js';
import { cursorOfPositions, mergedRangePage, type OrderedRange, positionsOfCursor, type RangePositions } from '../data/merged-ranges.js';
import { sortableNumber } from '../data/keys.js';
import { paramError } from '../errors.js';
import {
  DIRECTORY_SHARDS,
  type DirectoryOrder,
  directoryPartition,
  getMember,
  getMembers,
  memberIdOfDirectorySortKey,
  type MemberRecord,
  searchForm,
} from '../member-store/index.js';
import { memberTierLevel, RANK_SHARDS, rankIndexPartition } from '../points/index.js';
import { type ClientRecord, readClient } from '../programs/index.js';
import { isoTimestamp } from '../support/periods.js';
import type { MemberListInput } from './directory-requests.js';
import type { MemberPageBody, MemberRowBody } from './directory-responses.js';

/**
 * The operator's member list: a program's members browsed by joined date, lifetime or redeemable
 * points, or searched by the prefix of a name, an identifier or the exact id. Every order is an
 * index kept by the member writes (docs/data-model.md, "Member directory"): a page is one round
 * trip of parallel index queries over the order's shards, then one BatchGetItem of the members
 * it names. Filters are applied to those members; a page whose members the filters leave out
 * reads on, up to EXAMINE_BUDGET index entries, and answers a cursor where it stopped.
 */

/** Index entries a page reads at most: a filter that matches few members answers short pages rather than late ones. */
export const EXAMINE_BUDGET = 250;
/** Index entries read at a time once filters leave members out: as many members as one BatchGetItem reads. */
const FILTERED_CHUNK = 100;
const DAY_SECONDS = 86_400;
/** Above every sort key that starts with the same prefix. */
const PREFIX_END = '\uffff';
/** At or below every sort key that starts with a number (DynamoDB takes no empty bound). */
const NUMBERS_START = '0';

type MemberRow = z.infer<typeof MemberRowBody>;

/** The directory orders a search looks in for each field it may be told to search. */
const SEARCHED_ORDERS: Record<Exclude<MemberListInput['search_in'], 'id'>, readonly DirectoryOrder[]> = {
  any: ['name', 'surname', 'email', 'username', 'third_party_id', 'mobile_phone_number'],
  name: ['name', 'surname'],
  email: ['email'],
  mobile_phone_number: ['mobile_phone_number'],
  third_party_id: ['third_party_id'],
  username: ['username'],
};
/** The index each directory order lives in (member-store/member-directory.ts). */
const indexOf = (order: DirectoryOrder) => (order === 'joined' ? 'GSI1' : order === 'name' ? 'GSI2' : 'GSI3');

const shards = (count: number) => [...Array(count).keys()];

interface ListPlan {
  ranges: OrderedRange[];
  descending: boolean;
  memberIdOf: (item: Item) => number;
}

const directoryRanges = (clientId: string, order: DirectoryOrder, from: string, to: string): OrderedRange[] =>
  shards(DIRECTORY_SHARDS).map((shard) => ({
    id: `${order}.${shard}`,
    index: indexOf(order),
    partition: directoryPartition(clientId, order, shard),
    from,
    to,
  }));

const fromDirectory = (order: DirectoryOrder) => (item: Item) => memberIdOfDirectorySortKey(String(item[`${indexOf(order)}SK`]));

const pointsBounds = (min: number | undefined, max: number | undefined) => ({
  from: min === undefined ? NUMBERS_START : sortableNumber(min, 16),
  to: max === undefined ? PREFIX_END : `${sortableNumber(max, 16)}${PREFIX_END}`,
});

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Which ranges a request reads, in which direction, and how an entry names its member. */
function listPlan(clientId: string, input: MemberListInput): ListPlan {
  if (input.q !== undefined) {
    const orders = input.search_in === 'id' ? [] : SEARCHED_ORDERS[input.search_in];
    const ranges = orders.flatMap((order) => {
      const prefix = searchForm(order, input.q as string);
      return prefix === '' ? [] : directoryRanges(clientId, order, prefix, `${prefix}${PREFIX_END}`);
    });
    return { ranges, descending: false, memberIdOf: (item) => memberIdOfDirectorySortKey(String(item.GSI2SK ?? item.GSI3SK)) };
  }
  const descending = input.order === 'desc';
  const sort = input.sort ?? 'joined';
  if (sort === 'lifetime_points') {
    const { from, to } = pointsBounds(input.lifetime_points_min, input.lifetime_points_max);
    const ranges = shards(RANK_SHARDS).map((shard) => ({
      id: `lifetime.${shard}`,
      index: 'GSI1' as const,
      partition: rankIndexPartition(clientId, shard),
      from,
      to,
    }));
    return { ranges, descending, memberIdOf: (item) => Number(item.member_id) };
  }
  if (sort === 'redeemable_points') {
    const { from, to } = pointsBounds(input.redeemable_points_min, input.redeemable_points_max);
    return { ranges: directoryRanges(clientId, 'redeemable', from, to), descending, memberIdOf: fromDirectory('redeemable') };
  }
  const from = input.joined_since === undefined ? NUMBERS_START : sortableNumber(dayStart(input.joined_since), 12);
  const to = input.joined_until === undefined ? PREFIX_END : `${sortableNumber(dayStart(input.joined_until) + DAY_SECONDS - 1, 12)}${PREFIX_END}`;
  return { ranges: directoryRanges(clientId, 'joined', from, to), descending, memberIdOf: fromDirectory('joined') };
}

function checkBounds(input: MemberListInput): void {
  if (input.q !== undefined && input.sort !== undefined) throw paramError('sort: a search answers in the order of what it matched; leave out sort or q');
  if (input.joined_since && input.joined_until && input.joined_since > input.joined_until)
    throw paramError('joined_until: must not be before the first day asked for');
  for (const kind of ['lifetime', 'redeemable'] as const) {
    const [min, max] = [input[`${kind}_points_min`], input[`${kind}_points_max`]];
    if (min !== undefined && max !== undefined && min > max) throw paramError(`${kind}_points_max: must not be below the lowest number of points asked for`);
  }
}

/** Whether a member passes the filters the request names (those its order did not already apply). */
async function passes(client: ClientRecord, member: MemberRecord, input: MemberListInput, now: number): Promise<boolean> {
  const within = (value: number, min?: number, max?: number) => (min === undefined || value >= min) && (max === undefined || value <= max);
  if (input.is_active !== undefined && (member.is_active !== false) !== (input.is_active === 'true')) return false;
  if (!within(member.total_points, input.lifetime_points_min, input.lifetime_points_max)) return false;
  if (!within(member.redeemable_points, input.redeemable_points_min, input.redeemable_points_max)) return false;
  const since = input.joined_since === undefined ? undefined : dayStart(input.joined_since);
  const until = input.joined_until === undefined ? undefined : dayStart(input.joined_until) + DAY_SECONDS - 1;
  if (!within(member.date_created, since, until)) return false;
  if (input.tier_id !== undefined) return (await memberTierLevel(client, member, now))?.id === input.tier_id;
  return true;
}

const text = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));

async function rowOf(client: ClientRecord, member: MemberRecord, now: number): Promise<MemberRow> {
  return {
    id: member.id,
    first_name: text(member.first_name),
    last_name: text(member.last_name),
    email_address: text(member.email_address),
    mobile_phone_number: text(member.mobile_phone_number),
    third_party_id: text(member.third_party_id),
    username: text(member.username),
    tier_id: (await memberTierLevel(client, member, now))?.id ?? null,
    is_active: member.is_active !== false,
    date_created: isoTimestamp(member.date_created),
    total_points: member.total_points,
    redeemable_points: member.redeemable_points,
  };
}

/** A page of the program's members, as the request orders, searches and filters them. */
/** Whether the request filters on what its order's key range does not already bound: then pages read in larger chunks. */
function filtersMembers(input: MemberListInput): boolean {
  const sort = input.q === undefined ? (input.sort ?? 'joined') : 'search';
  return (
    input.tier_id !== undefined ||
    input.is_active !== undefined ||
    (sort !== 'joined' && (input.joined_since !== undefined || input.joined_until !== undefined)) ||
    (sort !== 'lifetime_points' && (input.lifetime_points_min !== undefined || input.lifetime_points_max !== undefined)) ||
    (sort !== 'redeemable_points' && (input.redeemable_points_min !== undefined || input.redeemable_points_max !== undefined))
  );
}

/** A page of the program's members, as the request orders, searches and filters them. */
export async function listMembers(clientId: string, input: MemberListInput, now: number): Promise<z.infer<typeof MemberPageBody>> {
  checkBounds(input);
  const plan = listPlan(clientId, input);
  const chunk = filtersMembers(input) ? FILTERED_CHUNK : input.limit;
  let positions = positionsOfCursor(input.cursor);
  const members: MemberRecord[] = [];
  const seen = new Set<number>();
  // A search of digits also names the member with that id, on its first page.
  const byId = input.q !== undefined && !input.cursor && /^\d{1,16}$/.test(input.q) && (input.search_in === 'any' || input.search_in === 'id');
  // The program (its tiers, for the filter and the rows) is read beside the first index page: one round trip for both.
  const [client, exact, first] = await Promise.all([
    readClient(clientId),
    byId ? getMember(clientId, Number(input.q)) : undefined,
    plan.ranges.length > 0 ? mergedRangePage(plan.ranges, { limit: chunk, descending: plan.descending, positions }) : undefined,
  ]);
  if (exact && exact.deleted_at === undefined && (await passes(client, exact, input, now))) {
    members.push(exact);
    seen.add(exact.id);
  }
  let page = first;
  let examined = 0;
  let more = false;
  while (page) {
    const ids = page.items.map(({ item }) => plan.memberIdOf(item));
    const found = await getMembers(
      client.clientId,
      [...new Set(ids)].filter((id) => !seen.has(id)),
    );
    // Entries are taken in order until the page is full; those after it are read again by the next page.
    let taken = 0;
    while (taken < ids.length && members.length < input.limit) {
      const id = ids[taken++] as number;
      const member = found.get(id);
      if (seen.has(id) || !member) continue;
      seen.add(id);
      if (await passes(client, member, input, now)) members.push(member);
    }
    examined += taken;
    ({ positions, more } = page.takenUpTo(taken));
    if (!more || members.length >= input.limit || examined >= EXAMINE_BUDGET) break;
    page = await mergedRangePage(plan.ranges, { limit: Math.min(chunk, EXAMINE_BUDGET - examined), descending: plan.descending, positions });
  }
  return {
    members: await Promise.all(members.map((member) => rowOf(client, member, now))),
    next_cursor: more ? cursorOfPositions(positions as RangePositions) : null,
    examined,
  };
}
