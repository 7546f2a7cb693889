import * as z from 'zod';

/** The `cursor` of a paged query: the next_cursor a previous page of the same request answered (base64url). */
export const PageCursor = z
  .string()
  .regex(/^[A-Za-z0-9_-]{2,4000}$/, 'must be the next_cursor of a previous page of this same request')
  .optional();
