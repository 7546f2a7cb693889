import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The service's notion of now, the one clock every module reads (records, windows, caches,
 * transactions). Tests move it instead of sleeping; production reads the system clock. While a
 * request is served the clock reads the instant it arrived, so everything one request writes
 * or checks is dated alike, however long it waits for its turn or retries.
 */
let offsetSeconds = 0;
let frozenAtMillis: number | undefined;

const systemMillis = (): number => frozenAtMillis ?? Date.now();

export const nowMillis = (): number => systemMillis() + offsetSeconds * 1000;

const requestInstant = new AsyncLocalStorage<number>();

export const nowSeconds = (): number => requestInstant.getStore() ?? Math.floor(nowMillis() / 1000);

/** Runs `work` with the clock held at `instant` (Unix seconds) for all it calls: one request's now. */
export const atInstant = <T>(instant: number, work: () => T): T => requestInstant.run(instant, work);

/** How far the clock of this module instance is shifted (the local server hands it to new route containers). */
export const clockOffsetSeconds = (): number => offsetSeconds;

/** Test-only: shifts the clock of this module instance. */
export function advanceClock(seconds: number): void {
  offsetSeconds += seconds;
}

/**
 * Test-only: stops the clock, so time moves only by advanceClock: by default at the start of the
 * next second (one no request has used), or at `atMillis` (another thread's frozen instant).
 * Answers the instant it stopped at.
 */
export function freezeClock(atMillis: number = (Math.floor(Date.now() / 1000) + 1) * 1000): number {
  frozenAtMillis = atMillis;
  return atMillis;
}

/** Where freezeClock stopped this module instance's clock, if it did (the local server hands it to new route containers). */
export const clockFrozenAtMillis = (): number | undefined => frozenAtMillis;

export function resetClock(): void {
  offsetSeconds = 0;
  frozenAtMillis = undefined;
}

/** The latest Unix time an input may name: the end of year 9999, the last a calendar date can show. */
export const LATEST_TIME = 253_402_300_799;
