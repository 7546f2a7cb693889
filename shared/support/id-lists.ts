import * as z from 'zod';

/**
 * A list of 1 to 100 distinct ids made of digits (`noun` names them in refusals): how an audience
 * names the segments it reaches, on rules, activities and rewards alike.
 */
export const distinctDigitIds = (noun: string) =>
  z
    .array(z.string().regex(/^\d{1,9}$/, `must be a ${noun} id (digits)`))
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, `must not name a ${noun} twice`);
