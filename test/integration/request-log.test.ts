import { jest } from '@jest/globals';
import { logger } from '../../shared/support/logger.js';
import { call, newClient, newMember } from '../../local/walks/api.js';

/**
 * The function's line about a request: at DEBUG for an answer that went through (API Gateway's
 * access log records it already), at INFO for a refused or failed one, with the route key, status,
 * duration, client and error, and never the query string (api_key) or the path (member
 * identifiers). Every line of a request carries the Lambda context and the API Gateway request id
 * as correlation_id.
 */
describe('request log', () => {
  let apiKey: string;
  let clientId: string;
  let email: string;
  let memberId: number;

  beforeAll(async () => {
    ({ apiKey, clientId } = await newClient());
    const member = await newMember(apiKey);
    email = member.email_address;
    memberId = member.id;
  });

  afterEach(() => jest.restoreAllMocks());

  const requestLines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([message]) => message === 'request').map(([, fields]) => fields as Record<string, unknown>);

  it('logs an answer that went through at DEBUG only, with route, status, duration and client, without the query or path', async () => {
    const debug = jest.spyOn(logger, 'debug').mockImplementation(() => undefined);
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);

    const res = await call('GET', `/v2/users/${encodeURIComponent(email)}`, { query: { api_key: apiKey, id_type: 'email' } });

    expect(res.status).toBe(200);
    expect(requestLines(info)).toEqual([]);
    const lines = requestLines(debug);
    expect(lines).toEqual([{ route: 'GET /v2/users/{user_id}', clientId, status: 200, durationMs: expect.any(Number) }]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(apiKey);
    expect(logged).not.toContain(email);
    expect(logged).not.toMatch(/query|id_type/);
  });

  it('logs a refused request at INFO with its status and error code, never the key it was refused for', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);

    const res = await call('GET', `/v2/users/${memberId}`, { query: { api_key: 'rk_not_a_key' } });

    expect(res.status).toBe(400);
    expect(requestLines(info)).toEqual([{ route: 'GET /v2/users/{user_id}', clientId: undefined, status: 400, durationMs: expect.any(Number), error: res.body.error }]);
    expect(JSON.stringify(info.mock.calls)).not.toContain('rk_not_a_key');
  });

  it('names the error of a body that is not JSON', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);

    const res = await call('POST', `/v2/users/${memberId}/activities`, { query: { api_key: apiKey }, rawBody: '{not json', headers: { 'content-type': 'application/json' } });

    expect([res.status, res.body.error]).toEqual([400, 'input_error']);
    expect(requestLines(info)).toEqual([expect.objectContaining({ route: 'POST /v2/users/{user_id}/activities', status: 400, error: 'input_error' })]);
  });

  it('names the client of a request refused after it was known', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);

    const res = await call('GET', '/v2/users/999999999', { query: { api_key: apiKey } });

    // An unknown member answers 400 page_not_found (spec: endpoint 1).
    expect([res.status, res.body.error]).toEqual([400, 'page_not_found']);
    expect(requestLines(info)).toEqual([expect.objectContaining({ clientId, status: 400, error: 'page_not_found' })]);
  });

  it('writes every line of a request with the Lambda context and the API Gateway request id as correlation_id', async () => {
    const written: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    // Each invocation returns the logger to its configured level (SILENT in tests): keep the DEBUG set here.
    jest.spyOn(logger, 'refreshSampleRateCalculation').mockImplementation(() => undefined);
    logger.setLogLevel('DEBUG');
    let status: number;
    try {
      ({ status } = await call('GET', `/v2/users/${memberId}`, { query: { api_key: apiKey } }));
    } finally {
      logger.setLogLevel('SILENT');
    }

    expect(status).toBe(200);
    const lines = written.join('').split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    const request = lines.filter((line) => line.message === 'request');
    expect(request).toEqual([
      expect.objectContaining({
        level: 'DEBUG',
        service: 'rewards-api',
        function_name: 'GetUser',
        function_request_id: expect.any(String),
        correlation_id: expect.any(String),
        cold_start: expect.any(Boolean),
        route: 'GET /v2/users/{user_id}',
        status: 200,
      }),
    ]);
    expect(request[0].correlation_id).not.toBe(request[0].function_request_id);
    expect(JSON.stringify(lines)).not.toContain(apiKey);
    expect(logger.getCorrelationId()).toBeUndefined();
  });
});
