import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which deployed function is running, by its Description in the stack (lib/functions.ts): a
 * route's "METHOD path" or a scheduled job's. In AWS each is its own function; locally they share
 * a process, so what a handler does (its DynamoDB calls, above all) can be attributed to its
 * function through this context. Only while something asks for it (the tests' IAM trace): a
 * context held across awaits makes every promise of the process slower, the local server's and
 * the benchmarks' included. Development only: never bundled into a function.
 */
let running: AsyncLocalStorage<string> | undefined;

/** From now on, handlers run knowing their function (currentFunction). */
export function attributeToFunctions(): void {
  running ??= new AsyncLocalStorage<string>();
}

export const runAsFunction = <T>(description: string, invoke: () => Promise<T>): Promise<T> => (running ? running.run(description, invoke) : invoke());

/** The Description of the function whose handler the caller runs inside, if attributeToFunctions was called. */
export const currentFunction = (): string | undefined => running?.getStore();
