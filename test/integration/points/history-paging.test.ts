import { documentClient } from '../../../shared/data/client.js';
import { advanceClock, resetClock } from '../../../shared/support/clock.js';
import { call, newClient, newMember } from '../../../local/walks/api.js';
import { creditPoints } from '../../../local/walks/points.js';

/** page_size and page_number on GET /v2/users/{user_id}/activity_history and its extended form. */
describe('activity history paging', () => {
  let clientId: string;
  let apiKey: string;
  let member: any;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    member = await newMember(apiKey);
    // Seven entries a second apart, crediting 1 to 7 points: newest first they read 7, 6, ... 1.
    for (let points = 1; points <= 7; points++) {
      await creditPoints(clientId, member.id, points);
      advanceClock(1);
    }
  });
  afterAll(() => resetClock());

  const FORMS = ['activity_history', 'activity_history/extended'] as const;
  const history = (form: string, query: Record<string, string | number>, user: string | number = member.id, key = apiKey) =>
    call('GET', `/v2/users/${user}/${form}`, { query: { api_key: key, ...query } });
  const points = (body: any[]) => body.map((entry) => entry.num_points);

  it.each(FORMS)('[User Activity History] %s pages the entries newest first: page_size entries of page page_number', async (form) => {
    const pages = await Promise.all([1, 2, 3].map((page) => history(form, { page_size: 3, page_number: page })));

    expect(pages.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(pages.map((res) => points(res.body))).toEqual([[7, 6, 5], [4, 3, 2], [1]]);
  });

  it.each(FORMS)('[User Activity History] %s answers a page past the last with no entries (200 [])', async (form) => {
    const past = await history(form, { page_size: 3, page_number: 4 });
    const far = await history(form, { page_size: 100, page_number: 5 });

    expect(past).toMatchObject({ status: 200, body: [] });
    expect(far).toMatchObject({ status: 200, body: [] });
  });

  it('[User Activity History] without page_size and page_number the history is the newest 100 (or limit) entries, as before', async () => {
    const all = await history('activity_history', {});
    const limited = await history('activity_history', { limit: 2 });

    expect(points(all.body)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(points(limited.body)).toEqual([7, 6]);
  });

  it('[User Activity History] the extended form still answers 404 no data for a member with no history at all, paged or not', async () => {
    const newcomer = await newMember(apiKey);

    const paged = await history('activity_history/extended', { page_size: 10, page_number: 1 }, newcomer.id);
    const basic = await history('activity_history', { page_size: 10, page_number: 1 }, newcomer.id);

    expect(paged).toMatchObject({ status: 404, body: { error: 'no data' } });
    expect(basic).toMatchObject({ status: 200, body: [] });
  });

  const REFUSED: Array<[string, Record<string, string | number>, string]> = [
    ['page_size without page_number', { page_size: 3 }, 'page_size must be used with page_number'],
    ['page_number without page_size', { page_number: 2 }, 'page_number must be used with page_size'],
    ['page_size 0', { page_size: 0, page_number: 1 }, 'page_size: must be at least 1'],
    ['page_size over 100', { page_size: 101, page_number: 1 }, 'page_size: must be at most 100'],
    ['a negative page_size', { page_size: -1, page_number: 1 }, 'page_size: must be a whole number'],
    ['a fractional page_size', { page_size: '2.5', page_number: 1 }, 'page_size: must be a whole number'],
    ['a page_size that is not a number', { page_size: 'ten', page_number: 1 }, 'page_size: must be a whole number'],
    ['page_number 0', { page_size: 3, page_number: 0 }, 'page_number: must be at least 1'],
    ['a page past the newest 500 entries', { page_size: 100, page_number: 6 }, 'page_number * page_size must be at most 500: paging reaches the newest 500 entries'],
    ['a deep page of small pages', { page_size: 1, page_number: 501 }, 'page_number: must be at most 500'],
    ['limit beside page_size and page_number', { limit: 5, page_size: 3, page_number: 1 }, 'limit cannot be used with page_size and page_number'],
  ];
  it.each(FORMS.flatMap((form) => REFUSED.map(([what, query, message]) => [form, what, query, message] as const)))(
    '[User Activity History] %s refuses %s with 400 param_error',
    async (form, _what, query, message) => {
      const res = await history(form, query);

      expect(res).toMatchObject({ status: 400, body: { error: 'param_error', message } });
    },
  );

  it.each(FORMS)("[User Activity History] %s with paging finds no member of another client: param_error, nothing of theirs shown", async (form) => {
    const other = await newClient();
    const theirs = await newMember(other.apiKey);
    await creditPoints(other.clientId, theirs.id, 41);

    const res = await history(form, { page_size: 10, page_number: 1 }, theirs.id);
    const byEmail = await history(form, { page_size: 10, page_number: 1, id_type: 'email' }, theirs.email_address);
    const own = await history(form, { page_size: 10, page_number: 1 }, theirs.id, other.apiKey);

    for (const refused of [res, byEmail]) {
      expect(refused).toMatchObject({ status: 400, body: { error: 'param_error', message: 'user does not exist' } });
      expect(JSON.stringify(refused.body)).not.toContain('41');
    }
    expect(points(own.body)).toEqual([41]);
  });

  it('[User Activity History] reads no further than the page: one Query of page_number * page_size entries at most', async () => {
    const queries: Array<{ limit: unknown; read: number }> = [];
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        if (context.commandName === 'QueryCommand' && String((args.input as any).ExpressionAttributeValues?.[':upper'] ?? '').startsWith('LEDGER#')) {
          queries.push({ limit: (args.input as any).Limit, read: ((result.output as any).Items ?? []).length });
        }
        return result;
      },
      { step: 'initialize', name: 'historyReads' },
    );
    try {
      await history('activity_history', { page_size: 2, page_number: 2 });
      await history('activity_history/extended', { page_size: 100, page_number: 5 });
    } finally {
      documentClient.middlewareStack.remove('historyReads');
    }

    expect(queries).toEqual([
      { limit: 4, read: 4 },
      { limit: 500, read: 7 },
    ]);
  });
});
