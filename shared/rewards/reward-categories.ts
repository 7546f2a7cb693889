import type * as z from 'zod';
import { categoryWriteItems, getCategory, listCategories, type CategoryKind, type CategoryRecord } from './reward-category-repository.js';
import { optimisticTransaction } from '../data/transactions.js';
import { ApiError, notFound } from '../errors.js';
import { readClient } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { mintCatalogueId } from './reward-ids.js';
import { cachedRead, forgetCatalogue } from '../support/catalogue-cache.js';
import type { CouponCategoryBody, RewardCategoryBody } from './reward-responses.js';
import { outsideRequest } from '../data/request-deadline.js';
import type { RewardCategoryInput, CouponCategoryInput } from './reward-requests.js';

/**
 * Reward categories (spec 2.8, endpoint 16 and the catalogue's category filter) and coupon
 * categories (the coupon_category_* fields of 2.10, with the expiry of the coupons they hold).
 */

export const MAX_CATEGORIES = 200;

export type { CategoryRecord } from './reward-category-repository.js';

/** {id string, name} of spec 2.8. */
export const rewardCategoryView = (category: CategoryRecord): z.infer<typeof RewardCategoryBody> => ({ id: String(category.id), name: category.name });

export const couponCategoryView = (category: CategoryRecord): z.infer<typeof CouponCategoryBody> => ({
  id: category.id,
  name: category.name,
  expiration_days: category.expiration_days ?? null,
});

const LABEL: Record<CategoryKind, string> = { reward_category: 'reward category', coupon_category: 'coupon category' };

async function writeCategory(kind: CategoryKind, clientId: string, id: number | undefined, fields: RewardCategoryInput | CouponCategoryInput) {
  await readClient(clientId);
  const missing = () => notFound(`${LABEL[kind]} does not exist`);
  const full = () => new ApiError('limit_reached', `a client can have at most ${MAX_CATEGORIES} ${LABEL[kind]} entries`);
  const written = await optimisticTransaction(async () => {
    const now = nowSeconds();
    const existing = id === undefined ? undefined : await getCategory(kind, clientId, id);
    if (id !== undefined && !existing) throw missing();
    const record: CategoryRecord = {
      ...fields,
      id: id ?? mintCatalogueId(),
      client_id: clientId,
      date_created: existing?.date_created ?? now,
      date_last_updated: now,
    };
    const write =
      id === undefined ? { create: true as const, limit: { max: MAX_CATEGORIES, whenFull: full } } : { create: false as const, whenMissing: missing };
    return { items: categoryWriteItems(kind, record, write), result: record };
  }, undefined);
  forgetCatalogue(clientId);
  return written;
}

export const createRewardCategory = async (clientId: string, input: RewardCategoryInput) =>
  rewardCategoryView(await writeCategory('reward_category', clientId, undefined, input));
export const replaceRewardCategory = async (clientId: string, id: number, input: RewardCategoryInput) =>
  rewardCategoryView(await writeCategory('reward_category', clientId, id, input));
export const createCouponCategory = async (clientId: string, input: CouponCategoryInput) =>
  couponCategoryView(await writeCategory('coupon_category', clientId, undefined, input));
export const replaceCouponCategory = async (clientId: string, id: number, input: CouponCategoryInput) =>
  couponCategoryView(await writeCategory('coupon_category', clientId, id, input));

export const getRewardCategory = (clientId: string, id: number) => getCategory('reward_category', clientId, id);
export const getCouponCategory = (clientId: string, id: number) => getCategory('coupon_category', clientId, id);

const byName = (a: CategoryRecord, b: CategoryRecord) => a.name.localeCompare(b.name) || a.id - b.id;

/** All reward categories of the client, by name, as read at most a few seconds ago (see catalogue-cache.ts). */
export const listRewardCategories = (clientId: string): Promise<CategoryRecord[]> =>
  cachedRead(clientId, 'reward_categories', () => outsideRequest(async () => (await listCategories('reward_category', clientId)).sort(byName)));

/** One reward category, read fresh, for the operator; the client must exist. */
export async function rewardCategoryForOperator(clientId: string, id: number) {
  // One round trip's wait: the program is read beside the category, and an unknown program still answers 404.
  const [, category] = await Promise.all([readClient(clientId), getCategory('reward_category', clientId, id)]);
  if (!category) throw notFound('reward category does not exist');
  return rewardCategoryView(category);
}

/** The operator's lists, read fresh; the client must exist. */
export async function listRewardCategoriesForOperator(clientId: string) {
  const [, categories] = await Promise.all([readClient(clientId), listCategories('reward_category', clientId)]);
  return categories.sort(byName).map(rewardCategoryView);
}

export async function listCouponCategories(clientId: string) {
  await readClient(clientId);
  return (await listCategories('coupon_category', clientId)).sort(byName).map(couponCategoryView);
}
