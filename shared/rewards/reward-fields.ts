import * as z from 'zod';
import { freeJson } from '../support/free-json.js';

/**
 * Wire-format building blocks shared by the reward catalogue's operator schemas and the
 * member-facing routes.
 */

/** 0/1 flags of spec 2.6; true/false and "0"/"1" are accepted and stored as 0/1. */
export const Flag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
  .transform((value): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0));

/** A catalogue id as text (a path segment, or a body field sent as a string). */
export const CatalogueIdText = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,14}$/, 'must be a numeric id')
  .transform(Number);

/** Catalogue ids are positive integers, rendered as strings in 2.6/2.8 and numbers in 2.10. */
export const CatalogueId = z.union([z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), CatalogueIdText]);

export const Timestamp = z.number().int().min(0).max(99_999_999_999);

/** Links shown to members (images, terms, downloads): http(s) only. */
export const Url = z.url({ protocol: /^https?$/ }).max(2000);

/**
 * Client-defined JSON (extra_data) under the free-JSON rules (storable numbers, keys of 1 to 255
 * bytes, no reserved keys), with room for 16 levels and no size bound of its own: the request
 * body's cap keeps it far under DynamoDB's item limit.
 */
export const ExtraData = freeJson({ maxDepth: 16 }).nullable().default(null);

/** Optional 0/1 query flags: "1" turns the filter on, "0" or absence leaves it off. */
export const QueryFlag = z
  .enum(['0', '1'], { error: 'must be 0 or 1' })
  .optional()
  .transform((value) => value === '1');
