import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { queryPrefix } from '../data/batch-reads.js';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder, type DecodesExactly } from '../data/item-decoder.js';
import { rewardCatalogueSizeKey, rewardKey, rewardPrefix } from './keys.js';
import { deleteStockItem, newStock, newStockItem, retotalStockItem, type StockRecord } from './stock-repository.js';
import { guarded, type TransactItem, type WriteItem } from '../data/transactions.js';
import type { RewardInput } from './reward-input.js';

/** A reward definition as stored in the client's catalogue partition. */
export interface RewardRecord extends Omit<RewardInput, 'variations' | 'total_quantity'> {
  id: number;
  client_id: string;
  /** Bumped by every replace, so two operator edits cannot interleave. */
  version: number;
  variation_ids: number[];
  date_created: number;
  date_last_updated: number;
}

/** A 0/1 flag of spec 2.6, stored as 0 or 1. */
const StoredFlag = z.literal([0, 1]);

/** A reward as stored: the operator's fields as RewardInputSchema leaves them, and the record's own. */
const RewardItem = z.object({
  id: z.number(),
  client_id: z.string(),
  version: z.number(),
  variation_ids: z.array(z.number()),
  date_created: z.number(),
  date_last_updated: z.number(),
  title: z.string(),
  description: z.string(),
  num_points: z.number(),
  date_start: z.number().nullable(),
  date_end: z.number().nullable(),
  date_end_redeemable: z.number().nullable(),
  is_enabled: StoredFlag,
  no_end_date: StoredFlag,
  category_id: z.number().nullable(),
  max_select_quantity: z.number().nullable(),
  max_per_user: z.number().nullable(),
  is_shipping_required: StoredFlag,
  is_phone_number_required: StoredFlag,
  is_min_age_required: StoredFlag,
  min_age: z.number().nullable(),
  is_digital_download: StoredFlag,
  digital_download_url: z.string().nullable(),
  sweepstakes_winners: z.number().nullable(),
  extra_data: z.unknown(),
  image: z.string().nullable(),
  additional_images: z.array(z.string()),
  reward_terms: z.string().nullable(),
  min_tier_id: z.string().nullable(),
  // Rewards stored before audiences existed reach every member.
  segment_ids: z.array(z.string()).nullable().default(null),
  featured: StoredFlag,
  is_hidden: StoredFlag,
  is_locked: StoredFlag,
  is_active: z.boolean(),
  coupon_category_id: z.number().nullable(),
});
// Fails to compile when an operator field is added to the input but not to the stored shape.
true satisfies DecodesExactly<typeof RewardItem, RewardRecord>;

/** A variation: its own id, color, size and image; every other field is its reward's. */
const VariationItem = z.object({
  id: z.number(),
  client_id: z.string(),
  parent_id: z.number(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  image: z.string().nullable(),
  date_created: z.number(),
});
export type VariationRecord = z.infer<typeof VariationItem>;

const decodeReward = itemDecoder('reward', RewardItem);
const decodeVariation = itemDecoder('reward_variation', VariationItem);

export interface CatalogueItems {
  reward: RewardRecord;
  variations: VariationRecord[];
}

export type StoredReward = { kind: 'reward'; record: RewardRecord } | { kind: 'variation'; record: VariationRecord };

export function storedRewardOf(item: Record<string, unknown>): StoredReward {
  return item.type === 'reward_variation' ? { kind: 'variation', record: decodeVariation(item) } : { kind: 'reward', record: decodeReward(item) };
}

export async function getReward(clientId: string, id: number, consistent = false): Promise<StoredReward | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: rewardKey(clientId, id), ConsistentRead: consistent }));
  return Item ? storedRewardOf(Item) : undefined;
}

/** The whole rewards catalogue of one client: one partition, its size capped at creation. */
export async function listRewardItems(clientId: string): Promise<{ rewards: RewardRecord[]; variations: VariationRecord[] }> {
  const { PK, SKPrefix } = rewardPrefix(clientId);
  const stored = (await queryPrefix(PK, SKPrefix)).map(storedRewardOf);
  return {
    rewards: stored.flatMap((s) => (s.kind === 'reward' ? [s.record] : [])),
    variations: stored.flatMap((s) => (s.kind === 'variation' ? [s.record] : [])),
  };
}

const putReward = (reward: RewardRecord, condition: { version?: number }): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...rewardKey(reward.client_id, reward.id), type: 'reward', ...reward },
    ConditionExpression: condition.version === undefined ? 'attribute_not_exists(PK)' : 'version = :version',
    ExpressionAttributeValues: condition.version === undefined ? undefined : { ':version': condition.version },
  },
});

const putVariation = (variation: VariationRecord, mustExist: boolean): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...rewardKey(variation.client_id, variation.id), type: 'reward_variation', ...variation },
    ConditionExpression: mustExist ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)',
  },
});

/** What the catalogue size item counts, one attribute each. */
export type CatalogueCount = 'reward_entries' | 'reward_categories' | 'coupon_categories';

/**
 * Moves one of the client's catalogue counts by `change`; growth beyond `max` is refused.
 * Written only by operator edits, never by member traffic.
 */
export function resizeCatalogueItem(clientId: string, count: CatalogueCount, change: number, max: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: rewardCatalogueSizeKey(clientId),
      UpdateExpression: 'ADD #count :change',
      ConditionExpression: change > 0 ? 'attribute_not_exists(#count) OR #count <= :room' : undefined,
      ExpressionAttributeNames: { '#count': count },
      ExpressionAttributeValues: change > 0 ? { ':change': change, ':room': max - change } : { ':change': change },
    },
  };
}

/** A catalogue count's bound as a write sees it: at most `max` entries, and what a full catalogue answers. */
export interface CatalogueLimit {
  max: number;
  whenFull: () => Error;
}

/** Moves a catalogue count by `change`, refused with the limit's error when it would pass the bound. */
export const resizeCatalogue = (clientId: string, count: CatalogueCount, change: number, limit: CatalogueLimit): WriteItem =>
  guarded(resizeCatalogueItem(clientId, count, change, limit.max), limit.whenFull);

/** A new reward, its variations and the stock items of its stock holders. */
export function newRewardItems(next: CatalogueItems, stocks: StockRecord[], limit: CatalogueLimit): WriteItem[] {
  const clientId = next.reward.client_id;
  return [
    resizeCatalogue(clientId, 'reward_entries', 1 + next.variations.length, limit),
    putReward(next.reward, {}),
    ...next.variations.map((variation) => putVariation(variation, false)),
    ...stocks.map((stock) => newStockItem(clientId, stock)),
  ];
}

/**
 * Replaces a reward and reconciles its variations: kept ones are rewritten and re-totalled,
 * new ones created with their stock, dropped ones deleted with theirs.
 */
export function replaceRewardItems(
  existing: CatalogueItems,
  next: CatalogueItems,
  quantities: Map<number, number>,
  stocks: Map<number, StockRecord>,
  limit: CatalogueLimit,
): WriteItem[] {
  const clientId = next.reward.client_id;
  const oldIds = new Set(existing.variations.map((v) => v.id));
  const nextIds = new Set(next.variations.map((v) => v.id));
  const added = next.variations.filter((v) => !oldIds.has(v.id));
  const dropped = existing.variations.filter((v) => !nextIds.has(v.id));
  const change = added.length - dropped.length;
  const items: WriteItem[] = [];
  if (change !== 0) items.push(resizeCatalogue(clientId, 'reward_entries', change, limit));
  items.push(putReward(next.reward, { version: existing.reward.version }));
  for (const variation of next.variations) items.push(putVariation(variation, oldIds.has(variation.id)));
  for (const [id, total] of quantities) {
    const stock = stocks.get(id);
    if (!stock) items.push(newStockItem(clientId, newStock(id, total, false)));
    else if (stock.total_quantity !== total) items.push(retotalStockItem(clientId, stock, total));
  }
  for (const variation of dropped) {
    items.push({ Delete: { TableName: tableName(), Key: rewardKey(clientId, variation.id) } }, deleteStockItem(clientId, variation.id));
  }
  return items;
}

/** One redeemable entry: a reward, or one variation of it, with its stock counters. */
export interface RewardEntry {
  reward: RewardRecord;
  variation: VariationRecord | null;
  stock: StockCounts;
}
export type StockCounts = Pick<StockRecord, 'total_quantity' | 'current_quantity' | 'total_coupons' | 'remaining_coupons'>;
