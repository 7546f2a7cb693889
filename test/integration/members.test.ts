import { call, newClient, newMember, unique } from '../../local/walks/api.js';

describe('members', () => {
  let apiKey: string;
  beforeAll(async () => {
    ({ apiKey } = await newClient());
  });

  it('creates a member and reads it back by id and by e-mail', async () => {
    const email = `${unique()}@example.com`;
    const created = await newMember(apiKey, { email_address: email });

    const byId = await call('GET', `/v2/users/${created.id}`, { query: { api_key: apiKey } });
    const byEmail = await call('GET', `/v2/users/${encodeURIComponent(email)}`, { query: { api_key: apiKey, id_type: 'email' } });

    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: created.id, email_address: email, total_points: 0, middle_name: null });
    expect(byEmail.body.id).toBe(created.id);
  });

  it('refuses a missing api_key with invalid_auth', async () => {
    const res = await call('GET', '/v2/users/1');
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid_auth', message: 'invalid access credentials' } });
  });

  it('answers page_not_found for an unknown member', async () => {
    const res = await call('GET', '/v2/users/123', { query: { api_key: apiKey } });
    expect(res).toMatchObject({ status: 400, body: { error: 'page_not_found', message: 'user does not exist' } });
  });

  it('answers input_error for a malformed JSON body', async () => {
    const res = await call('POST', '/v2/users', { query: { api_key: apiKey }, rawBody: '{"first_name":' });
    expect(res).toMatchObject({ status: 400, body: { error: 'input_error' } });
  });
});
