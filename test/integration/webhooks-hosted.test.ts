import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handler as expirePointsHandler } from '../../functions/jobs/expire-points.js';
import { handler as retryWebhooksHandler } from '../../functions/jobs/retry-webhooks.js';
import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { newActivity } from '../../local/walks/points.js';
import { createReward, redeem } from '../../local/walks/rewards.js';
import { segmentWith } from '../../local/walks/segments.js';
import { asScheduledJob } from '../helpers/jobs.js';
import { streamDispatch } from '../helpers/stream-dispatch.js';

const retryJob = asScheduledJob('RetryWebhooks', retryWebhooksHandler);
const runRetries = () => retryJob({}, { getRemainingTimeInMillis: () => 60_000 });
const admin = (method: string, path: string, body?: unknown) => call(method, `/admin/v1/clients/${path}`, { headers: ADMIN_HEADERS, body });

/** The id of the member a hosted body is about: each push names it in its own field. */
const memberOf = (body: any): number => body.userId ?? body.user_id;

/**
 * A hosted Live Push receiver, on 127.0.0.1 only: it checks the credentials it was given as the
 * hosted pages describe them (Basic, or x-api-key), answers 500 to a member's first pushes when
 * told to, and keeps every push it accepted with its headers.
 */
class HostedReceiver {
  readonly accepted: Array<{ headers: IncomingHttpHeaders; body: any }> = [];
  readonly refused: IncomingHttpHeaders[] = [];
  /** Pushes about this member answered 500 before the next one is accepted. */
  failing: { userId: number; times: number } | undefined;
  url = '';
  private server!: Server;

  constructor(private readonly expects: { authorization?: string; 'x-api-key'?: string }) {}

  async start() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const authorized = Object.entries(this.expects).every(([name, value]) => req.headers[name] === value);
        if (!authorized) {
          this.refused.push(req.headers);
          res.writeHead(401).end();
          return;
        }
        const body = JSON.parse(raw);
        if (this.failing && this.failing.times > 0 && memberOf(body) === this.failing.userId) {
          this.failing.times--;
          res.writeHead(500).end('try later');
          return;
        }
        this.accepted.push({ headers: req.headers, body });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/live-push`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise((done) => this.server.close(done));
  }
}

describe('webhooks in the hosted format: the hosted Live Push bodies with Basic or x-api-key authentication', () => {
  const { dispatch } = streamDispatch();

  async function hostedProgram(auth: Record<string, string>, expects: ConstructorParameters<typeof HostedReceiver>[0], events: string[], settings = {}) {
    const { clientId, apiKey } = await newClient(settings);
    const receiver = new HostedReceiver(expects);
    await receiver.start();
    const created = await admin('POST', `${clientId}/webhooks`, { url: receiver.url, events, format: 'hosted', auth });
    expect(created.status).toBe(201);
    return { clientId, apiKey, receiver, webhookId: created.body.webhook_id as string };
  }

  it("follows the hosted pages 'Live Push User Activity', 'Live Push User Profile' and 'Live Push Points Expiration': flat bodies under Basic auth", async () => {
    const basic = `Basic ${Buffer.from('loyalty-feed:correct horse battery').toString('base64')}`;
    const { clientId, apiKey, receiver } = await hostedProgram(
      { type: 'basic', username: 'loyalty-feed', password: 'correct horse battery' },
      { authorization: basic },
      ['*'],
      { expiry_policy: { type: 'inactivity', months: 1 } },
    );
    const key = { query: { api_key: apiKey } };
    const member = await newMember(apiKey, { third_party_id: 'crm-77' });
    await call('PUT', `/v2/users/${member.id}`, { ...key, body: { first_name: 'Renamed' } });
    const activity = await newActivity(clientId, { name: 'added gender', title: 'Add Your Gender', description: 'Tell us', num_points: 600 });
    await call('POST', `/v2/users/${member.id}/activities`, { ...key, body: { activity_id: activity.id, notes: 'at the desk', extra_data: { apporderid: '1' } } });
    const reward = await createReward(clientId, { num_points: 10, total_quantity: 5 });
    expect((await redeem(apiKey, member.id, { reward_id: reward.id })).status).toBe(200);
    advanceClock(32 * 86_400);
    await asScheduledJob('ExpirePoints', expirePointsHandler)({}, { getRemainingTimeInMillis: () => 60_000 });

    await dispatch();

    expect(receiver.refused).toEqual([]);
    const bodies = receiver.accepted.map((push) => push.body);
    // Both profile pushes show the profile as it is when sent: here, after the rename.
    const profiles = bodies.filter((body) => 'firstName' in body);
    expect(profiles).toHaveLength(2);
    for (const profile of profiles) {
      expect(profile).toMatchObject({ userId: member.id, firstName: 'Renamed', lastName: 'Member', thirdPartyId: 'crm-77', postalCode: '10001', redeemablePoints: 0, tierInfo: null });
    }
    const [credited, redeemed] = bodies.filter((body) => 'userActivityId' in body);
    expect(credited).toEqual({
      userActivityId: expect.any(String),
      activityId: activity.id,
      activityName: 'added gender',
      points: 600,
      notes: 'at the desk',
      referenceId: null,
      activityExtraData: JSON.stringify({ apporderid: '1' }),
      thirdPartyId: 'crm-77',
      title: 'Add Your Gender',
      description: 'Tell us',
      translatedTitle: null,
      translatedDescription: null,
      userId: member.id,
      dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/),
    });
    expect(redeemed).toMatchObject({ userId: member.id, activityId: null, points: -10, referenceId: expect.anything() });
    const expiration = bodies.find((body) => 'message_date' in body);
    expect(expiration).toMatchObject({ user_id: member.id, email_address: member.email_address, third_party_id: 'crm-77', points_expiring: 0, last_qualified_date: expect.any(String) });
    // Every push is a flat JSON object with the Basic credentials and no Standard Webhooks signature.
    for (const { headers, body } of receiver.accepted) {
      expect(headers).toMatchObject({ authorization: basic, 'content-type': 'application/json' });
      expect(headers['webhook-signature']).toBeUndefined();
      expect(body).not.toHaveProperty('data');
    }
    // One member's pushes arrive in the order of its events: profile, profile, credit, redemption, expiry.
    expect(bodies.map((body) => ('firstName' in body ? 'profile' : 'userActivityId' in body ? `activity ${body.points}` : 'expiration'))).toEqual([
      'profile',
      'profile',
      'activity 600',
      'activity -10',
      'expiration',
    ]);
    await receiver.stop();
  });

  it("follows the hosted page 'Live Push User Segmentation': a member entering and leaving a segment, only when the endpoint names the events", async () => {
    const { clientId, apiKey, receiver } = await hostedProgram(
      { type: 'api_key', api_key: 'segment-feed-key-2026' },
      { 'x-api-key': 'segment-feed-key-2026' },
      ['segment.entered', 'segment.exited'],
    );
    // An endpoint of every event ('*') leaves the opt-in segment events out, as the standard format does.
    const everything = new HostedReceiver({ 'x-api-key': 'segment-feed-key-2026' });
    await everything.start();
    expect((await admin('POST', `${clientId}/webhooks`, { url: everything.url, events: ['*'], format: 'hosted', auth: { type: 'api_key', api_key: 'segment-feed-key-2026' } })).status).toBe(201);
    const member = await newMember(apiKey, { third_party_id: 'user-123' });
    const segment = await segmentWith(clientId, 'Users in New York', [member.id]);
    const path = `${clientId}/segments/${segment.segment_id}/members`;
    expect((await admin('POST', path, { remove: [member.id] })).status).toBe(200);

    await dispatch();

    const pushed = { user_id: member.id, email_address: member.email_address, third_party_id: 'user-123', type: 'segment', name: 'Users in New York' };
    const occurred = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(receiver.accepted.map((push) => push.body)).toEqual([
      { ...pushed, subscription_id: Number(segment.segment_id), event: 'entered', trigger: 'segment criteria', date_occurred: occurred },
      { ...pushed, subscription_id: Number(segment.segment_id), event: 'exited', trigger: 'segment criteria', date_occurred: occurred },
    ]);
    expect(receiver.refused).toEqual([]);
    expect(everything.accepted.map((push) => push.body.userId)).toEqual([member.id]);
    await Promise.all([receiver.stop(), everything.stop()]);
  });

  it('sends x-api-key and keeps a member’s pushes in order across batches of dispatch, holding no other member', async () => {
    const { clientId, apiKey, receiver, webhookId } = await hostedProgram(
      { type: 'api_key', api_key: 'GRscvhg53SsDg1gxxsDgcsf123' },
      { 'x-api-key': 'GRscvhg53SsDg1gxxsDgcsf123' },
      ['user.created', 'user.updated', 'points.credited'],
    );
    const key = { query: { api_key: apiKey } };
    const held = await newMember(apiKey);
    receiver.failing = { userId: held.id, times: 2 };
    await dispatch();
    expect(receiver.accepted).toHaveLength(0);

    // Each later change in a batch of its own, as the stream hands them over later.
    await call('PUT', `/v2/users/${held.id}`, { ...key, body: { first_name: 'Ann' } });
    await dispatch();
    const activity = await newActivity(clientId, { num_points: 40 });
    await call('POST', `/v2/users/${held.id}/activities`, { ...key, body: { activity_id: activity.id } });
    await dispatch();
    const other = await newMember(apiKey);
    for (let read = 0; read < 10 && receiver.accepted.length === 0; read++) await dispatch();
    expect(receiver.accepted.map((push) => push.body.userId)).toEqual([other.id]);

    for (let round = 0; round < 8 && receiver.accepted.length < 4; round++) {
      advanceClock(150);
      await runRetries();
    }

    const heldPushes = receiver.accepted.filter((push) => push.body.userId === held.id);
    const log = (await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`)).body;
    const typeOf = (eventId: unknown) => log.deliveries.find((delivery: any) => delivery.event_id === eventId)?.event_type;
    expect(heldPushes.map((push) => typeOf(push.headers['webhook-id']))).toEqual(['user.created', 'user.updated', 'points.credited']);
    expect(heldPushes.map((push) => push.body.firstName ?? push.body.activityName)).toEqual(['Ann', 'Ann', 'Check in']);
    expect(heldPushes[2]!.body).toMatchObject({ points: 40, activityId: activity.id });
    expect(receiver.accepted.every((push) => push.headers['x-api-key'] === 'GRscvhg53SsDg1gxxsDgcsf123' && !push.headers.authorization)).toBe(true);
    expect(receiver.refused).toEqual([]);

    // The delivery log and replays are the standard format's: a replay sends the push again.
    expect(log.deliveries.map((delivery: any) => delivery.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    const first = log.deliveries.find((delivery: any) => delivery.event_type === 'user.created' && delivery.attempts === 3);
    expect((await admin('POST', `${clientId}/webhooks/${webhookId}/deliveries/${first.delivery_id}/replay`)).status).toBe(202);
    await runRetries();
    expect(receiver.accepted.at(-1)!.body).toMatchObject({ userId: held.id, firstName: 'Ann' });
    expect(receiver.accepted.at(-1)!.headers['webhook-id']).toBe(first.event_id);
    await receiver.stop();
  });

  it('sends a hosted endpoint subscribed to * no event without a hosted push, and gives up at once a push whose member is gone', async () => {
    const { clientId, apiKey, receiver, webhookId } = await hostedProgram({ type: 'api_key', api_key: 'feed-key-0123456789' }, { 'x-api-key': 'feed-key-0123456789' }, ['*']);
    const member = await newMember(apiKey);
    expect((await call('DELETE', `/v2/users/${member.id}`, { query: { api_key: apiKey } })).status).toBe(200);

    await dispatch();

    const log = (await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`)).body;
    // user.deleted has no hosted push: no delivery is made of it.
    expect(log.deliveries).toEqual([
      expect.objectContaining({ event_type: 'user.created', status: 'failed', attempts: 1, last_error: 'not sent: the member no longer exists', next_attempt_at: null }),
    ]);
    expect(receiver.accepted).toEqual([]);
    await receiver.stop();
  });

  it('refuses events no hosted push carries and auth on a standard endpoint, naming them, and answers only hints of the credentials', async () => {
    const { clientId } = await newClient();
    const url = 'http://127.0.0.1:9/live-push';

    const coupon = await admin('POST', `${clientId}/webhooks`, { url, events: ['points.credited', 'coupon.used'], format: 'hosted' });
    const standardAuth = await admin('POST', `${clientId}/webhooks`, { url, events: ['*'], auth: { type: 'api_key', api_key: 'abcdefgh12345678' } });
    const badKey = await admin('POST', `${clientId}/webhooks`, { url, events: ['*'], format: 'hosted', auth: { type: 'api_key', api_key: 'two words here' } });
    const made = await admin('POST', `${clientId}/webhooks`, {
      url,
      events: ['*'],
      format: 'hosted',
      auth: { type: 'basic', username: 'feed', password: 'a-long-password-9876' },
    });
    const plain = await admin('POST', `${clientId}/webhooks`, { url, events: ['*'] });

    expect(coupon).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^events: coupon\.used is not sent to a hosted-format endpoint/) } });
    expect(standardAuth).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^auth: /) } });
    expect(badKey).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^auth\.api_key: /) } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ format: 'hosted', auth: { type: 'basic', username: 'feed', password_hint: '****9876' } });
    expect(JSON.stringify(made.body)).not.toContain('a-long-password-9876');
    expect(plain.body).toMatchObject({ format: 'standard', auth: null });

    const path = `${clientId}/webhooks/${made.body.webhook_id}`;
    // An update without auth keeps it; one to the standard format drops it.
    const kept = await admin('PUT', path, { url, events: ['user.updated'], enabled: false });
    expect(kept.body).toMatchObject({ format: 'hosted', enabled: false, auth: { type: 'basic', password_hint: '****9876' } });
    expect((await admin('PUT', path, { url, events: ['user.deleted'] })).body.message).toMatch(/^events: user\.deleted is not sent/);
    const standard = await admin('PUT', path, { url, events: ['user.deleted'], format: 'standard' });
    expect(standard.body).toMatchObject({ format: 'standard', auth: null });
    expect((await admin('GET', path)).body).toMatchObject({ format: 'standard', auth: null, events: ['user.deleted'] });
    // The audit log keeps what the writes set, with the credentials redacted.
    const keyed = await admin('POST', `${clientId}/webhooks`, { url, events: ['*'], format: 'hosted', auth: { type: 'api_key', api_key: 'key-never-logged-42' } });
    expect(keyed.body.auth).toEqual({ type: 'api_key', api_key_hint: '****d-42' });
    const audit = JSON.stringify((await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS })).body);
    expect(audit).toContain('[redacted]');
    expect(audit).not.toMatch(/a-long-password-9876|key-never-logged-42/);
  });
});
