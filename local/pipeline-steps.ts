import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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
