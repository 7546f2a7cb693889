/**
 * The service's notion of now. Tests move it instead of sleeping; production reads the system clock.
 */
let offsetSeconds = 0;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000) + offsetSeconds;

export const nowMillis = (): number => Date.now() + offsetSeconds * 1000;

/** How far the clock of this module instance is shifted (the local server hands it to new route containers). */
export const clockOffsetSeconds = (): number => offsetSeconds;

/** Test-only: shifts the clock of this module instance. */
export function advanceClock(seconds: number): void {
  offsetSeconds += seconds;
}

export function resetClock(): void {
  offsetSeconds = 0;
}
