import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { call, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints, newActivity } from '../../local/walks/points.js';
import { createReward, redeem } from '../../local/walks/rewards.js';

const link = (page: number) => expect.stringMatching(new RegExp(`^http://localhost/[^?]+\\?(.*&)?page=${page}(&|$)`));

describe('paged forms (v2.1, v2.2)', () => {
  afterEach(() => resetClock());

  describe('GET /v2.1/rewards', () => {
    let apiKey: string;
    /** The titles in the order of the v2 list, which the pages must follow. */
    let titles: string[];
    beforeAll(async () => {
      const client = await newClient();
      apiKey = client.apiKey;
      for (let i = 1; i <= 7; i++) await createReward(client.clientId, { title: `Reward ${i}`, num_points: 10 * i, total_quantity: 5 });
      titles = (await call('GET', '/v2/rewards', { query: { api_key: apiKey } })).body.map((r: any) => r.title);
    });
    const page = (query: Record<string, string>) => call('GET', '/v2.1/rewards', { query: { api_key: apiKey, ...query } });

    it('answers page 1 with a link to the next page and none back, in the v2 order', async () => {
      const res = await page({ page_size: '3' });

      expect(res.status).toBe(200);
      expect(res.body.paging).toEqual({ total: 7, pages: 3, next_page: link(2), prev_page: null });
      expect(res.body.rewards.map((r: any) => r.title)).toEqual(titles.slice(0, 3));
      expect(res.body.paging.next_page).not.toContain('api_key');
      expect(res.body.paging.next_page).toContain('page_size=3');
    });

    it('builds its links on the configured address, whatever Host and X-Forwarded-* headers say', async () => {
      const res = await call('GET', '/v2.1/rewards', {
        query: { api_key: apiKey, page_size: '3' },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
      });

      expect(res.body.paging.next_page).toMatch(/^http:\/\/localhost\/v2\.1\/rewards\?/);
      expect(res.body.paging.next_page).not.toContain('evil');
    });

    it('answers a middle page with links both ways, and the last page with none forward', async () => {
      const middle = await page({ page: '2', page_size: '3' });
      const last = await page({ page: '3', page_size: '3' });

      expect(middle.body.paging).toEqual({ total: 7, pages: 3, next_page: link(3), prev_page: link(1) });
      expect(middle.body.rewards.map((r: any) => r.title)).toEqual(titles.slice(3, 6));
      expect(last.body.paging).toEqual({ total: 7, pages: 3, next_page: null, prev_page: link(2) });
      expect(last.body.rewards.map((r: any) => r.title)).toEqual(titles.slice(6));
    });

    it('answers a page out of range with no rewards and a link back: past the end to the last page, below 1 to page 1', async () => {
      const past = await page({ page: '9', page_size: '3' });
      const below = await page({ page: '0', page_size: '3' });

      expect(past.body).toEqual({ paging: { total: 7, pages: 3, next_page: null, prev_page: link(3) }, rewards: [] });
      expect(below.body).toEqual({ paging: { total: 7, pages: 3, next_page: link(1), prev_page: null }, rewards: [] });
    });

    it('answers page 1 for an invalid page number, 25 by default and at most 25 a page', async () => {
      const invalid = await page({ page: 'second', page_size: '3' });
      const byDefault = await page({});
      const tooBig = await page({ page_size: '500' });

      expect(invalid.body.rewards.map((r: any) => r.title)).toEqual(titles.slice(0, 3));
      expect(byDefault.body.paging).toMatchObject({ total: 7, pages: 1 });
      expect(tooBig.body.paging).toMatchObject({ total: 7, pages: 1 });
    });

    it('keeps the v2 filters: for_points', async () => {
      const res = await page({ for_points: '30' });

      expect(res.body.rewards.map((r: any) => r.title).sort()).toEqual(['Reward 1', 'Reward 2', 'Reward 3']);
      expect(res.body.paging.total).toBe(3);
    });
  });

  it('GET /v2.1/users/{user_id}/rewards pages the member\'s rewards, 10 at most, and include_soldout adds sold-out ones', async () => {
    const { clientId, apiKey } = await newClient();
    for (let i = 1; i <= 12; i++) await createReward(clientId, { title: `Gift ${i}`, num_points: 5, total_quantity: 3 });
    await createReward(clientId, { title: 'Sold out', num_points: 5, total_quantity: 0 });
    const member = await newMember(apiKey);
    const list = (query: Record<string, string>) => call('GET', `/v2.1/users/${member.id}/rewards`, { query: { api_key: apiKey, ...query } });

    const first = await list({ page_size: '25' });
    const second = await list({ page: '2' });
    const withSoldOut = await list({ include_soldout: 'true' });

    expect(first.body.paging).toEqual({ total: 12, pages: 2, next_page: link(2), prev_page: null });
    expect(first.body.rewards).toHaveLength(10);
    expect(second.body.rewards).toHaveLength(2);
    expect(withSoldOut.body.paging.total).toBe(13);
  });

  it('GET /v2.1/activities/extended and /v2.1/users/{user_id}/activities/extended page the active activities, 10 by default', async () => {
    const { clientId, apiKey } = await newClient();
    for (let i = 1; i <= 12; i++) await newActivity(clientId, { name: `Activity ${i}`, title: `Activity ${i}`, num_points: 1 });
    const member = await newMember(apiKey);

    const client = await call('GET', '/v2.1/activities/extended', { query: { api_key: apiKey } });
    const own = await call('GET', `/v2.1/users/${member.id}/activities/extended`, { query: { api_key: apiKey, page: '2' } });
    const none = await call('GET', '/v2.1/activities/extended', { query: { api_key: (await newClient()).apiKey } });

    expect(client.body.paging).toEqual({ total: 12, pages: 2, next_page: link(2), prev_page: null });
    expect(client.body.activities).toHaveLength(10);
    expect(own.body.paging).toEqual({ total: 12, pages: 2, next_page: null, prev_page: link(1) });
    expect(own.body.activities).toHaveLength(2);
    expect(none.body).toEqual({ paging: { total: 0, pages: 0, next_page: null, prev_page: null }, activities: [] });
  });

  describe('GET /v2.2/users/{user_id}/redemption_history', () => {
    it('pages the orders of a date range, newest first, 10 at most', async () => {
      const { clientId, apiKey } = await newClient();
      const reward = await createReward(clientId, { title: 'Mug', num_points: 1, total_quantity: 100 });
      const member = await newMember(apiKey);
      await creditPoints(clientId, member.id, 100);
      for (let i = 0; i < 5; i++) {
        expect((await redeem(apiKey, member.id, { reward_id: reward.id, quantity: i + 1 })).status).toBe(200);
        advanceClock(86_400);
      }
      const history = (query: Record<string, string>) => call('GET', `/v2.2/users/${member.id}/redemption_history`, { query: { api_key: apiKey, ...query } });

      const first = await history({ page_size: '2' });
      const last = await history({ page_size: '2', page: '3' });
      const past = await history({ page_size: '2', page: '4' });

      expect(first.body.paging).toEqual({ total: 5, pages: 3, next_page: link(2), prev_page: null });
      expect(first.body.rewards.map((o: any) => o.quantity)).toEqual([5, 4]);
      expect(last.body.rewards.map((o: any) => o.quantity)).toEqual([1]);
      expect(past.body).toEqual({ paging: { total: 5, pages: 3, next_page: null, prev_page: link(3) }, rewards: [] });
    });

    it('takes date_start and date_end (UTC days, both included; date_end after date_start) and refuses a range over a year', async () => {
      const { clientId, apiKey } = await newClient();
      const reward = await createReward(clientId, { title: 'Cap', num_points: 1, total_quantity: 100 });
      const member = await newMember(apiKey);
      await creditPoints(clientId, member.id, 100);
      const order = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 1 });
      const day = new Date(order.body.date_created * 1000).toISOString().slice(0, 10);
      const nextDay = new Date((order.body.date_created + 86_400) * 1000).toISOString().slice(0, 10);
      const history = (query: Record<string, string>) => call('GET', `/v2.2/users/${member.id}/redemption_history`, { query: { api_key: apiKey, ...query } });

      const thatDay = await history({ date_start: day, date_end: nextDay });
      const sameDay = await history({ date_start: day, date_end: day });
      const before = await history({ date_start: '2020-01-01', date_end: '2020-06-30' });
      const tooLong = await history({ date_start: '2020-01-01', date_end: '2021-06-30' });
      const backwards = await history({ date_start: '2021-06-30', date_end: '2021-01-01' });
      const malformed = await history({ date_start: '30/06/2021' });

      expect(thatDay.body.paging.total).toBe(1);
      expect(before.body).toEqual({ paging: { total: 0, pages: 0, next_page: null, prev_page: null }, rewards: [] });
      expect(tooLong).toMatchObject({ status: 400, body: { error: 'param_error', message: 'date range should not exceed more than a year' } });
      expect(backwards).toMatchObject({ status: 400, body: { error: 'param_error', message: 'date_end must be after date_start' } });
      expect(sameDay).toMatchObject({ status: 400, body: { error: 'param_error', message: 'date_end must be after date_start' } });
      expect(malformed).toMatchObject({ status: 400, body: { error: 'param_error' } });
    });
  });
});
