/**
 * What the data layer notices but does not measure: listeners that the functions' entry points
 * (shared/http/telemetry.ts) point at their metrics. Data imports nothing above it, so it tells
 * them this way; until an entry point listens, nothing happens.
 */
export const dataEvents = {
  /** A transaction attempt was cancelled by a conflict and is being built again. */
  transactionRetried: (): void => undefined,
  /** A request was answered with its Idempotency-Key's recorded answer. */
  idempotentReplay: (): void => undefined,
};
