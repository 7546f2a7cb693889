import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inParallel } from '../shared/data/in-parallel.js';
import { runAsFunction } from './invocation.js';
import { lambdaContext } from './lambda-context.js';

/** A pipeline step as lib/jobs.ts declares it: its handler's entry, its function's name and timeout. */
interface StepDefinition {
  entry: string;
  name: string;
  timeoutSeconds: number;
}

type Handler = (event: unknown, context: unknown) => Promise<unknown>;
const ROOT = resolve(new URL('..', import.meta.url).pathname);

/**
 * The steps of a pipeline run locally as Step Functions runs them in AWS: each step's handler is
 * loaded once, on its first run, and every run is attributed to the step's own function
 * (`describe` gives its Description in the stack), so the IAM replay checks its calls.
 */
export function pipelineSteps<Name extends string>(
  pipeline: Record<Name, StepDefinition>,
  describe: (step: StepDefinition) => string,
): (name: Name) => (event: unknown) => Promise<unknown> {
  const loaded = new Map<Name, Promise<Handler>>();
  return (name) => {
    const definition = pipeline[name];
    return async (event) => {
      if (!loaded.has(name))
        loaded.set(
          name,
          import(pathToFileURL(resolve(ROOT, definition.entry)).href).then((module: { handler: Handler }) => module.handler),
        );
      const handler = await (loaded.get(name) as Promise<Handler>);
      return runAsFunction(describe(definition), () => handler(event, lambdaContext(definition.name, definition.timeoutSeconds * 1000)));
    };
  };
}

/**
 * Runs `work` until it succeeds, at most `attempts` times, with a growing random pause between
 * tries, as the state machine's retry runs a failed worker (contention, throttling, a timeout) again.
 */
export async function withRetries<T>(attempts: number, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt === attempts) throw error;
      await new Promise((done) => setTimeout(done, Math.random() * 100 * 2 ** attempt));
    }
  }
}

/** Shard walks at once; the Map's MaxConcurrency in AWS. */
export const SHARDS_IN_PARALLEL = 2;
/** Attempts of a page before the run fails, as the state machine retries a worker. */
const PAGE_ATTEMPTS = 3;

interface Walk {
  done?: boolean;
}

/**
 * A plan, shard walks and finish pipeline (the export and the segment build) run to the end as
 * its state machine runs it: the plan step, one walk per shard (at most SHARDS_IN_PARALLEL at
 * once), each a loop of page workers until its shard is done, then the finish step. A plan that
 * fails, or a page that keeps failing, ends in the finish step with why, as the catch does.
 */
export async function runShardWalks(
  step: (name: 'plan' | 'page' | 'finish') => (event: unknown) => Promise<unknown>,
  key: string,
  notStarted: string,
): Promise<void> {
  let plan: { run: boolean; shards: Walk[] };
  try {
    plan = (await step('plan')({ key })) as typeof plan;
  } catch (error) {
    await step('finish')({ key, failure: `${notStarted}: ${(error as Error).message}` });
    return;
  }
  if (!plan.run) return;
  let failure: string | undefined;
  try {
    await inParallel(plan.shards, SHARDS_IN_PARALLEL, async (start) => {
      for (let walk = start; !walk.done; ) {
        // As the state machine's retry does: a page that failed (throttling, a timeout) is run again.
        const current = walk;
        walk = (await withRetries(PAGE_ATTEMPTS, () => step('page')(current))) as Walk;
      }
    });
  } catch (error) {
    failure = `a page failed: ${(error as Error).message}`;
  }
  await step('finish')({ key, ...(failure ? { failure } : {}) });
}
