import type { MiddlewareStack } from '@smithy/types';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as expirePointsHandler } from '../../functions/jobs/expire-points.js';
import { handler as retryWebhooksHandler } from '../../functions/jobs/retry-webhooks.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { memberPartitionKey } from '../../shared/member-store/keys.js';
import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { asScheduledJob } from '../helpers/jobs.js';
import { newActivity } from '../../local/walks/points.js';
import { BRONZE_SILVER_GOLD, createCodeReward, createReward, redeem } from '../../local/walks/rewards.js';
import { WebhookReceiver as Receiver } from '../helpers/webhook-receiver.js';
import { streamDispatch } from '../helpers/stream-dispatch.js';


const retryJob = asScheduledJob('RetryWebhooks', retryWebhooksHandler);
const runRetries = () => retryJob({}, { getRemainingTimeInMillis: () => 60_000 });
const admin = (method: string, path: string, body?: unknown, query?: Record<string, string>) => call(method, `/admin/v1/clients/${path}`, { headers: ADMIN_HEADERS, body, query });

describe('webhooks: signed deliveries of member events, retried, with a delivery log', () => {
  const { dispatch, readOnce } = streamDispatch();

  async function program(settings: Record<string, unknown> = {}, events: string[] = ['*']) {
    const { clientId, apiKey } = await newClient(settings);
    const receiver = new Receiver();
    await receiver.start();
    const created = await admin('POST', `${clientId}/webhooks`, { url: receiver.url, events });
    expect(created.status).toBe(201);
    receiver.secrets = [created.body.secret];
    return { clientId, apiKey, receiver, webhookId: created.body.webhook_id as string };
  }

  it('delivers every event type, signed, with the event as the body', async () => {
    const { clientId, apiKey, receiver } = await program({ purchase_v1: true, points_per_currency_unit: 1, tiers: BRONZE_SILVER_GOLD, expiry_policy: { type: 'inactivity', months: 1 } });
    const key = { query: { api_key: apiKey } };
    const member = await newMember(apiKey);
    await call('PUT', `/v2/users/${member.id}`, { ...key, body: { first_name: 'Renamed' } });
    const activity = await newActivity(clientId, { num_points: 600 });
    await call('POST', `/v2/users/${member.id}/activities`, { ...key, body: { activity_id: activity.id } });
    const { reward, codes } = await createCodeReward(clientId, 2, { num_points: 10 });
    const order = await redeem(apiKey, member.id, { reward_id: reward.id });
    expect(order.status).toBe(200);
    const code = order.body.codes[0];
    expect(codes).toContain(code);
    expect((await call('POST', '/v2/coupon/use', { ...key, body: { user_id: member.id, code } })).status).toBe(200);
    expect((await call('POST', '/v2/coupon/unuse', { ...key, body: { user_id: member.id, code } })).status).toBe(200);
    const receipt = unique('rcpt');
    await call('POST', '/v2/purchases', { ...key, body: { receipt_id: receipt, total: 20, user_id: member.id } });
    await call('POST', '/v2/purchases/return', { ...key, body: { receipt_id: receipt, total: 5 } });
    await admin('POST', `${clientId}/members/${member.id}/points_adjustments`, { points: -5, reason: 'Correction' });
    advanceClock(32 * 86_400);
    await asScheduledJob('ExpirePoints', expirePointsHandler)({}, { getRemainingTimeInMillis: () => 60_000 });
    await call('DELETE', `/v2/users/${member.id}`, key);

    await dispatch();

    expect(new Set(receiver.types())).toEqual(
      new Set(['user.created', 'user.updated', 'points.credited', 'tier.changed', 'reward.redeemed', 'coupon.used', 'coupon.unused', 'points.returned', 'points.removed', 'points.expired', 'user.deleted']),
    );
    for (const { id, body } of receiver.accepted) {
      expect(body).toEqual({ id, type: expect.any(String), created_at: expect.any(Number), client_id: clientId, data: expect.objectContaining({ user_id: member.id }) });
    }
    expect(receiver.accepted.find((event) => event.body.type === 'tier.changed')!.body.data).toMatchObject({ from: 'bronze', to: 'silver' });
    expect(receiver.accepted.find((event) => event.body.type === 'user.updated')!.body.data.fields).toEqual(['first_name']);
    // Events of one member arrive in the order they happened.
    const times = receiver.accepted.map((event) => event.body.created_at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await receiver.stop();
  });

  it('retries after a 500 with backoff, keeps a member’s later events behind it, and logs every attempt', async () => {
    const { clientId, apiKey, receiver, webhookId } = await program({}, ['user.updated', 'user.created']);
    receiver.failuresLeft = 2;
    const member = await newMember(apiKey);
    for (const name of ['Ann', 'Bea']) await call('PUT', `/v2/users/${member.id}`, { query: { api_key: apiKey }, body: { first_name: name } });

    await dispatch();
    expect(receiver.accepted).toHaveLength(0);
    const waiting = (await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`)).body;
    expect(waiting.deliveries.map((d: any) => d.status)).toEqual(['retrying', 'retrying', 'retrying']);

    for (let round = 0; round < 6 && receiver.accepted.length < 3; round++) {
      advanceClock(150);
      await runRetries();
    }

    expect(receiver.types()).toEqual(['user.created', 'user.updated', 'user.updated']);
    expect(receiver.accepted.map((event) => event.body.data.fields)).toEqual([undefined, ['first_name'], ['first_name']]);
    // The first event was tried three times under one webhook-id; the receiver kept it once.
    expect(receiver.attempts.filter((id) => id === receiver.accepted[0]!.id)).toHaveLength(3);
    const log = (await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`)).body;
    expect(log.deliveries.map((d: any) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(log.deliveries.find((d: any) => d.event_type === 'user.created')).toMatchObject({ attempts: 3, last_response_code: 204, last_error: null, next_attempt_at: null });
    // The program's reports count each delivery once, when it ends, not each attempt.
    const daily = await admin('GET', `${clientId}/reports/daily`, undefined, { metrics: 'webhook_deliveries_succeeded,webhook_deliveries_failed' });
    const sum = (metric: string) => daily.body.days.reduce((total: number, day: Record<string, number>) => total + day[metric]!, 0);
    expect([sum('webhook_deliveries_succeeded'), sum('webhook_deliveries_failed')]).toEqual([3, 0]);
    await receiver.stop();
  });

  it('gives a delivery up eight hours after its event, and the program’s reports count it failed once', async () => {
    const { clientId, apiKey, receiver, webhookId } = await program({}, ['user.created']);
    receiver.failuresLeft = 1_000;
    // An event nine hours old (a stream that lagged): its first failed attempt is past the retry window.
    advanceClock(-9 * 3_600);
    await newMember(apiKey);
    resetClock();

    await dispatch();

    const log = (await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`)).body;
    expect(log.deliveries.map((d: any) => d.status)).toEqual(['failed']);
    const daily = await admin('GET', `${clientId}/reports/daily`, undefined, { metrics: 'webhook_deliveries_succeeded,webhook_deliveries_failed' });
    const sum = (metric: string) => daily.body.days.reduce((total: number, day: Record<string, number>) => total + day[metric]!, 0);
    expect([sum('webhook_deliveries_succeeded'), sum('webhook_deliveries_failed')]).toEqual([0, 1]);
    await receiver.stop();
  });

  it("holds a member's later events behind an undelivered earlier one across batches, in order, and holds no other member", async () => {
    const { apiKey, receiver } = await program({}, ['user.created', 'user.updated']);
    const held = await newMember(apiKey);
    receiver.failing = { type: 'user.created', userId: held.id, times: 2 };
    await dispatch();
    expect(receiver.accepted).toHaveLength(0);

    // Each later change in a batch of its own, as the stream hands them over later.
    for (const name of ['Ann', 'Bea']) {
      await call('PUT', `/v2/users/${held.id}`, { query: { api_key: apiKey }, body: { first_name: name } });
      await dispatch();
    }
    const other = await newMember(apiKey);
    // The stream can hand a record over a moment late on a busy machine: read until it came.
    for (let read = 0; read < 10 && receiver.accepted.length === 0; read++) await dispatch();
    expect(receiver.accepted.map((event) => [event.body.type, event.body.data.user_id])).toEqual([['user.created', other.id]]);

    for (let round = 0; round < 8 && receiver.accepted.length < 4; round++) {
      advanceClock(150);
      await runRetries();
    }

    const heldEvents = receiver.accepted.filter((event) => event.body.data.user_id === held.id);
    expect(heldEvents.map((event) => event.body.type)).toEqual(['user.created', 'user.updated', 'user.updated']);
    // Each later event was sent only once the one before it was delivered: never tried out of turn.
    const attemptsOfHeld = receiver.attempts.filter((id) => heldEvents.some((event) => event.id === id));
    expect(attemptsOfHeld).toEqual([heldEvents[0]!.id, heldEvents[0]!.id, heldEvents[0]!.id, heldEvents[1]!.id, heldEvents[2]!.id]);
    await receiver.stop();
  });

  it('replays a delivery on request, with the same event id, from the retry job (not from the request)', async () => {
    const { clientId, apiKey, receiver, webhookId } = await program({}, ['user.created']);
    await newMember(apiKey);
    await dispatch();
    const [delivery] = (await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`)).body.deliveries;

    const replay = await admin('POST', `${clientId}/webhooks/${webhookId}/deliveries/${delivery.delivery_id}/replay`);
    expect(replay).toMatchObject({ status: 202, body: { delivery_id: delivery.delivery_id, status: 'retrying' } });
    expect(receiver.attempts).toHaveLength(1);
    await runRetries();

    expect(receiver.attempts).toEqual([delivery.event_id, delivery.event_id]);
    expect((await admin('POST', `${clientId}/webhooks/${webhookId}/deliveries/dlv_1_evt_00/replay`)).status).toBe(404);
    expect((await admin('POST', `${clientId}/webhooks/${webhookId}/deliveries/nonsense/replay`)).status).toBe(400);
    await receiver.stop();
  });

  it('writes an event only with its change: a transaction that fails leaves no event and delivers nothing', async () => {
    const { apiKey, receiver, clientId } = await program();
    const member = await newMember(apiKey);
    const reward = await createReward(clientId, { num_points: 10_000, total_quantity: 5 });
    const refused = await redeem(apiKey, member.id, { reward_id: reward.id });
    const stack = documentClient.middlewareStack as unknown as MiddlewareStack<any, any>;
    stack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'TransactWriteItemsCommand') throw Object.assign(new Error('the table is unavailable'), { name: 'InternalServerError' });
        return next(args);
      },
      { step: 'initialize', name: 'failEveryTransaction' },
    );
    let failed;
    try {
      failed = await call('PUT', `/v2/users/${member.id}`, { query: { api_key: apiKey }, body: { first_name: 'Never' } });
    } finally {
      stack.remove('failEveryTransaction');
    }

    expect(refused.status).toBe(403);
    expect(failed.status).toBe(500);
    const { Items } = await documentClient.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk AND begins_with(SK, :outbox)', ExpressionAttributeValues: { ':pk': memberPartitionKey(clientId, member.id), ':outbox': 'OUTBOX#' } }));
    expect(Items!.map((item) => item.event.type)).toEqual(['user.created']);
    await dispatch();
    expect(receiver.types()).toEqual(['user.created']);
    await receiver.stop();
  });

  it('loses nothing and sends nothing twice when the dispatcher dies mid-batch', async () => {
    const { clientId, apiKey, receiver, webhookId } = await program({}, ['user.created']);
    await Promise.all(Array.from({ length: 6 }, () => newMember(apiKey)));
    let puts = 0;
    const stack = documentClient.middlewareStack as unknown as MiddlewareStack<any, any>;
    stack.add(
      (next, context) => async (args) => {
        const type = (args.input as { Item?: { type?: unknown } }).Item?.type;
        const isDelivery = type === 'webhook_delivery' || (type as { S?: string } | undefined)?.S === 'webhook_delivery';
        if (context.commandName === 'PutItemCommand' && isDelivery && ++puts > 3) throw new Error('the dispatcher was killed');
        return next(args);
      },
      { step: 'initialize', name: 'killDispatcher' },
    );
    try {
      // Other suites write to the same table meanwhile: the stream may hand over their records first, so read until this batch's arrive.
      const readUntilKilled = async () => {
        for (let read = 0; read < 50; read++) await readOnce();
      };
      await expect(readUntilKilled()).rejects.toThrow('the dispatcher was killed');
    } finally {
      stack.remove('killDispatcher');
    }
    const recordedBeforeTheCrash = (await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`)).body.deliveries.length;

    // The stream hands the batch over again; deliveries recorded before the crash are not made twice.
    await dispatch();
    // A delivery whose attempt the crash left unrecorded is sent when its lease ends.
    advanceClock(61);
    await runRetries();

    expect(recordedBeforeTheCrash).toBeGreaterThan(0);
    expect(recordedBeforeTheCrash).toBeLessThan(6);
    expect(receiver.accepted).toHaveLength(6);
    expect(new Set(receiver.attempts).size).toBe(6);
    const log = (await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`)).body.deliveries;
    expect(log.map((d: any) => d.status)).toEqual(Array(6).fill('delivered'));
    await receiver.stop();
  });

  it('manages endpoints: https only, secrets shown once and rotated with an overlap, a paged delivery log', async () => {
    const { clientId, apiKey, receiver, webhookId } = await program({}, ['user.created']);
    expect((await admin('POST', `${clientId}/webhooks`, { url: 'http://example.com/hooks', events: ['*'] })).status).toBe(400);
    expect((await admin('POST', `${clientId}/webhooks`, { url: receiver.url, events: ['points.bogus'] })).status).toBe(400);
    const shown = await admin('GET', `${clientId}/webhooks/${webhookId}`);
    expect(shown.body).toEqual({
      webhook_id: webhookId,
      url: receiver.url,
      events: ['user.created'],
      enabled: true,
      // An endpoint made without a format is standard, with no auth.
      format: 'standard',
      auth: null,
      date_created: expect.any(Number),
      date_updated: expect.any(Number),
    });
    expect((await admin('GET', `${clientId}/webhooks`)).body).toHaveLength(1);

    const rotated = await admin('POST', `${clientId}/webhooks/${webhookId}/rotate_secret`, { overlap_seconds: 3_600 });
    expect(rotated.body.secret).not.toBe(receiver.secrets[0]);
    const [oldSecret] = receiver.secrets;
    // During the overlap each delivery carries both signatures: a receiver on either secret accepts it.
    receiver.secrets = [rotated.body.secret];
    await newMember(apiKey);
    await dispatch();
    receiver.secrets = [oldSecret!];
    await newMember(apiKey);
    await dispatch();
    expect(receiver.accepted).toHaveLength(2);
    // After the overlap only the new secret signs.
    advanceClock(3_601);
    await newMember(apiKey);
    await dispatch();
    expect(receiver.accepted).toHaveLength(2);

    const first = (await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`, undefined, { limit: '2' })).body;
    const second = (await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`, undefined, { limit: '2', cursor: first.next_cursor })).body;
    expect(first.deliveries).toHaveLength(2);
    expect(second.deliveries).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    // Newest first: the delivery the old secret could not verify is waiting for its retry.
    expect(first.deliveries.map((d: any) => d.status)).toEqual(['retrying', 'delivered']);
    expect(second.deliveries[0].status).toBe('delivered');

    const updated = await admin('PUT', `${clientId}/webhooks/${webhookId}`, { url: receiver.url, events: ['user.updated'], enabled: false });
    expect(updated.body).toMatchObject({ events: ['user.updated'], enabled: false });
    expect((await admin('DELETE', `${clientId}/webhooks/${webhookId}`)).status).toBe(204);
    expect((await admin('GET', `${clientId}/webhooks/${webhookId}`)).status).toBe(404);
    await receiver.stop();
  });

  it('signs with a rotated secret from the moment the rotation answers, though the endpoint list was read a moment before', async () => {
    const { clientId, apiKey, receiver, webhookId } = await program({}, ['user.created']);
    // A delivery first, so this container holds the client's endpoints in its cache.
    await newMember(apiKey);
    await dispatch();
    expect(receiver.accepted).toHaveLength(1);

    const rotated = await admin('POST', `${clientId}/webhooks/${webhookId}/rotate_secret`, { overlap_seconds: 0 });
    receiver.secrets = [rotated.body.secret];
    await newMember(apiKey);
    await dispatch();

    // Accepted on its first attempt: the only signature the receiver knows is the new one.
    expect(receiver.accepted).toHaveLength(2);
    expect(receiver.attempts).toHaveLength(2);
    await receiver.stop();
  });
});

