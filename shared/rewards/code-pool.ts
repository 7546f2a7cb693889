import type * as z from 'zod';
import { claimCodeItem, codesInPool, putNewCodeItem, sampleAvailableCodes, type CodeRecord } from './code-pool-repository.js';
import { getReward } from './reward-repository.js';
import { addCodesToStockItem, batchGetStocks } from './stock-repository.js';
import { cancellationCodes, guarded, optimisticTransaction, writeTransaction } from '../data/transactions.js';
import { freshOnRetry } from '../data/retry-snapshots.js';
import { ApiError, inputError, notFound } from '../errors.js';
import { readClient } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { forgetCatalogue } from '../support/catalogue-cache.js';
import type { CodeBatchBody } from './reward-responses.js';
import { MAX_CODES_PER_BATCH, type CodeBatchInput } from './reward-requests.js';

export type { CodeRecord } from './code-pool-repository.js';
export { claimCodeItem };

/**
 * Code pools of code rewards: the operator adds codes in numbered batches; each redeemed unit
 * claims one unassigned code inside the redemption transaction.
 */

/** A batch naming a code the pool holds already: the operator's input_error, and for an import a batch to read again. */
class CodesAlreadyInPool extends ApiError {
  constructor(code: string) {
    super('input_error', `codes: ${JSON.stringify(code)} is already in the pool`);
  }
}

/** Codes per transaction when a batch is stored: 99 puts plus the stock counter update. */
const CODES_PER_WRITE = 99;

const poolBatchCount = async (clientId: string, rewardId: number): Promise<number | undefined> => {
  const stock = (await batchGetStocks(clientId, [rewardId], true)).get(rewardId);
  return stock?.is_code_pool ? stock.batch_count : undefined;
};

/**
 * Adds a batch of codes to a code reward's pool under the next batch number. Codes already in
 * the pool (or repeated in the batch) refuse the whole batch before anything is written; each
 * slice of the batch is stored together with its count in the reward's stock counters, and the
 * first slice takes the batch number in that same transaction (a batch of up to 99 codes is one
 * transaction). A concurrent batch that took the number first makes it read again and take the next.
 */
export async function addCodeBatch(clientId: string, rewardId: number, input: CodeBatchInput): Promise<z.infer<typeof CodeBatchBody>> {
  const distinct = new Set<string>();
  const repeated = input.codes.find((code) => distinct.has(code) || !distinct.add(code));
  // One round of reads, judged in order afterwards: an unknown client or reward answers not_found whatever the codes are.
  const [, stored, existing, batchCount] = await Promise.all([
    readClient(clientId),
    getReward(clientId, rewardId, true),
    codesInPool(clientId, rewardId, [...distinct]),
    poolBatchCount(clientId, rewardId),
  ]);
  if (stored?.kind !== 'reward') throw notFound('reward does not exist');
  if (stored.record.coupon_category_id === null) throw inputError('reward has no code pool: set its coupon_category_id');
  if (repeated !== undefined) throw inputError(`codes: ${JSON.stringify(repeated)} appears twice in the batch`);
  if (existing.length > 0) throw new CodesAlreadyInPool(existing[0] as string);
  if (batchCount === undefined) throw notFound('reward does not exist');
  const now = nowSeconds();
  const codeItems = (codes: string[], batchNum: number) =>
    codes.map((code) => putNewCodeItem(clientId, { code, reward_id: rewardId, batch_num: batchNum, status: 'available', date_created: now }));
  const conflict = (added: number, batchNum: number) =>
    new ApiError('conflict', `another batch added some of these codes meanwhile; ${added} codes of batch ${batchNum} were added`);

  const first = input.codes.slice(0, CODES_PER_WRITE);
  const nextBatchCount = freshOnRetry(batchCount, () => poolBatchCount(clientId, rewardId));
  // The stock counter's batch count is the snapshot: another batch that took the number first makes this one take the next.
  const batchNum = await optimisticTransaction(async () => {
    const previous = await nextBatchCount();
    if (previous === undefined) throw notFound('reward does not exist');
    const taken = () => conflict(0, previous + 1);
    return {
      items: [...codeItems(first, previous + 1).map((item) => guarded(item, taken)), addCodesToStockItem(clientId, rewardId, first.length, previous)],
      result: previous + 1,
    };
  }, undefined);
  let added = first.length;
  for (let start = CODES_PER_WRITE; start < input.codes.length; start += CODES_PER_WRITE) {
    const slice = input.codes.slice(start, start + CODES_PER_WRITE);
    try {
      await writeTransaction([...codeItems(slice, batchNum), addCodesToStockItem(clientId, rewardId, slice.length)]);
    } catch (error) {
      if (!cancellationCodes(error)) throw error;
      throw conflict(added, batchNum);
    }
    added += slice.length;
  }
  forgetCatalogue(clientId);
  const stock = (await batchGetStocks(clientId, [rewardId], true)).get(rewardId);
  return {
    reward_id: String(rewardId),
    batch_num: batchNum,
    codes_added: added,
    total_coupons: stock?.total_coupons ?? added,
    remaining_coupons: stock?.remaining_coupons ?? added,
  };
}

const SAMPLE_ATTEMPTS = 3;

/**
 * `count` distinct unassigned codes of the pool, picked at random from a small sample. Fewer
 * only when the index shows fewer, even after a short wait for it to catch up with new batches.
 */
export async function pickCodes(clientId: string, rewardId: number, count: number): Promise<CodeRecord[]> {
  let sample: CodeRecord[] = [];
  for (let attempt = 0; attempt < SAMPLE_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 50 * attempt));
    sample = await sampleAvailableCodes(clientId, rewardId, Math.min(100, count + 8));
    if (sample.length >= count) break;
  }
  for (let i = sample.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [sample[i], sample[j]] = [sample[j] as (typeof sample)[number], sample[i] as (typeof sample)[number]];
  }
  return sample.slice(0, count);
}

/**
 * Adds the codes not yet in the pool (read consistently) as one batch (a bulk import's chunk of
 * codes for one reward) and answers which were added and which were there already (they change
 * nothing, so a file imported twice adds its codes once). A batch that another writer's codes
 * overlapped meanwhile (409 conflict) is read again and the rest added, a few times.
 */
export async function addCodesNotInPool(clientId: string, rewardId: number, codes: string[]): Promise<{ added: string[]; present: string[] }> {
  const present = new Set(await codesInPool(clientId, rewardId, codes, true));
  const added: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const fresh = codes.filter((code) => !present.has(code) && !added.includes(code));
    try {
      for (let start = 0; start < fresh.length; start += MAX_CODES_PER_BATCH) {
        const slice = fresh.slice(start, start + MAX_CODES_PER_BATCH);
        await addCodeBatch(clientId, rewardId, { codes: slice });
        added.push(...slice);
      }
      return { added, present: [...present] };
    } catch (error) {
      // Another writer's codes: a conflict in the writes, or found by the batch's own check of the pool.
      const overlapped = error instanceof CodesAlreadyInPool || (error instanceof ApiError && error.code === 'conflict');
      if (!overlapped || attempt === 3) throw error;
      // Some codes of the batch are now in the pool, written by us (a slice that committed) or another writer.
      for (const code of await codesInPool(clientId, rewardId, fresh, true)) if (!added.includes(code)) present.add(code);
    }
  }
}
