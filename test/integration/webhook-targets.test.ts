import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import type { OutboxEvent } from '../../shared/events/event-schemas.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { logger } from '../../shared/support/logger.js';
import { dispatchEvents } from '../../shared/webhooks/deliveries.js';
import { putWebhook } from '../../shared/webhooks/webhook-repository.js';
import { useResolver } from '../../shared/webhooks/webhook-targets.js';
import { ADMIN_HEADERS, call, newClient } from '../../local/walks/api.js';

/**
 * Webhook targets are public hosts only: refused at registration (literals in every form the URL
 * parser accepts, and host names by what they resolve to) and again at every attempt, where the
 * connection goes only to the addresses just checked. The machine has no network: host names other
 * than localhost are answered by an injected resolver.
 */

/** A receiver that counts TCP connections as well as requests, so "never connected" can be asserted. */
class Receiver {
  connections = 0;
  readonly requests: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  status = 204;
  headers: Record<string, string> = {};
  private server!: Server;
  port = 0;

  async start(host = '127.0.0.1') {
    this.server = createServer((req, res) => {
      this.requests.push({ url: req.url ?? '', headers: req.headers });
      req.resume();
      req.on('end', () => res.writeHead(this.status, this.headers).end());
    });
    this.server.on('connection', () => this.connections++);
    await new Promise<void>((done) => this.server.listen(0, host, done));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  stop = () => {
    this.server.closeAllConnections();
    return new Promise((done) => this.server.close(done));
  };
}

const admin = (method: string, path: string, body?: unknown) => call(method, `/admin/v1/clients/${path}`, { headers: ADMIN_HEADERS, body });

/** Runs `work` with WEBHOOKS_ALLOW_LOOPBACK as a deployed function has it: unset. */
async function deployed<T>(work: () => Promise<T>): Promise<T> {
  delete process.env.WEBHOOKS_ALLOW_LOOPBACK;
  try {
    return await work();
  } finally {
    process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
  }
}

/** An event of the client, dispatched as the stream consumer would (without the stream, so no other test file's dispatcher sees it). */
const userCreated = (clientId: string, memberId = 1): OutboxEvent => ({
  id: `evt_${randomUUID().replaceAll('-', '')}`,
  type: 'user.created',
  created_at: nowSeconds(),
  client_id: clientId,
  member_id: memberId,
  data: { user_id: memberId },
});

/** The delivery of `event` to the endpoint, from the delivery log (operator API). */
async function deliveryOf(clientId: string, webhookId: string, event: OutboxEvent) {
  const log = await admin('GET', `${clientId}/webhooks/${webhookId}/deliveries`);
  expect(log.status).toBe(200);
  return (log.body.deliveries as Array<{ event_id: string }>).find((delivery) => delivery.event_id === event.id);
}

describe('webhook targets: public https hosts only, at registration and at every attempt', () => {
  let restoreResolver: () => void = () => undefined;
  let receivers: Receiver[] = [];
  afterEach(async () => {
    restoreResolver();
    restoreResolver = () => undefined;
    jest.restoreAllMocks();
    // Stopped here, not at the end of each test, so a failing test leaves no server holding jest open.
    await Promise.all(receivers.map((receiver) => receiver.stop()));
    receivers = [];
  });

  const listening = async (host?: string) => {
    const receiver = await new Receiver().start(host);
    receivers.push(receiver);
    return receiver;
  };

  /** Host names resolve from this table; anything else does not resolve. */
  const resolving = (table: Record<string, string[]>) => {
    restoreResolver = useResolver(async (hostname) => {
      const found = table[hostname];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return found;
    });
  };

  it.each([
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
    ['https://10.0.0.1/hooks', '10.0.0.1 is a private address'],
    ['https://172.16.0.1/hooks', '172.16.0.1 is a private address'],
    ['https://192.168.1.1/hooks', '192.168.1.1 is a private address'],
    ['https://100.64.0.1/hooks', '100.64.0.1 is a shared address space address'],
    ['https://[fd00:ec2::254]/', 'fd00:ec2::254 is a unique local address'],
    ['https://[fe80::1]/', 'fe80::1 is a link-local address'],
    ['https://0.0.0.0/', '0.0.0.0 is a unspecified address'],
    ['https://[::ffff:10.0.0.1]/', '::ffff:a00:1 is a private address'],
    ['http://10.0.0.1/hooks', 'must be an https URL'],
  ])('creating a webhook to %s answers 400 input_error even where loopback is allowed, and creates nothing', async (url, reason) => {
    const { clientId } = await newClient();

    const created = await admin('POST', `${clientId}/webhooks`, { url, events: ['*'] });

    expect(created.status).toBe(400);
    expect(created.body.error).toBe('input_error');
    expect(created.body.message).toContain(reason);
    expect(created.body.message).toMatch(/^url: /);
    expect((await admin('GET', `${clientId}/webhooks`)).body).toEqual([]);
  });

  it.each([
    ['https://127.0.0.1/hooks', '127.0.0.1 is a loopback address'],
    ['https://0x7f000001/hooks', '127.0.0.1 is a loopback address'],
    ['https://127.1/hooks', '127.0.0.1 is a loopback address'],
    ['https://[::1]/hooks', '::1 is a loopback address'],
    ['https://[::ffff:127.0.0.1]/hooks', '::ffff:7f00:1 is a loopback address'],
    ['http://127.0.0.1:9/hooks', 'must be an https URL'],
    ['https://localhost/hooks', 'the host name resolves to an address that is not public'],
  ])('where loopback is not allowed (deployed), creating a webhook to %s answers 400 input_error', async (url, reason) => {
    const { clientId } = await newClient();

    const created = await deployed(() => admin('POST', `${clientId}/webhooks`, { url, events: ['*'] }));

    expect(created).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining(reason) } });
    expect((await admin('GET', `${clientId}/webhooks`)).body).toEqual([]);
  });

  it('refuses what is not a URL with 400, and logs no URL, secrets included', async () => {
    const { clientId } = await newClient();
    const logged = (['debug', 'info', 'warn', 'error', 'critical'] as const).map((level) => jest.spyOn(logger, level));

    const notAUrl = await admin('POST', `${clientId}/webhooks`, { url: 'not a url?token=hunter2', events: ['*'] });
    const credentials = await admin('POST', `${clientId}/webhooks`, { url: 'https://ops:hunter2@93.184.216.34/hooks', events: ['*'] });

    expect(notAUrl.body).toEqual({ error: 'input_error', message: 'url: must be an absolute URL' });
    expect(notAUrl.status).toBe(400);
    expect(credentials).toMatchObject({ status: 400, body: { error: 'input_error', message: 'url: must not carry credentials (user:password@)' } });
    expect(JSON.stringify(logged.flatMap((spy) => spy.mock.calls))).not.toContain('hunter2');
    expect((await admin('GET', `${clientId}/webhooks`)).body).toEqual([]);
  });

  it('resolves a host name at registration: a public one is accepted, one that does not resolve is refused and says so', async () => {
    const { clientId } = await newClient();
    resolving({ 'hooks.example.com': ['93.184.216.34', '2606:4700::1'], 'inside.example.com': ['93.184.216.34', '10.1.2.3'] });

    const publicName = await deployed(() => admin('POST', `${clientId}/webhooks`, { url: 'https://hooks.example.com/in', events: ['*'] }));
    const unresolved = await deployed(() => admin('POST', `${clientId}/webhooks`, { url: 'https://nowhere.example.com/in', events: ['*'] }));
    const partlyPrivate = await admin('POST', `${clientId}/webhooks`, { url: 'https://inside.example.com/in', events: ['*'] });
    const literals = [];
    for (const url of ['https://93.184.216.34/in', 'https://[2606:4700::1]/in']) literals.push(await deployed(() => admin('POST', `${clientId}/webhooks`, { url, events: ['*'] })));

    expect(publicName.status).toBe(201);
    expect(unresolved).toMatchObject({ status: 400, body: { error: 'input_error', message: 'url: must name a host that resolves: the host name does not resolve to any address' } });
    expect(partlyPrivate).toMatchObject({ status: 400, body: { error: 'input_error', message: 'url: must name a public host: the host name resolves to an address that is not public' } });
    expect(literals.map((answer) => answer.status)).toEqual([201, 201]);
    expect((await admin('GET', `${clientId}/webhooks`)).body.map((hook: { url: string }) => hook.url).sort()).toEqual(
      ['https://93.184.216.34/in', 'https://[2606:4700::1]/in', 'https://hooks.example.com/in'].sort(),
    );
  });

  it('an update to a non-public URL answers 400 input_error and leaves the endpoint as it was', async () => {
    const { clientId } = await newClient();
    const created = await admin('POST', `${clientId}/webhooks`, { url: 'http://127.0.0.1:9/hooks', events: ['*'] });

    const updates = await Promise.all(
      ['https://169.254.169.254/', 'not a url', 'https://[fd00:ec2::254]/'].map((url) => admin('PUT', `${clientId}/webhooks/${created.body.webhook_id}`, { url, events: ['*'] })),
    );

    expect(updates.map((answer) => [answer.status, answer.body.error])).toEqual(Array(3).fill([400, 'input_error']));
    expect((await admin('GET', `${clientId}/webhooks/${created.body.webhook_id}`)).body.url).toBe('http://127.0.0.1:9/hooks');
  });

  it('an attempt to a target that is no longer allowed is recorded as refused and never connects; a closed port is a connection error', async () => {
    const { clientId } = await newClient();
    const receiver = await listening();
    const closed = await listening();
    await closed.stop();
    const hooks = await Promise.all(
      [`http://127.0.0.1:${receiver.port}/hooks`, `http://127.0.0.1:${closed.port}/hooks`].map(async (url) => (await admin('POST', `${clientId}/webhooks`, { url, events: ['*'] })).body.webhook_id as string),
    );
    // Written past the registration check, as an endpoint stored before it existed would be.
    await putWebhook({
      client_id: clientId,
      webhook_id: 'wh_stored_private',
      url: 'https://10.0.0.7/hooks',
      events: ['*'],
      enabled: true,
      secrets: [{ secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', created_at: nowSeconds(), expires_at: null }],
      date_created: nowSeconds(),
      date_updated: nowSeconds(),
    });

    // Two members: a member's later event would wait behind its refused earlier one.
    const [first, second] = [userCreated(clientId, 1), userCreated(clientId, 2)];

    // Where loopback is not allowed, the loopback receivers are no longer targets.
    await deployed(() => dispatchEvents([first]));
    // Where it is, the same endpoints are tried again: the closed port is a connection error, not a refusal.
    await dispatchEvents([second]);

    const refused = { status: 'retrying', attempts: 1, last_response_code: null, last_error: 'refused: target address is not public' };
    expect(await deliveryOf(clientId, hooks[0]!, first)).toMatchObject(refused);
    expect(await deliveryOf(clientId, hooks[1]!, first)).toMatchObject(refused);
    expect(await deliveryOf(clientId, 'wh_stored_private', first)).toMatchObject(refused);
    expect(receiver.requests.map((request) => request.headers['webhook-id'])).toEqual([second.id]);
    expect(receiver.connections).toBe(1);
    expect(await deliveryOf(clientId, hooks[0]!, second)).toMatchObject({ status: 'delivered', last_response_code: 204, last_error: null });
    expect(await deliveryOf(clientId, hooks[1]!, second)).toMatchObject({ last_response_code: null, last_error: expect.stringMatching(/^could not connect: .*ECONNREFUSED/) });
    expect(await deliveryOf(clientId, 'wh_stored_private', second)).toMatchObject(refused);
  });

  it('a host name that resolves elsewhere after registration (DNS rebinding) is refused at the attempt and never connected to', async () => {
    const { clientId } = await newClient();
    const receiver = await listening();
    resolving({ 'rebind.example.com': ['93.184.216.34'] });
    const created = await deployed(() => admin('POST', `${clientId}/webhooks`, { url: `https://rebind.example.com:${receiver.port}/hooks`, events: ['*'] }));
    expect(created.status).toBe(201);

    resolving({ 'rebind.example.com': ['127.0.0.1'] });
    const event = userCreated(clientId);
    await deployed(() => dispatchEvents([event]));

    expect(receiver.connections).toBe(0);
    expect(await deliveryOf(clientId, created.body.webhook_id, event)).toMatchObject({ attempts: 1, last_response_code: null, last_error: 'refused: target address is not public' });
  });

  it('connects to the address it checked, with the host name kept in the Host header', async () => {
    const { clientId } = await newClient();
    // 127.0.0.2 is loopback on Linux; the system resolver would answer 127.0.0.1 for localhost, where nothing listens on this port.
    const receiver = await listening('127.0.0.2');
    resolving({ localhost: ['127.0.0.2'] });
    const created = await admin('POST', `${clientId}/webhooks`, { url: `http://localhost:${receiver.port}/hooks`, events: ['*'] });

    const event = userCreated(clientId);
    await dispatchEvents([event]);

    expect(receiver.requests).toEqual([{ url: '/hooks', headers: expect.objectContaining({ host: `localhost:${receiver.port}`, 'content-type': 'application/json' }) }]);
    expect(await deliveryOf(clientId, created.body.webhook_id, event)).toMatchObject({ status: 'delivered', last_response_code: 204 });
  });

  it('does not follow a redirect: a 3xx is recorded as the answer, and its Location is never requested', async () => {
    const { clientId } = await newClient();
    const elsewhere = await listening();
    const receiver = await listening();
    receiver.status = 302;
    receiver.headers = { location: `http://127.0.0.1:${elsewhere.port}/metadata` };
    const created = await admin('POST', `${clientId}/webhooks`, { url: `http://127.0.0.1:${receiver.port}/hooks`, events: ['*'] });

    const event = userCreated(clientId);
    await dispatchEvents([event]);

    expect(receiver.requests).toHaveLength(1);
    expect(elsewhere.connections).toBe(0);
    expect(await deliveryOf(clientId, created.body.webhook_id, event)).toMatchObject({ status: 'retrying', last_response_code: 302, last_error: 'answered 302' });
  });
});
