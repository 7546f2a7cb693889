import { jest } from '@jest/globals';
import { logger } from '../../shared/support/logger.js';
import { call, newClient, newMember } from '../helpers/api.js';

/**
 * One log line per request: route key, status, duration and both request ids (the function's and
 * the access log's), and never the query string (api_key) or the path (member identifiers).
 */
describe('request log', () => {
  let apiKey: string;
  let email: string;
  let memberId: number;

  beforeAll(async () => {
    ({ apiKey } = await newClient());
    const member = await newMember(apiKey);
    email = member.email_address;
    memberId = member.id;
  });

  afterEach(() => jest.restoreAllMocks());

  it('logs route, status, duration and request ids of an answered request, without the query or path', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);

    const res = await call('GET', `/v2/users/${encodeURIComponent(email)}`, { query: { api_key: apiKey, id_type: 'email' } });

    expect(res.status).toBe(200);
    const lines = info.mock.calls.filter(([message]) => message === 'request');
    expect(lines).toHaveLength(1);
    const fields = lines[0]![1] as Record<string, unknown>;
    expect(fields).toMatchObject({ route: 'GET /v2/users/{user_id}', status: 200, durationMs: expect.any(Number), requestId: expect.any(String), apiRequestId: expect.any(String) });
    expect(fields.requestId).not.toBe(fields.apiRequestId);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(apiKey);
    expect(logged).not.toContain(email);
    expect(logged).not.toMatch(/query|id_type/);
  });

  it('logs refused requests too, with their status', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);

    const res = await call('GET', `/v2/users/${memberId}`, { query: { api_key: 'rk_not_a_key' } });

    expect(res.status).toBe(400);
    expect(info.mock.calls.filter(([message]) => message === 'request').map(([, fields]) => fields)).toEqual([
      expect.objectContaining({ route: 'GET /v2/users/{user_id}', status: 400 }),
    ]);
    expect(JSON.stringify(info.mock.calls)).not.toContain('rk_not_a_key');
  });
});
