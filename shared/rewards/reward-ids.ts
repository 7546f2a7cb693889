import { randomInt } from 'node:crypto';

/**
 * Ids of rewards, variations, categories, orders and coupons: random integers, so no shared
 * counter item is written on any path. Rendered as strings in spec 2.6/2.8 and numbers in 2.10.
 */
export const mintCatalogueId = (): number => randomInt(100_000, 2 ** 47);
