import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which deployed function is running, by its Description in the stack (lib/functions.ts): a
 * route's "METHOD path" or a scheduled job's. In AWS each is its own function; locally they share
 * a process, so what a handler does (its DynamoDB calls, above all) is attributed to its function
 * through this context. Development only: never bundled into a function.
 */
const running = new AsyncLocalStorage<string>();

export const runAsFunction = <T>(description: string, invoke: () => Promise<T>): Promise<T> => running.run(description, invoke);

/** The Description of the function whose handler the caller runs inside, if any. */
export const currentFunction = (): string | undefined => running.getStore();
