import { noteRequestTargets } from '../data/request-record.js';
import {
  getReward,
  listRewardItems,
  newRewardItems,
  replaceRewardItems,
  type CatalogueItems,
  type RewardEntry,
  type RewardRecord,
  type StockCounts,
  type VariationRecord,
} from './reward-repository.js';
import type { RewardInput } from './reward-input.js';
import { batchGetStocks, newStock, type StockRecord } from './stock-repository.js';
import { optimisticTransaction } from '../data/transactions.js';
import { ApiError, inputError, notFound } from '../errors.js';
import { readClient, type ClientRecord } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { getCouponCategory, getRewardCategory } from './reward-categories.js';
import { levelById } from '../points/index.js';
import { segmentsNotInUse } from '../segments/index.js';
import { mintCatalogueId } from './reward-ids.js';
import { adminRewardView, type AdminReward } from './reward-views.js';
import { cachedRead, forgetCatalogue } from '../support/catalogue-cache.js';
import { present } from '../support/present.js';
import { outsideRequest } from '../data/request-deadline.js';

export type { RewardEntry, RewardRecord, StockCounts, VariationRecord } from './reward-repository.js';
export { MAX_VARIATIONS, RewardInputSchema, type RewardInput } from './reward-input.js';
export type { AdminReward } from './reward-views.js';

/**
 * The rewards catalogue (spec 2.6) as the operator maintains it. A reward is either plain (its
 * own stock), a code reward (coupon_category_id set: its stock is its code pool) or a reward
 * with variations (each variation has its own color, size and stock; everything else is the
 * reward's). Variations and rewards share one id space, so a variation id can be redeemed.
 */

/** Rewards plus variations per client: keeps every catalogue read bounded. */
export const MAX_CATALOGUE_ENTRIES = 500;

export const isCodeReward = (reward: RewardRecord): boolean => reward.coupon_category_id !== null;
export const hasVariations = (reward: RewardRecord): boolean => reward.variation_ids.length > 0;

const EMPTY_STOCK: StockCounts = { total_quantity: 0, current_quantity: 0, total_coupons: 0, remaining_coupons: 0 };

async function checkReferences(client: ClientRecord, input: RewardInput): Promise<void> {
  if (input.category_id !== null && !(await getRewardCategory(client.clientId, input.category_id))) {
    throw inputError('category_id: no such reward category');
  }
  if (input.coupon_category_id !== null && !(await getCouponCategory(client.clientId, input.coupon_category_id))) {
    throw inputError('coupon_category_id: no such coupon category');
  }
  if (input.min_tier_id !== null && !(client.settings.tiers && levelById(client.settings.tiers, input.min_tier_id))) {
    throw inputError('min_tier_id: no such tier level in the client settings');
  }
  const missing = input.segment_ids ? await segmentsNotInUse(client.clientId, input.segment_ids) : [];
  if (missing.length > 0) throw inputError(`segment_ids: the program has no segment in use with id ${missing.join(', ')}`);
}

function checkShape(input: RewardInput): void {
  if (input.is_digital_download && !input.digital_download_url) throw inputError('digital_download_url is required for a digital download');
  if (input.is_min_age_required && input.min_age === null) throw inputError('min_age is required when is_min_age_required is 1');
  if (input.date_start !== null && input.date_end !== null && input.date_end < input.date_start) {
    throw inputError('date_end must not be before date_start');
  }
  const code = input.coupon_category_id !== null;
  if (code && input.variations.length > 0) throw inputError('variations: a code reward cannot have variations');
  if ((code || input.variations.length > 0) && input.total_quantity !== undefined) {
    throw inputError('total_quantity: a code reward counts its code pool and a reward with variations counts its variations');
  }
  if (!code && input.variations.length === 0 && input.total_quantity === undefined) throw inputError('total_quantity is required');
  const ids = input.variations.flatMap((variation) => (variation.id === undefined ? [] : [variation.id]));
  if (new Set(ids).size !== ids.length) throw inputError('variations: each id may be listed once');
}

function toRecord(
  input: RewardInput,
  base: Pick<RewardRecord, 'id' | 'client_id' | 'date_created' | 'version'>,
  variationIds: number[],
  now: number,
): RewardRecord {
  const { variations: _variations, total_quantity: _total, ...fields } = input;
  return { ...fields, ...base, variation_ids: variationIds, date_last_updated: now };
}

function variationRecords(clientId: string, parentId: number, input: RewardInput, existing: VariationRecord[], now: number): VariationRecord[] {
  return input.variations.map((variation) => ({
    id: variation.id ?? mintCatalogueId(),
    client_id: clientId,
    parent_id: parentId,
    color: variation.color,
    size: variation.size,
    image: variation.image,
    date_created: existing.find((old) => old.id === variation.id)?.date_created ?? now,
  }));
}

/** The total each stock holder gets: every variation, or the reward itself when it has none. */
function stockTotals(reward: RewardRecord, variations: VariationRecord[], input: RewardInput): Map<number, number> {
  if (variations.length > 0)
    return new Map(variations.map((variation, index) => [variation.id, present(input.variations[index], 'the input of a variation').total_quantity]));
  return new Map([[reward.id, input.total_quantity ?? 0]]);
}

export const catalogueFull = () => new ApiError('limit_reached', `a client can have at most ${MAX_CATALOGUE_ENTRIES} rewards and variations`);
const CATALOGUE_LIMIT = { max: MAX_CATALOGUE_ENTRIES, whenFull: catalogueFull };

/** Creates a reward with its variations and stock in one transaction, and answers what it wrote. */
export async function createReward(clientId: string, input: RewardInput): Promise<AdminReward> {
  const client = await readClient(clientId);
  checkShape(input);
  if (input.variations.some((variation) => variation.id !== undefined)) throw inputError('variations: new variations take no id');
  await checkReferences(client, input);
  const { reward, variations, stocks } = await optimisticTransaction(async () => {
    const now = nowSeconds();
    const id = mintCatalogueId();
    noteRequestTargets({ reward_id: String(id) });
    const variations = variationRecords(clientId, id, input, [], now);
    const reward = toRecord(
      input,
      { id, client_id: clientId, date_created: now, version: 1 },
      variations.map((v) => v.id),
      now,
    );
    const stocks = [...stockTotals(reward, variations, input)].map(([holder, total]) => newStock(holder, total, isCodeReward(reward)));
    return { items: newRewardItems({ reward, variations }, stocks, CATALOGUE_LIMIT), result: { reward, variations, stocks } };
  }, undefined);
  forgetCatalogue(clientId);
  return adminRewardView(groupEntries(reward, variations, new Map(stocks.map((stock) => [stock.reward_id, stock]))));
}

/**
 * Replaces a reward's fields. Variations listed with an id are kept (and updated), those
 * without one are added, and existing ones left out are removed. A new total_quantity moves
 * current_quantity by the same amount, refused if that would take it below zero. The reward, and
 * the stock the input names (the reward's own, or its listed variations'), are read beside the
 * client; the answer is what was written, with its stock read after the write, so a redemption
 * landing meanwhile shows in current_quantity.
 */
export async function replaceReward(clientId: string, rewardId: number, input: RewardInput): Promise<AdminReward> {
  const namedHolders = input.coupon_category_id !== null ? [] : input.variations.length > 0 ? input.variations.flatMap((v) => v.id ?? []) : [rewardId];
  const [clientRead, rewardRead, stocksRead] = await Promise.allSettled([
    readClient(clientId),
    readCatalogueItems(clientId, rewardId),
    batchGetStocks(clientId, namedHolders, true),
  ]);
  const client = settled(clientRead);
  checkShape(input);
  await checkReferences(client, input);
  // The first attempt writes over what was read beside the client; a retry reads again.
  let firstAttempt = true;
  const written = await optimisticTransaction(async () => {
    const early = firstAttempt;
    firstAttempt = false;
    const existing = early ? settled(rewardRead) : await readCatalogueItems(clientId, rewardId);
    checkReplacement(existing, input);
    const now = nowSeconds();
    const variations = variationRecords(clientId, rewardId, input, existing.variations, now);
    const reward = toRecord(
      input,
      { id: rewardId, client_id: clientId, date_created: existing.reward.date_created, version: existing.reward.version + 1 },
      variations.map((v) => v.id),
      now,
    );
    const totals = isCodeReward(reward) ? new Map<number, number>() : stockTotals(reward, variations, input);
    const holders = [...totals.keys()];
    const named = holders.length === namedHolders.length && holders.every((id) => namedHolders.includes(id));
    const stocks = early && named ? settled(stocksRead) : await batchGetStocks(clientId, holders, true);
    for (const [id, total] of totals) {
      const stock = stocks.get(id);
      if (stock && stock.current_quantity + total - stock.total_quantity < 0) {
        throw inputError(`total_quantity: ${total} is below the ${stock.total_quantity - stock.current_quantity} units already redeemed`);
      }
    }
    // Any other cancellation means a redemption or another edit got in between: read again.
    return { items: replaceRewardItems(existing, { reward, variations }, totals, stocks, CATALOGUE_LIMIT), result: { reward, variations } };
  }, undefined);
  forgetCatalogue(clientId);
  const stocks = await batchGetStocks(clientId, stockHolders(written.reward), true);
  return adminRewardView(groupEntries(written.reward, written.variations, stocks));
}

/** A read's value, or its failure thrown. */
function settled<T>(read: PromiseSettledResult<T>): T {
  if (read.status === 'rejected') throw read.reason;
  return read.value;
}

function checkReplacement({ reward }: CatalogueItems, input: RewardInput): void {
  if (isCodeReward(reward) !== (input.coupon_category_id !== null)) {
    throw inputError('coupon_category_id: a reward cannot switch between code and non-code');
  }
  if (hasVariations(reward) !== input.variations.length > 0) {
    throw inputError('variations: a reward cannot switch between having variations and not');
  }
  for (const variation of input.variations) {
    if (variation.id !== undefined && !reward.variation_ids.includes(variation.id)) {
      throw inputError(`variations: ${variation.id} is not a variation of this reward`);
    }
  }
}

async function readCatalogueItems(clientId: string, rewardId: number): Promise<CatalogueItems> {
  const item = await getReward(clientId, rewardId, true);
  if (item?.kind !== 'reward') throw notFound('reward does not exist');
  const variations = await Promise.all(item.record.variation_ids.map((id) => getReward(clientId, id, true)));
  return { reward: item.record, variations: variations.flatMap((v) => (v?.kind === 'variation' ? [v.record] : [])) };
}

function sumStocks(stocks: StockCounts[]): StockCounts {
  return stocks.reduce(
    (sum, stock) => ({
      total_quantity: sum.total_quantity + stock.total_quantity,
      current_quantity: sum.current_quantity + stock.current_quantity,
      total_coupons: sum.total_coupons + stock.total_coupons,
      remaining_coupons: sum.remaining_coupons + stock.remaining_coupons,
    }),
    EMPTY_STOCK,
  );
}

/** A reward's entries: the reward (a variation group's stock is the sum of its variations'), then each variation. */
function groupEntries(reward: RewardRecord, variations: VariationRecord[], stocks: Map<number, StockRecord>): RewardEntry[] {
  const own = variations.map((variation) => ({ reward, variation, stock: stocks.get(variation.id) ?? EMPTY_STOCK }));
  const stock = hasVariations(reward) ? sumStocks(own.map((entry) => entry.stock)) : (stocks.get(reward.id) ?? EMPTY_STOCK);
  return [{ reward, variation: null, stock }, ...own];
}

const stockHolders = (reward: RewardRecord): number[] => (hasVariations(reward) ? reward.variation_ids : [reward.id]);

/**
 * Every entry of the catalogue: each reward followed by its variations (N variations, N+1
 * entries), as read at most a few seconds ago (see catalogue-cache.ts). Callers must not mutate it.
 */
export const loadCatalogue = (clientId: string): Promise<RewardEntry[]> => cachedRead(clientId, 'rewards', () => outsideRequest(() => readCatalogue(clientId)));

async function readCatalogue(clientId: string): Promise<RewardEntry[]> {
  const { rewards, variations } = await listRewardItems(clientId);
  const stocks = await batchGetStocks(clientId, rewards.flatMap(stockHolders));
  const variationsById = new Map(variations.map((variation) => [variation.id, variation]));
  rewards.sort((a, b) => a.date_created - b.date_created || a.id - b.id);
  return rewards.flatMap((reward) =>
    groupEntries(
      reward,
      reward.variation_ids.flatMap((id) => variationsById.get(id) ?? []),
      stocks,
    ),
  );
}

export async function readAdminReward(clientId: string, rewardId: number): Promise<AdminReward> {
  const { reward, variations } = await readCatalogueItems(clientId, rewardId);
  const stocks = await batchGetStocks(clientId, stockHolders(reward), true);
  return adminRewardView(groupEntries(reward, variations, stocks));
}

export async function listAdminRewards(clientId: string): Promise<AdminReward[]> {
  await readClient(clientId);
  const groups = new Map<number, RewardEntry[]>();
  for (const entry of await readCatalogue(clientId)) groups.set(entry.reward.id, [...(groups.get(entry.reward.id) ?? []), entry]);
  return [...groups.values()].map(adminRewardView);
}
