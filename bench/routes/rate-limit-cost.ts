import { createClient, readClient, type ClientRecord } from '../../shared/programs/clients.js';
import { ClientRateLimiter, DEFAULT_RATE_LIMIT_PER_SECOND, enforceRateLimit, replaceRateLimiter } from '../../shared/programs/rate-limit.js';
import type { DynamoMeter } from '../../local/dynamo-metrics.js';
import { advanceClock, freezeClock, resetClock } from '../../shared/support/clock.js';
import { median } from './report.js';

/**
 * What the per-client rate limit (shared/programs/rate-limit.ts) costs an api_key request, measured
 * on enforceRateLimit alone in a fresh container's limiter, for a client at the default limit:
 * - at the limit: requests 1/limit s apart on the service clock (every one admitted), counted in
 *   the table in batches as deployed, and counted on every request (batch 1: what the limiter
 *   cost before, one UpdateItem per request);
 * - over the limit: 10x the limit within one second; the refused requests' cost apart.
 */

export const RATE_LIMIT_TARGETS = { callsPerAdmitted: 0.1, writeUnitsPerAdmitted: 0.1, callsPerRefused: 0, latencyRatio: 0.25 } as const;

export interface RateLimitFigures {
  label: string;
  requests: number;
  callsPerRequest: number;
  writeUnitsPerRequest: number;
  meanMs: number;
  medianMs: number;
  p99Ms: number;
}

interface Outcome {
  admitted: boolean;
  ms: number;
  calls: number;
  writeUnits: number;
}

async function outcomes(meter: DynamoMeter, client: ClientRecord, limiter: ClientRateLimiter, requests: number, spacingSeconds: number): Promise<Outcome[]> {
  const previous = replaceRateLimiter(limiter);
  freezeClock();
  try {
    const measured: Outcome[] = [];
    for (let i = 0; i < requests; i++) {
      meter.reset();
      const started = performance.now();
      const admitted = await enforceRateLimit(client).then(
        () => true,
        () => false,
      );
      const ms = performance.now() - started;
      const cost = meter.reset();
      measured.push({ admitted, ms, calls: cost.calls, writeUnits: cost.writeUnits });
      advanceClock(spacingSeconds);
    }
    return measured;
  } finally {
    replaceRateLimiter(previous);
    resetClock();
  }
}

function figures(label: string, measured: Outcome[]): RateLimitFigures {
  const per = (pick: (o: Outcome) => number) => measured.reduce((sum, o) => sum + pick(o), 0) / Math.max(1, measured.length);
  const times = [...measured.map((o) => o.ms)].sort((a, b) => a - b);
  return {
    label,
    requests: measured.length,
    callsPerRequest: per((o) => o.calls),
    writeUnitsPerRequest: per((o) => o.writeUnits),
    meanMs: per((o) => o.ms),
    medianMs: median(times),
    p99Ms: times[Math.min(times.length - 1, Math.ceil(0.99 * times.length) - 1)] ?? 0,
  };
}

/** A client of its own for each run: the table's windows of one run never meet another's. */
const freshClient = async (run: string) => readClient((await createClient(`Bench rate limit, ${run}`)).client_id);

export async function rateLimitCost(meter: DynamoMeter, requests: number) {
  const limit = DEFAULT_RATE_LIMIT_PER_SECOND;
  const batched = await outcomes(meter, await freshClient('batched'), new ClientRateLimiter(), requests, 1 / limit);
  const everyRequest = await outcomes(meter, await freshClient('every request'), new ClientRateLimiter(() => 1), requests, 1 / limit);
  const flood = await outcomes(meter, await freshClient('flood'), new ClientRateLimiter(), 10 * limit, 0);
  const admittedInFlood = flood.filter((o) => o.admitted).length;
  return {
    limit,
    atLimit: figures(`at the limit (${limit}/s), counted in batches`, batched),
    everyRequest: figures(`at the limit (${limit}/s), counted on every request (before)`, everyRequest),
    refused: figures(`over the limit (${10 * limit} in one second), refused`, flood.filter((o) => !o.admitted)),
    admittedInFlood,
    allAdmitted: [...batched, ...everyRequest].every((o) => o.admitted),
  };
}

export type RateLimitResult = Awaited<ReturnType<typeof rateLimitCost>>;

/** The figures as lines, and the targets judged on them (bare GetItem median for the latency ratio). */
export function rateLimitReport(result: RateLimitResult, baselineMs: number) {
  const line = (f: RateLimitFigures) =>
    `${f.label}: ${f.callsPerRequest.toFixed(3)} DynamoDB round trips and ${f.writeUnitsPerRequest.toFixed(3)} WCU per request, ` +
    `${f.meanMs.toFixed(3)} ms mean (${(f.meanMs / baselineMs).toFixed(2)}x the bare GetItem), median ${f.medianMs.toFixed(3)} ms, p99 ${f.p99Ms.toFixed(2)} ms, ${f.requests} requests`;
  const t = RATE_LIMIT_TARGETS;
  const { atLimit, refused } = result;
  const checks = [
    { name: 'every request at the limit admitted', pass: result.allAdmitted, detail: result.allAdmitted ? 'yes' : 'no' },
    { name: `flood admits the limit`, pass: result.admittedInFlood === result.limit, detail: `${result.admittedInFlood}` },
    { name: `round trips per admitted request <= ${t.callsPerAdmitted}`, pass: atLimit.callsPerRequest <= t.callsPerAdmitted, detail: atLimit.callsPerRequest.toFixed(3) },
    { name: `WCU per admitted request <= ${t.writeUnitsPerAdmitted}`, pass: atLimit.writeUnitsPerRequest <= t.writeUnitsPerAdmitted, detail: atLimit.writeUnitsPerRequest.toFixed(3) },
    { name: `round trips per refused request = ${t.callsPerRefused}`, pass: refused.callsPerRequest === t.callsPerRefused, detail: refused.callsPerRequest.toFixed(3) },
    { name: `mean latency <= ${t.latencyRatio}x GetItem`, pass: atLimit.meanMs <= t.latencyRatio * baselineMs, detail: `${(atLimit.meanMs / baselineMs).toFixed(2)}x` },
  ];
  return { lines: [line(result.everyRequest), line(atLimit), line(refused)], checks };
}
