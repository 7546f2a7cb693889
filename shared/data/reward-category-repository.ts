import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { queryPrefix, withoutKeys } from './batch-reads.js';
import { documentClient, tableName } from './client.js';
import { couponCategoryKey, couponCategoryPrefix, rewardCategoryKey, rewardCategoryPrefix, type ItemKey } from './keys.js';
import { failedAt, resizeCatalogueItem } from './reward-repository.js';
import { cancellationCodes, writeTransaction } from './transactions.js';

/** Reward categories (spec 2.8) and coupon categories (2.10's coupon_category_*), kept in the catalogue partition. */
export interface CategoryRecord {
  id: number;
  client_id: string;
  name: string;
  /** Coupon categories only: days a coupon stays usable, null for no expiry. */
  expiration_days?: number | null;
  date_created: number;
  date_last_updated: number;
}

export type CategoryKind = 'reward_category' | 'coupon_category';

const KEYS: Record<CategoryKind, { key: (clientId: string, id: number) => ItemKey; prefix: (clientId: string) => { PK: string; SKPrefix: string } }> = {
  reward_category: { key: rewardCategoryKey, prefix: rewardCategoryPrefix },
  coupon_category: { key: couponCategoryKey, prefix: couponCategoryPrefix },
};

const COUNT = { reward_category: 'reward_categories', coupon_category: 'coupon_categories' } as const;

export async function getCategory(kind: CategoryKind, clientId: string, id: number): Promise<CategoryRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: KEYS[kind].key(clientId, id) }));
  return Item ? withoutKeys<CategoryRecord>(Item) : undefined;
}

export async function listCategories(kind: CategoryKind, clientId: string): Promise<CategoryRecord[]> {
  const { PK, SKPrefix } = KEYS[kind].prefix(clientId);
  return (await queryPrefix(PK, SKPrefix)).map((item) => withoutKeys<CategoryRecord>(item));
}

/**
 * Writes a category: a new one (counted against `max`) or a replacement of an existing one.
 * Resolves to 'full' when the client already has `max`, 'missing' when replacing an unknown id,
 * 'taken' when a new id collided.
 */
export async function putCategory(
  kind: CategoryKind,
  record: CategoryRecord,
  options: { create: boolean; max: number },
): Promise<'ok' | 'full' | 'missing' | 'taken'> {
  const put = {
    Put: {
      TableName: tableName(),
      Item: { ...KEYS[kind].key(record.client_id, record.id), type: kind, ...record },
      ConditionExpression: options.create ? 'attribute_not_exists(PK)' : 'attribute_exists(PK)',
    },
  };
  const items = options.create ? [resizeCatalogueItem(record.client_id, COUNT[kind], 1, options.max), put] : [put];
  try {
    await writeTransaction(items);
    return 'ok';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (options.create && failedAt(codes, 0)) return 'full';
    if (failedAt(codes, items.length - 1)) return options.create ? 'taken' : 'missing';
    throw error;
  }
}
