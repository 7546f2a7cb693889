import { deleteApiKey } from '../../shared/programs/client-repository.js';
import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { clientForApiKey, KEY_CACHE_SECONDS } from '../../shared/programs/clients.js';
import { DEFAULT_SETTINGS } from '../../shared/programs/settings.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';

/** The operator API under /admin/v1. */

const admin = (method: string, path: string, body?: unknown) => call(method, path, { headers: ADMIN_HEADERS, body });
const profile = (apiKey: string) => call('GET', '/v2/users/1', { query: { api_key: apiKey } });

describe('operator API', () => {
  afterEach(resetClock);

  describe('authorisation', () => {
    it.each([
      ['POST', '/admin/v1/clients'],
      ['POST', '/admin/v1/clients/abc/api_keys'],
      ['DELETE', '/admin/v1/clients/abc/api_keys/def'],
      ['GET', '/admin/v1/clients/abc/settings'],
      ['PUT', '/admin/v1/clients/abc/settings'],
    ])('%s %s without the bearer token answers 401 unauthorized', async (method, path) => {
      const res = await call(method, path, { body: method === 'POST' || method === 'PUT' ? {} : undefined });

      expect(res).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    });

    it('refuses a wrong bearer token', async () => {
      const res = await call('GET', '/admin/v1/clients/abc/settings', { headers: { authorization: 'Bearer wrong' } });

      expect(res.status).toBe(401);
    });
  });

  describe('api keys', () => {
    it('issues another key that works beside the first', async () => {
      const { clientId, apiKey } = await newClient();

      const res = await admin('POST', `/admin/v1/clients/${clientId}/api_keys`);

      expect(res.status).toBe(201);
      expect(res.body).toEqual({ api_key: expect.any(String), key_id: expect.any(String) });
      expect(res.body.api_key).not.toBe(apiKey);
      expect((await profile(res.body.api_key)).body.error).toBe('page_not_found');
      expect((await profile(apiKey)).body.error).toBe('page_not_found');
    });

    it('answers 404 not_found when issuing a key for an unknown client', async () => {
      expect(await admin('POST', '/admin/v1/clients/nosuchclient/api_keys')).toMatchObject({ status: 404, body: { error: 'not_found' } });
    });

    it('revokes a key with 204, and the key stops working once a container\'s memory of it has expired', async () => {
      const { clientId } = await newClient();
      const issued = (await admin('POST', `/admin/v1/clients/${clientId}/api_keys`)).body;
      expect((await profile(issued.api_key)).body.error).toBe('page_not_found');

      const res = await admin('DELETE', `/admin/v1/clients/${clientId}/api_keys/${issued.key_id}`);
      // Other routes' containers may remember the key until then (test/integration/per-container-caches.test.ts).
      advanceClock(KEY_CACHE_SECONDS);

      expect(res.status).toBe(204);
      expect(await profile(issued.api_key)).toMatchObject({ status: 400, body: { error: 'invalid_auth', message: 'invalid access credentials' } });
    });

    it('lets a key revoked elsewhere expire from this container\'s cache within 30 seconds', async () => {
      const { clientId } = await newClient();
      const issued = (await admin('POST', `/admin/v1/clients/${clientId}/api_keys`)).body;
      expect(await clientForApiKey(issued.api_key)).toMatchObject({ clientId });

      // Another container revokes it: the items go, this container's cache is untouched.
      await deleteApiKey(clientId, issued.key_id);
      const stillCached = await clientForApiKey(issued.api_key);
      advanceClock(31);
      const expired = await clientForApiKey(issued.api_key);

      expect(stillCached).toMatchObject({ clientId });
      expect(expired).toBeUndefined();
    });

    it('answers 404 not_found for a key the client does not have', async () => {
      const { clientId } = await newClient();
      const other = await newClient();
      const foreign = (await admin('POST', `/admin/v1/clients/${other.clientId}/api_keys`)).body;

      const res = await admin('DELETE', `/admin/v1/clients/${clientId}/api_keys/${foreign.key_id}`);

      expect(res).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect((await profile(foreign.api_key)).body.error).toBe('page_not_found');
    });
  });

  describe('settings', () => {
    it('answers the settings the client was created with, defaults filled in', async () => {
      const { clientId } = await newClient({ custom_attributes: ['employee_id'], rate_limit_per_second: null });

      const res = await admin('GET', `/admin/v1/clients/${clientId}/settings`);

      expect(res).toEqual(expect.objectContaining({ status: 200, body: { ...DEFAULT_SETTINGS, custom_attributes: ['employee_id'] } }));
    });

    it('replaces the settings, and members see the new custom attributes at once', async () => {
      const { clientId, apiKey } = await newClient();
      const settings = {
        custom_attributes: ['store_loc'],
        purchase_v1: true,
        pending_points: { enabled: true, period_days: 14 },
        points_per_currency_unit: 2,
        tiers: { version: 2, timeframe: 'rolling', timeframe_months: 6, levels: [{ id: 'base', title: 'Base', min_value: 0 }] },
      };

      const res = await admin('PUT', `/admin/v1/clients/${clientId}/settings`, settings);
      const read = await admin('GET', `/admin/v1/clients/${clientId}/settings`);
      const member = await newMember(apiKey, { custom_data: { store_loc: '7' } });

      expect(res.status).toBe(200);
      expect(read.body).toEqual(res.body);
      expect(res.body).toMatchObject({ ...settings, tiers: { ...settings.tiers, period_start: 0, levels: [{ id: 'base', title: 'Base', min_value: 0, max_value: null }] } });
      expect(member.custom_data).toEqual({ store_loc: '7' });
    });

    it.each([
      [{ custom_atributes: ['x'] }, /custom_atributes/],
      [{ purchase_v1: 'yes' }, /^purchase_v1: /],
      [{ tiers: { version: 3, levels: [] } }, /^tiers\./],
      [{ custom_attributes: ['x'.repeat(101)] }, /^custom_attributes\.0: /],
    ])('refuses invalid settings %j with input_error and keeps the old ones', async (body, message) => {
      const { clientId } = await newClient({ custom_attributes: ['employee_id'] });

      const res = await admin('PUT', `/admin/v1/clients/${clientId}/settings`, body);
      const read = await admin('GET', `/admin/v1/clients/${clientId}/settings`);

      expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(message) } });
      expect(read.body.custom_attributes).toEqual(['employee_id']);
    });

    it('merges the settings a PATCH sends and keeps the others (a PUT would reset the tiers to none)', async () => {
      const tiers = { version: 2, timeframe: 'lifetime', levels: [{ id: 'base', title: 'Base', min_value: 0 }] };
      const { clientId } = await newClient({ tiers, points_per_currency_unit: 2 });
      const before = (await admin('GET', `/admin/v1/clients/${clientId}/settings`)).body;

      const res = await admin('PATCH', `/admin/v1/clients/${clientId}/settings`, { expiry_policy: { type: 'inactivity', months: 6 } });
      const read = await admin('GET', `/admin/v1/clients/${clientId}/settings`);

      expect(res.status).toBe(200);
      expect(read.body).toEqual(res.body);
      expect(res.body).toEqual({ ...before, expiry_policy: { type: 'inactivity', months: 6 } });
    });

    it('lets two PATCHes of different settings at once both land', async () => {
      const { clientId } = await newClient();

      const answers = await Promise.all([
        admin('PATCH', `/admin/v1/clients/${clientId}/settings`, { points_per_currency_unit: 3 }),
        admin('PATCH', `/admin/v1/clients/${clientId}/settings`, { custom_attributes: ['store_loc'] }),
        admin('PATCH', `/admin/v1/clients/${clientId}/settings`, { purchase_v1: true }),
      ]);
      const read = await admin('GET', `/admin/v1/clients/${clientId}/settings`);

      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(read.body).toMatchObject({ points_per_currency_unit: 3, custom_attributes: ['store_loc'], purchase_v1: true });
    });

    it.each([
      [{ custom_atributes: ['x'] }, /custom_atributes/],
      [{ purchase_v1: 'yes' }, /^purchase_v1: /],
      [{ tiers: { version: 3, levels: [] } }, /^tiers\./],
    ])('refuses an invalid PATCH %j with input_error and changes nothing', async (body, message) => {
      const { clientId } = await newClient({ custom_attributes: ['employee_id'] });
      const before = (await admin('GET', `/admin/v1/clients/${clientId}/settings`)).body;

      const res = await admin('PATCH', `/admin/v1/clients/${clientId}/settings`, body);

      expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(message) } });
      expect((await admin('GET', `/admin/v1/clients/${clientId}/settings`)).body).toEqual(before);
    });

    it('answers 404 not_found for an unknown client', async () => {
      expect(await admin('GET', '/admin/v1/clients/nosuchclient/settings')).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect(await admin('PUT', '/admin/v1/clients/nosuchclient/settings', {})).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect(await admin('PATCH', '/admin/v1/clients/nosuchclient/settings', {})).toMatchObject({ status: 404, body: { error: 'not_found' } });
    });

    it('answers param_error for a client id this service cannot have issued', async () => {
      expect(await admin('GET', '/admin/v1/clients/not%20an%20id/settings')).toMatchObject({ status: 400, body: { error: 'param_error' } });
    });
  });
});
