import { bearerFetch, clientCredentialsTokens, machineCredentials, operatorAccess } from '../../scripts/operator-fetch.js';

/** How the command-line tools authenticate to a deployed stack's operator API: client-credentials tokens of a machine client. */

const MACHINE = { clientId: 'client-1', clientSecret: 's3cret', tokenUrl: 'https://rewardsdata-1.auth.eu-west-1.amazoncognito.com/oauth2/token' };

/** A token endpoint that answers token-1, token-2, ... and records what it was asked. */
function tokenEndpoint(expiresIn = 3_600) {
  const asked: Array<{ url: string; init: RequestInit }> = [];
  const send = (async (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return new Response(JSON.stringify({ access_token: `token-${asked.length}`, expires_in: expiresIn, token_type: 'Bearer' }), { status: 200 });
  }) as unknown as typeof fetch;
  return { asked, send };
}

describe('client-credentials tokens', () => {
  it('asks the token endpoint with the client id and secret (Basic) for the client_credentials grant', async () => {
    const endpoint = tokenEndpoint();

    const token = await clientCredentialsTokens(MACHINE, endpoint.send)();

    expect(token).toBe('token-1');
    expect(endpoint.asked).toHaveLength(1);
    const { url, init } = endpoint.asked[0]!;
    const headers = init.headers as Record<string, string>;
    expect([url, init.method, init.body]).toEqual([MACHINE.tokenUrl, 'POST', 'grant_type=client_credentials']);
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Buffer.from(headers.authorization!.replace(/^Basic /, ''), 'base64').toString()).toBe('client-1:s3cret');
  });

  it('keeps a token until a minute before it runs out, then takes a new one', async () => {
    const endpoint = tokenEndpoint(3_600);
    let now = 0;
    const tokens = clientCredentialsTokens(MACHINE, endpoint.send, () => now);

    const first = await tokens();
    now = 3_539_000;
    const kept = await tokens();
    now = 3_541_000;
    const renewed = await tokens();

    expect([first, kept, renewed]).toEqual(['token-1', 'token-1', 'token-2']);
  });

  it('fails with the endpoint error when the credentials are refused', async () => {
    const refusing = (async () => new Response(JSON.stringify({ error: 'invalid_client' }), { status: 400 })) as unknown as typeof fetch;

    await expect(clientCredentialsTokens(MACHINE, refusing)()).rejects.toThrow(/400 invalid_client/);
  });

  it('sends each request with the bearer token', async () => {
    const sent: Request[] = [];
    const fetchWithToken = bearerFetch(
      async () => 'token-9',
      async (request) => {
        sent.push(request);
        return new Response('{}');
      },
    );

    await fetchWithToken(new Request('https://api.example.com/admin/v1/operators', { headers: { authorization: 'Bearer stale' } }));

    expect(sent[0]!.headers.get('authorization')).toBe('Bearer token-9');
  });
});

describe('operator access of the scripts', () => {
  const machineEnv = { OPERATOR_CLIENT_ID: MACHINE.clientId, OPERATOR_CLIENT_SECRET: MACHINE.clientSecret, OPERATOR_TOKEN_URL: MACHINE.tokenUrl };

  it('takes a machine client when the environment names one, else the admin token', () => {
    const deployed = operatorAccess('https://abc.execute-api.eu-west-1.amazonaws.com', 'local-token', machineEnv);
    const local = operatorAccess('http://127.0.0.1:3000', 'local-token', {});

    expect([deployed.operatorToken, typeof deployed.fetch]).toEqual([undefined, 'function']);
    expect(local).toEqual({ baseUrl: 'http://127.0.0.1:3000', operatorToken: 'local-token' });
  });

  it('refuses a half-given machine client, and a deployed stack without one', () => {
    expect(() => machineCredentials({ OPERATOR_CLIENT_ID: 'client-1' })).toThrow(/OPERATOR_CLIENT_SECRET/);
    expect(() => operatorAccess('https://abc.execute-api.eu-west-1.amazonaws.com', undefined, {})).toThrow(/OPERATOR_CLIENT_ID/);
  });
});
