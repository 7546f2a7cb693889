import { jest } from '@jest/globals';
import { logger } from '../../shared/support/logger.js';
import { call, newClient, newMember } from '../helpers/api.js';

/**
 * One log line per request: route key, status, duration and both request ids (the function's and
 * the access log's), and never the query string (api_key) or the path (member identifiers). Every
 * line of a request carries the Lambda context and the API Gateway request id as correlation_id.
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

  it('writes every line of a request with the Lambda context and the API Gateway request id as correlation_id', async () => {
    const written: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    // Each invocation returns the logger to its configured level (SILENT in tests): keep the INFO set here.
    jest.spyOn(logger, 'refreshSampleRateCalculation').mockImplementation(() => undefined);
    logger.setLogLevel('INFO');
    let status: number;
    try {
      ({ status } = await call('GET', `/v2/users/${memberId}`, { query: { api_key: apiKey } }));
    } finally {
      logger.setLogLevel('SILENT');
    }

    expect(status).toBe(200);
    const lines = written.join('').split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    const request = lines.filter((line) => line.message === 'request');
    expect(request).toHaveLength(1);
    expect(request[0]).toMatchObject({
      level: 'INFO',
      service: 'rewards-api',
      function_name: 'GetUser',
      function_request_id: request[0].requestId,
      correlation_id: request[0].apiRequestId,
      cold_start: expect.any(Boolean),
    });
    expect(JSON.stringify(lines)).not.toContain(apiKey);
    expect(logger.getCorrelationId()).toBeUndefined();
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
