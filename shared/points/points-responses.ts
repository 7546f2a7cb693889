import * as z from 'zod';

/**
 * What the points and history routes answer, as zod schemas: the API description is generated
 * from them and the integration tests hold every answer to them.
 */

/** Endpoint 4 (spec 2.4): the member's balances, latest ledger entries and fan level. */
export const PointsSummaryBody = z.object({
  id: z.number().int(),
  total_points: z.number().int(),
  redeemable_points: z.number().int(),
  num_points_purchased: z.number().int(),
  activities: z.array(
    z.object({ name: z.string(), num_points: z.number().int(), notes: z.string().nullable(), date_created: z.number().int() }),
  ),
  fan_level: z.string(),
});
