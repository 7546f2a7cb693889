import type * as z from 'zod';
import { retryPartitions } from './keys.js';
import { drainDueBuckets } from '../data/due-buckets.js';
import { inParallel } from '../data/in-parallel.js';
import type { OutboxEvent } from '../events/index.js';
import { ApiError, notFound } from '../errors.js';
import { nowSeconds } from '../support/clock.js';
import { ExpiringCache } from '../support/expiring-cache.js';
import { logger } from '../support/logger.js';
import {
  deleteLaneMarker,
  deleteLaneMarkerAt,
  earlierInLane,
  getDelivery,
  getWebhook,
  listDeliveries,
  listWebhooks,
  putLaneMarker,
  putNewDelivery,
  recordAttempt,
  type DeliveryRecord,
  type WebhookRecord,
} from './webhook-repository.js';
import { type DeliveryRequest, deliveryRequest, subscribes } from './delivery-requests.js';
import { countDeliveryOutcomeItem, reportDay } from '../reports/index.js';
import { checkTarget, postToTarget, targetPolicy } from './webhook-targets.js';
import { present } from '../support/present.js';
import type { DeliveryBody, DeliveryLogBody } from './webhook-responses.js';

/**
 * Webhook delivery. New outbox items reach the dispatcher through the table's stream (a Lambda
 * event source in AWS, the local server's stream reader locally), never from a request path.
 * Each event becomes one delivery per subscribed endpoint, recorded before it is sent (due for a
 * retry after a short lease), so a dispatcher that dies mid-batch loses nothing: the stream hands
 * the batch over again, recorded deliveries are not recorded twice, and one whose attempt was
 * never recorded is sent by the retry job when its lease ends. A failed attempt (an error or a non-2xx answer) is
 * retried with backoff from the retry index, five times an hour for eight hours, as the hosted
 * service does; then the delivery is failed. A member's events reach each endpoint in order: a
 * delivery waits while an earlier one of the same member to the same endpoint is outstanding
 * (recorded and neither delivered nor given up), within a batch and across batches and retries,
 * told by one query of the member's lane to the endpoint (a marker per outstanding delivery).
 * What an attempt sends follows the endpoint's format (delivery-requests.ts); the lanes are the same.
 */

/** When each retry follows the previous attempt: quick at first, then every 12 minutes (5 an hour). */
const RETRY_DELAYS = [30, 120, 300, 720];
const EVERY_TWELVE_MINUTES = 720;
/** A delivery is given up this long after its event. */
const RETRY_WINDOW_SECONDS = 8 * 3_600;
const SEND_TIMEOUT_MS = 5_000;
/** How long a new delivery's first attempt is left to its dispatcher before the retry job takes it over. */
const ATTEMPT_LEASE_SECONDS = 60;
const ENDPOINT_CACHE_MS = 5_000;
const MEMBERS_IN_PARALLEL = 8;

const endpointCache = new ExpiringCache<Promise<WebhookRecord[]>>({ maxEntries: 1_000, ttlMs: ENDPOINT_CACHE_MS });

/**
 * Which of a client's endpoints are enabled and subscribe to what, cached for a few seconds per
 * container (a new or changed subscription is seen within ENDPOINT_CACHE_MS). Never used to
 * sign: an attempt reads its endpoint's secrets at the moment it sends (signingEndpoint).
 */
function endpointsOf(clientId: string): Promise<WebhookRecord[]> {
  let endpoints = endpointCache.get(clientId);
  if (!endpoints) {
    endpoints = listWebhooks(clientId).then((all) => all.filter((endpoint) => endpoint.enabled));
    endpointCache.set(clientId, endpoints);
    endpoints.catch(() => endpointCache.delete(clientId));
  }
  return endpoints;
}

/**
 * One attempt: the URL is checked again down to its addresses (a host may have moved since it was
 * registered) and the request connects only to the addresses checked. A target refused before
 * connecting is recorded as refused, apart from connection errors; no status code is recorded then.
 */
async function send(endpoint: WebhookRecord, event: OutboxEvent): Promise<{ code: number | null; error: string | null; final?: boolean }> {
  const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
  const check = await checkTarget(endpoint.url, targetPolicy(), signal);
  if (!check.ok) {
    if (signal.aborted) return { code: null, error: 'no answer within 5 s' };
    const error = {
      not_public: 'refused: target address is not public',
      invalid: `refused: the URL ${check.message}`,
      unresolved: 'could not connect: the host name does not resolve',
    }[check.refusal];
    return { code: null, error };
  }
  let request: DeliveryRequest;
  try {
    request = await deliveryRequest(endpoint, event, nowSeconds());
  } catch (error) {
    // A hosted push reads the member to build its body: a failed read is retried like a failed send.
    logger.error('webhook push could not be built', { eventId: event.id, error: error as Error });
    return { code: null, error: 'not sent: the push could not be built' };
  }
  // A push that cannot be made now never can be: it is given up rather than retried.
  if ('unsendable' in request) return { code: null, error: request.unsendable, final: true };
  try {
    const status = await postToTarget(check.target, { ...request.headers, connection: 'close' }, request.body, signal);
    return { code: status, error: status >= 200 && status < 300 ? null : `answered ${status}` };
  } catch (error) {
    // Several addresses tried in turn fail as one AggregateError, whose message is empty.
    const reason = (error as Error).message || (error as { code?: string }).code || 'connection failed';
    return { code: null, error: signal.aborted ? 'no answer within 5 s' : `could not connect: ${reason}` };
  }
}

function nextAttemptAfter(delivery: DeliveryRecord, attempts: number, now: number): number | null {
  const next = now + (RETRY_DELAYS[attempts - 1] ?? EVERY_TWELVE_MINUTES);
  return next <= delivery.event.created_at + RETRY_WINDOW_SECONDS ? next : null;
}

/**
 * A place in a lane after every place this process gave before, and after those other processes
 * gave earlier: a member's events come in stream order, one batch after another.
 */
let laneCounter = 0;
const nextLaneSeq = (): string => `${String(Date.now()).padStart(15, '0')}#${String(laneCounter++ % 1_000_000).padStart(6, '0')}`;

/** Markers of a lane read past at most this many stale ones (left by a dispatcher that died) before a delivery waits. */
const STALE_MARKERS_CLEARED = 5;

/**
 * When the delivery must wait until: the next attempt of an earlier delivery of the same member
 * to the same endpoint that is still outstanding; undefined when none is. A marker whose delivery
 * was delivered or given up (its dispatcher died before clearing it) is cleared on the way.
 */
async function heldBehindEarlier(delivery: DeliveryRecord): Promise<number | undefined> {
  for (let cleared = 0; cleared < STALE_MARKERS_CLEARED; cleared++) {
    const marker = await earlierInLane(delivery);
    if (!marker) return undefined;
    const earlier = await getDelivery(delivery.client_id, delivery.webhook_id, marker.created_at, marker.event_id);
    if (earlier && (earlier.status === 'retrying' || earlier.status === 'pending')) return earlier.next_attempt_at ?? nowSeconds();
    await deleteLaneMarkerAt(marker.key);
  }
  return nowSeconds() + (RETRY_DELAYS[0] ?? EVERY_TWELVE_MINUTES);
}

/** One attempt of a delivery, recorded; answers whether it was delivered. A delivery delivered or given up leaves its lane. */
async function attempt(endpoint: WebhookRecord, delivery: DeliveryRecord): Promise<boolean> {
  const { code, error, final } = await send(endpoint, delivery.event);
  const now = nowSeconds();
  const attempts = delivery.attempts + 1;
  const next = error && !final ? nextAttemptAfter(delivery, attempts, now) : null;
  const status = !error ? 'delivered' : next === null ? 'failed' : 'retrying';
  const outcome = status === 'delivered' ? 'webhook_deliveries_succeeded' : status === 'failed' ? 'webhook_deliveries_failed' : undefined;
  const recorded = await recordAttempt(
    delivery,
    {
      status,
      attempts,
      last_response_code: code,
      last_error: error,
      next_attempt_at: next,
      updated_at: Math.max(now, delivery.updated_at + 1),
    },
    outcome ? [countDeliveryOutcomeItem(delivery.client_id, outcome, reportDay(now))] : [],
  );
  if (recorded && status !== 'retrying') await deleteLaneMarker(delivery);
  return !error;
}

/** Holds back a delivery behind an earlier one of the same member that is being retried; its attempts so far stay. */
async function waitBehind(delivery: DeliveryRecord, after: number): Promise<void> {
  await recordAttempt(delivery, {
    status: 'retrying',
    attempts: delivery.attempts,
    last_response_code: delivery.last_response_code,
    last_error: 'waiting for an earlier event of the member',
    next_attempt_at: after,
    updated_at: Math.max(nowSeconds(), delivery.updated_at + 1),
  });
}

/** The next attempt recorded for a delivery that just failed (undefined when it was given up). */
async function nextAttemptOf(delivery: DeliveryRecord): Promise<number | undefined> {
  const recorded = await getDelivery(delivery.client_id, delivery.webhook_id, delivery.created_at, delivery.event.id);
  return recorded?.status === 'retrying' ? (recorded.next_attempt_at ?? undefined) : undefined;
}

const laneOf = (event: OutboxEvent, webhookId: string) => `${event.client_id}#${webhookId}#${event.member_id ?? ''}`;

export interface DispatchRun {
  events: number;
  delivered: number;
  failedAttempts: number;
  /** Deliveries the stream handed over again, already recorded: not made twice. */
  alreadyRecorded: number;
}

/** Dispatches a batch of outbox events in stream order: members in parallel, each member's events one after another. */
export async function dispatchEvents(events: OutboxEvent[]): Promise<DispatchRun> {
  const run: DispatchRun = { events: events.length, delivered: 0, failedAttempts: 0, alreadyRecorded: 0 };
  const byMember = new Map<string, OutboxEvent[]>();
  for (const event of events) {
    const lane = `${event.client_id}#${event.member_id ?? ''}`;
    byMember.set(lane, [...(byMember.get(lane) ?? []), event]);
  }
  await inParallel([...byMember.values()], MEMBERS_IN_PARALLEL, async (laneEvents) => {
    /** Per endpoint: when the retry this member's events wait behind is due. */
    const heldUntil = new Map<string, number>();
    for (const event of laneEvents) {
      for (const endpoint of (await endpointsOf(event.client_id)).filter((candidate) => subscribes(candidate, event))) {
        const now = nowSeconds();
        // Recorded as due for a retry after a lease: if this dispatcher dies before the attempt is
        // recorded, the retry job sends it then; a recorded attempt takes it out of that schedule.
        const delivery: DeliveryRecord = {
          client_id: event.client_id,
          webhook_id: endpoint.webhook_id,
          event,
          status: 'retrying',
          attempts: 0,
          last_response_code: null,
          last_error: null,
          next_attempt_at: now + ATTEMPT_LEASE_SECONDS,
          created_at: event.created_at,
          updated_at: now,
          ...(event.member_id === undefined ? {} : { lane_seq: nextLaneSeq() }),
        };
        if (!(await putNewDelivery(delivery))) {
          run.alreadyRecorded++;
          continue;
        }
        await putLaneMarker(delivery);
        const held = heldUntil.get(endpoint.webhook_id) ?? (await heldBehindEarlier(delivery));
        if (held !== undefined) {
          heldUntil.set(endpoint.webhook_id, held + 1);
          await waitBehind(delivery, held + 1);
          continue;
        }
        const current = await signingEndpoint(delivery);
        if (!current) continue;
        if (await attempt(current, delivery)) run.delivered++;
        else {
          run.failedAttempts++;
          const next = await nextAttemptOf(delivery);
          if (next !== undefined) heldUntil.set(endpoint.webhook_id, next);
        }
      }
    }
  });
  return run;
}

/**
 * The endpoint as it is now, read consistently just before an attempt, so a delivery is signed
 * with the secrets in force when it is sent: from the moment a rotation answers, every delivery
 * carries the new signature, in every container. An endpoint deleted meanwhile fails the
 * delivery, as a retry does.
 */
async function signingEndpoint(delivery: DeliveryRecord): Promise<WebhookRecord | undefined> {
  const endpoint = await getWebhook(delivery.client_id, delivery.webhook_id);
  if (!endpoint) await failForDeletedEndpoint(delivery, nowSeconds());
  return endpoint;
}

async function failForDeletedEndpoint(delivery: DeliveryRecord, now: number): Promise<void> {
  await deleteLaneMarker(delivery);
  await recordAttempt(delivery, {
    ...delivery,
    status: 'failed',
    last_error: 'the endpoint was deleted',
    next_attempt_at: null,
    updated_at: Math.max(now, delivery.updated_at + 1),
  });
}

export interface RetryRun {
  attempted: number;
  delivered: number;
  failedAttempts: number;
  stoppedEarly: boolean;
}

interface RetryIndexEntry {
  client_id: string;
  webhook_id: string;
  event: OutboxEvent;
  lane_seq?: string;
}

/** The retry job's work: every delivery whose next attempt is due, from the retry index (today and yesterday). */
export async function retryDueDeliveries(now: number, options: { timeLeft: () => boolean }): Promise<RetryRun> {
  const run: RetryRun = { attempted: 0, delivered: 0, failedAttempts: 0, stoppedEarly: false };
  const partitions = [...retryPartitions(now), ...retryPartitions(now - 86_400)];
  /** One member's due deliveries to one endpoint, in order: after a failure, the rest wait behind it again. */
  const retryLane = async (entries: RetryIndexEntry[]) => {
    let heldUntil: number | undefined;
    for (const entry of entries) {
      const [delivery, endpoint] = await Promise.all([
        getDelivery(entry.client_id, entry.webhook_id, entry.event.created_at, entry.event.id),
        getWebhook(entry.client_id, entry.webhook_id),
      ]);
      if (delivery?.status !== 'retrying' || (delivery.next_attempt_at ?? Infinity) > now) continue;
      if (!endpoint) {
        await failForDeletedEndpoint(delivery, now);
        continue;
      }
      heldUntil ??= await heldBehindEarlier(delivery);
      if (heldUntil !== undefined) {
        await waitBehind(delivery, ++heldUntil);
        continue;
      }
      run.attempted++;
      if (await attempt(endpoint, delivery)) run.delivered++;
      else {
        run.failedAttempts++;
        heldUntil = await nextAttemptOf(delivery);
      }
    }
  };
  const byLane = (page: RetryIndexEntry[]) => {
    const lanes = new Map<string, RetryIndexEntry[]>();
    for (const entry of page) lanes.set(laneOf(entry.event, entry.webhook_id), [...(lanes.get(laneOf(entry.event, entry.webhook_id)) ?? []), entry]);
    // In the order the dispatcher took them, not the order they fell due: deliveries held behind the
    // same earlier one can fall due in either order, and a later one must never hold an earlier one.
    return [...lanes.values()].map((entries) => entries.sort((a, b) => (a.lane_seq ?? '').localeCompare(b.lane_seq ?? '')));
  };
  const { stoppedEarly } = await drainDueBuckets<RetryIndexEntry>(partitions, now, (page) => inParallel(byLane(page), 8, retryLane), options.timeLeft);
  run.stoppedEarly = stoppedEarly;
  if (run.failedAttempts > 0) logger.info('webhook retries failed', { failedAttempts: run.failedAttempts });
  return run;
}

// ---- the delivery log (operator API) ----

const deliveryId = (delivery: DeliveryRecord) => `dlv_${delivery.created_at}_${delivery.event.id}`;

function deliveryView(delivery: DeliveryRecord): z.infer<typeof DeliveryBody> {
  return {
    delivery_id: deliveryId(delivery),
    event_id: delivery.event.id,
    event_type: delivery.event.type,
    status: delivery.status,
    attempts: delivery.attempts,
    last_response_code: delivery.last_response_code,
    last_error: delivery.last_error,
    next_attempt_at: delivery.next_attempt_at,
    created_at: delivery.created_at,
    updated_at: delivery.updated_at,
  };
}

export async function deliveryLog(clientId: string, webhookId: string, limit: number, cursor?: string): Promise<z.infer<typeof DeliveryLogBody>> {
  if (!(await getWebhook(clientId, webhookId))) throw notFound('webhook does not exist');
  const page = await listDeliveries(clientId, webhookId, limit, cursor);
  return { deliveries: page.deliveries.map(deliveryView), next_cursor: page.next ?? null };
}

/** Queues a delivery to be sent again now (by the retry job), whatever its status; the event and its id are unchanged. */
export async function replayDelivery(clientId: string, webhookId: string, id: string) {
  const [, createdAt, eventId] = present(/^dlv_(\d+)_(evt_[a-f0-9]+)$/.exec(id), 'a delivery id checked by DeliveryPath');
  const delivery = await getDelivery(clientId, webhookId, Number(createdAt), present(eventId, 'the event id of a delivery id'));
  if (!delivery) throw notFound('delivery does not exist');
  const now = nowSeconds();
  const queued = {
    status: 'retrying' as const,
    attempts: delivery.attempts,
    last_response_code: delivery.last_response_code,
    last_error: delivery.last_error,
    next_attempt_at: now,
    updated_at: Math.max(now, delivery.updated_at + 1),
  };
  if (!(await recordAttempt(delivery, queued))) throw new ApiError('conflict', 'the delivery changed meanwhile; try again');
  return deliveryView({ ...delivery, ...queued });
}
