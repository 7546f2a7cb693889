import { buffer } from 'node:stream/consumers';
import { importStepDescription } from '../lib/functions.js';
import { importPipeline } from '../lib/jobs.js';
import { inParallel } from '../shared/data/in-parallel.js';
import { fileStore } from '../shared/files/file-store.js';
import { PIPELINE_FAILURES } from '../shared/imports/imports.js';
import { pipelineSteps, withRetries } from './pipeline-steps.js';

/**
 * The import pipeline run locally, as Step Functions runs it in AWS when a file lands in the
 * bucket: the plan step, the chunk workers over the plan's manifest (at most CHUNKS_IN_PARALLEL
 * at once, as the Distributed Map's MaxConcurrency bounds them), then the finish step, each
 * attributed to its own function (the IAM replay checks their calls). A worker that fails fails
 * the run, and the finish step marks the import failed, as the state machine's catch does.
 */

/** Chunk workers at once; the state machine's MaxConcurrency in AWS. */
export const CHUNKS_IN_PARALLEL = 4;
/** Attempts of a chunk before the import fails, as the state machine retries a chunk. */
const CHUNK_ATTEMPTS = 3;

const step = pipelineSteps(importPipeline, importStepDescription);

interface PlanOutput {
  manifest_key: string | null;
}

const [FAILED_PLAN, FAILED_CHUNKS] = PIPELINE_FAILURES;

/** What failed, as the state machine's catch hands it to the finish step: its words, then the error (logged there, never shown). */
const failedWith = (words: string, error: unknown): string => `${words}: ${String((error as Error)?.message ?? error).slice(0, 1_000)}`;

/** Runs the pipeline for an uploaded file's key to the end. */
export async function runImportPipeline(fileKey: string): Promise<void> {
  let plan: PlanOutput;
  try {
    plan = (await step('plan')({ key: fileKey })) as PlanOutput;
  } catch (error) {
    await step('finish')({ key: fileKey, failure: failedWith(FAILED_PLAN, error) });
    return;
  }
  if (!plan.manifest_key) return;
  let failure: string | undefined;
  try {
    const items = JSON.parse((await buffer(await fileStore().read(plan.manifest_key))).toString('utf8')) as unknown[];
    await inParallel(items, CHUNKS_IN_PARALLEL, async (item) => {
      // As the Distributed Map's retry does: a chunk that failed (contention, throttling) is run again.
      await withRetries(CHUNK_ATTEMPTS, () => step('chunk')(item));
    });
  } catch (error) {
    failure = failedWith(FAILED_CHUNKS, error);
  }
  await step('finish')({ key: fileKey, ...(failure ? { failure } : {}) });
}
