import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ROUTE_TIMEOUT_SECONDS, routeFunctionDescription } from '../lib/functions.js';
import type { Route } from '../lib/routes.js';
import { advanceClock, clockFrozenAtMillis, clockOffsetSeconds, freezeClock, resetClock } from '../shared/support/clock.js';
import type { HttpResponse } from '../shared/http/response.js';
import type { ContainerAnswer, ContainerData, ContainerMessage } from './route-container.js';

/**
 * Per-container mode of the local server (ISOLATE_ROUTES=1, or isolateRoutes() in a test): each
 * route runs in its own worker thread with its own module instances, as each route is its own
 * Lambda function in AWS. A cache one route clears is then not cleared for another, exactly as
 * in AWS. A container starts on a route's first request and lives until stopRouteContainers().
 */

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const BOOT = new URL('./route-container-boot.mjs', import.meta.url);
const CONTAINER_MODULE = new URL('./route-container.ts', import.meta.url).href;

interface Container {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, { resolve: (response: HttpResponse) => void; reject: (error: Error) => void }>;
}

let isolated = process.env.ISOLATE_ROUTES === '1';
const containers = new Map<string, Container>();
let nextInvocation = 0;

/** Whether routes run in containers of their own. */
export const routesIsolated = (): boolean => isolated;

/** Runs every route in a container of its own from now on (tests; the server reads ISOLATE_ROUTES). */
export function isolateRoutes(): void {
  isolated = true;
}

function startContainer(route: Route): Container {
  const data: ContainerData & { module: string } = {
    module: CONTAINER_MODULE,
    entry: route.entry,
    name: route.name,
    description: routeFunctionDescription(route),
    timeoutMs: ROUTE_TIMEOUT_SECONDS * 1000,
    clockOffsetSeconds: clockOffsetSeconds(),
    clockFrozenAtMillis: clockFrozenAtMillis(),
    root: ROOT,
  };
  // The environment of the code that starts it, which a test runner may have set apart from the process's own.
  const worker = new Worker(BOOT, { workerData: data, env: process.env });
  const pending: Container['pending'] = new Map();
  const ready = new Promise<void>((resolveReady, rejectReady) => {
    worker.once('message', () => resolveReady());
    worker.once('error', rejectReady);
  });
  worker.on('message', (answer: ContainerAnswer | { ready: true }) => {
    if (!('id' in answer)) return;
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if ('error' in answer) waiting?.reject(new Error(`${route.name}: ${answer.error}`));
    else waiting?.resolve(answer.response);
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    containers.delete(route.name);
  });
  return { worker, ready, pending };
}

/** Invokes the route's handler in the route's own container, starting it on first use. */
export async function invokeInContainer(route: Route, event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  let container = containers.get(route.name);
  if (!container) {
    container = startContainer(route);
    containers.set(route.name, container);
  }
  await container.ready;
  const id = nextInvocation++;
  return new Promise<HttpResponse>((resolveAnswer, reject) => {
    container.pending.set(id, { resolve: resolveAnswer, reject });
    container.worker.postMessage({ type: 'invoke', id, event } satisfies ContainerMessage);
  });
}

/** Moves the clock of this thread and of every container (new containers start with it). */
export function advanceClockEverywhere(seconds: number): void {
  advanceClock(seconds);
  for (const { worker } of containers.values()) worker.postMessage({ type: 'advanceClock', seconds } satisfies ContainerMessage);
}

/** Stops the clock of this thread and of every container at one instant (new containers start stopped). */
export function freezeClockEverywhere(): void {
  const atMillis = freezeClock();
  for (const { worker } of containers.values()) worker.postMessage({ type: 'freezeClock', atMillis } satisfies ContainerMessage);
}

export function resetClockEverywhere(): void {
  resetClock();
  for (const { worker } of containers.values()) worker.postMessage({ type: 'resetClock' } satisfies ContainerMessage);
}

/** Ends every container (the server's exit, or a test's end). */
export async function stopRouteContainers(): Promise<void> {
  const stopping = [...containers.values()].map(({ worker }) => worker.terminate());
  containers.clear();
  await Promise.all(stopping);
}
