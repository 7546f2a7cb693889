import * as z from 'zod';

/** What a dynamic segment's build steps are handed by the state machine (and the local runner). */

const Key = z.string().min(1).max(1024);
export const PlanSegmentBuildInput = z.object({ key: Key });
export const SegmentBuildPageInput = z.object({
  key: Key,
  shard: z.number().int().min(0).max(999),
  /** Where the shard's walk of the rank index stands (its last evaluated key); null at its start. */
  cursor: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
});
export type SegmentBuildPage = z.infer<typeof SegmentBuildPageInput>;
export const FinishSegmentBuildInput = z.object({ key: Key, failure: z.string().max(2000).optional() });
