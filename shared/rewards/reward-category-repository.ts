import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { queryPrefix } from '../data/batch-reads.js';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder, type ItemDecoder } from '../data/item-decoder.js';
import { couponCategoryKey, couponCategoryPrefix, rewardCategoryKey, rewardCategoryPrefix } from './keys.js';
import type { ItemKey } from '../data/keys.js';
import { resizeCatalogue, type CatalogueLimit } from './reward-repository.js';
import { guarded, type WriteItem } from '../data/transactions.js';

/** Reward categories (spec 2.8) and coupon categories (2.10's coupon_category_*), kept in the catalogue partition. */
const CategoryItem = z.object({
  id: z.number(),
  client_id: z.string(),
  name: z.string(),
  /** Coupon categories only: days a coupon stays usable, null for no expiry. */
  expiration_days: z.number().nullable().optional(),
  date_created: z.number(),
  date_last_updated: z.number(),
});
export type CategoryRecord = z.infer<typeof CategoryItem>;

/** Both kinds of category have the one shape; a code reward's redemption reads its coupon category. */
export const decodeCouponCategory = itemDecoder('coupon_category', CategoryItem);

export type CategoryKind = 'reward_category' | 'coupon_category';

const KEYS: Record<
  CategoryKind,
  { key: (clientId: string, id: number) => ItemKey; prefix: (clientId: string) => { PK: string; SKPrefix: string }; decode: ItemDecoder<CategoryRecord> }
> = {
  reward_category: { key: rewardCategoryKey, prefix: rewardCategoryPrefix, decode: itemDecoder('reward_category', CategoryItem) },
  coupon_category: { key: couponCategoryKey, prefix: couponCategoryPrefix, decode: decodeCouponCategory },
};

const COUNT = { reward_category: 'reward_categories', coupon_category: 'coupon_categories' } as const;

export async function getCategory(kind: CategoryKind, clientId: string, id: number): Promise<CategoryRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: KEYS[kind].key(clientId, id) }));
  return Item ? KEYS[kind].decode(Item) : undefined;
}

export async function listCategories(kind: CategoryKind, clientId: string): Promise<CategoryRecord[]> {
  const { PK, SKPrefix } = KEYS[kind].prefix(clientId);
  return (await queryPrefix(PK, SKPrefix)).map(KEYS[kind].decode);
}

/**
 * The items that write a category: a new one, counted against the client's limit (a minted id
 * that collides fails unguarded, so the write is rebuilt with another), or a replacement of an
 * existing one, refused with `whenMissing` when there is none.
 */
export function categoryWriteItems(
  kind: CategoryKind,
  record: CategoryRecord,
  write: { create: true; limit: CatalogueLimit } | { create: false; whenMissing: () => Error },
): WriteItem[] {
  const put = {
    Put: {
      TableName: tableName(),
      Item: { ...KEYS[kind].key(record.client_id, record.id), type: kind, ...record },
      ConditionExpression: write.create ? 'attribute_not_exists(PK)' : 'attribute_exists(PK)',
    },
  };
  return write.create ? [resizeCatalogue(record.client_id, COUNT[kind], 1, write.limit), put] : [guarded(put, write.whenMissing)];
}
