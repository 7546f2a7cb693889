import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { getPurchase } from '../../shared/purchases/purchase-repository.js';

/** 2025-03-01T09:30:00-05:00, as a till in New York sends it: 14:30 UTC. */
const BOUGHT_AT_LOCAL = '2025-03-01T09:30:00.000-05:00';
const BOUGHT_AT = Date.UTC(2025, 2, 1, 14, 30) / 1000;

describe("the hosted store system's purchase routes (POST /purchase, /return, DELETE /return/{id}, GET /purchase/{id}, /users/{id}/purchases, POST /receipt/points)", () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 2, currencies: { EUR: 1.1, JPY: 0.0067 } }));
  });

  const send = (method: string, path: string, body?: unknown, query: Record<string, string> = {}) => call(method, path, { query: { api_key: apiKey, ...query }, body });
  const points = async (id: number) => (await send('GET', `/v2/users/${id}/points`)).body.redeemable_points;
  const hostedPurchase = (overrides: Record<string, unknown> = {}): Record<string, any> => ({
    receipt_id: unique('rcpt'),
    total: 30,
    date_purchased: BOUGHT_AT_LOCAL,
    items: [
      { sku: 'A', price: 10, quantity: 2 },
      { sku: 'B', price: 10, quantity: 1 },
    ],
    ...overrides,
  });

  describe("follows the hosted page 'Purchase'", () => {
    it('records a purchase sent in the hosted form on /purchase and answers in that form, its ISO date with offset kept as the instant it names', async () => {
      const buyer = await newMember(apiKey);
      const body = hostedPurchase({ order_id: unique('order'), user_attributes: { email_address: buyer.email_address }, channel_id: 2, subtotal: 28.5, coupons: [] });

      const res = await send('POST', '/purchase', body);

      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        receipt_id: body.receipt_id,
        order_id: body.order_id,
        user_id: buyer.id,
        total_points_awarded: 60,
        base_points: 60,
        bonus_points_awarded: 0,
        currency: 'USD',
      });
      expect(await points(buyer.id)).toBe(60);
      expect(await getPurchase(clientId, body.receipt_id as string)).toMatchObject({
        date_purchase: BOUGHT_AT,
        order_id: body.order_id,
        channel_id: 2,
        subtotal: 28.5,
        member_id: buyer.id,
        items: [
          { id: 'A', quantity: 2, price: 10 },
          { id: 'B', quantity: 1, price: 10 },
        ],
      });
    });

    it('finds the member by user_attributes in the order e-mail, phone, third-party id, and records the receipt unclaimed when none matches', async () => {
      const byEmail = await newMember(apiKey, { third_party_id: unique('tp') });
      const byThirdParty = await newMember(apiKey, { third_party_id: unique('tp') });

      const emailFirst = await send('POST', '/purchase', hostedPurchase({ user_attributes: { email_address: byEmail.email_address, third_party_id: byThirdParty.third_party_id } }));
      const thenThirdParty = await send('POST', '/purchase', hostedPurchase({ user_attributes: { email_address: 'nobody@example.com', third_party_id: byThirdParty.third_party_id } }));
      const nobody = await send('POST', '/purchase', hostedPurchase({ user_attributes: { email_address: 'nobody@example.com' } }));

      expect(emailFirst.body).toMatchObject({ user_id: byEmail.id, total_points_awarded: 60 });
      expect(thenThirdParty.body).toMatchObject({ user_id: byThirdParty.id, total_points_awarded: 60 });
      expect(nobody).toMatchObject({ status: 200, body: { user_id: null, total_points_awarded: 0 } });
      expect((await getPurchase(clientId, nobody.body.receipt_id))?.member_id).toBeUndefined();
    });

    it("answers each form in its own shape on either path: this API's body on /purchase, the hosted body on /v2/purchases", async () => {
      const own = await send('POST', '/purchase', { receipt_id: unique('rcpt'), total: 5 });
      const hosted = await send('POST', '/v2/purchases', hostedPurchase());

      expect(own).toMatchObject({ status: 200, body: { message: 'purchase created' } });
      expect(hosted).toMatchObject({ status: 200, body: { user_id: null, currency: 'USD' } });
    });

    it('refuses a body mixing both forms, a date without its offset and an unknown channel with 400 input_error naming the field, and records nothing', async () => {
      const mixed = hostedPurchase({ date_purchase: BOUGHT_AT });
      const noOffset = hostedPurchase({ date_purchased: '2025-03-01T09:30:00' });
      const noSuchDay = hostedPurchase({ date_purchased: '2025-02-30T09:30:00Z' });
      const channel = hostedPurchase({ channel_id: 12 });

      const answers = await Promise.all([mixed, noOffset, noSuchDay, channel].map((body) => send('POST', '/purchase', body)));

      expect(answers.map(({ status, body }) => ({ status, error: body.error }))).toEqual(Array(4).fill({ status: 400, error: 'input_error' }));
      expect(answers[0]!.body.message).toMatch(/^date_purchase: /);
      expect(answers[1]!.body.message).toMatch(/^date_purchased: must be an ISO 8601 date-time with its offset/);
      expect(answers[2]!.body.message).toMatch(/^date_purchased: /);
      expect(answers[3]!.body.message).toMatch(/^channel_id: /);
      for (const body of [mixed, noOffset, noSuchDay, channel]) expect(await getPurchase(clientId, body.receipt_id as string)).toBeUndefined();
    });

    it("turns a total in another of the program's currencies into its base currency at the program's rate, and refuses a currency the program does not take", async () => {
      const buyer = await newMember(apiKey);

      const euros = await send('POST', '/purchase', hostedPurchase({ user_id: buyer.id, currency: 'eur', total: 100 }));
      const pounds = await send('POST', '/purchase', hostedPurchase({ user_id: buyer.id, currency: 'GBP' }));

      // 100 EUR at 1.1 is 110 USD, at 2 points a dollar.
      expect(euros.body).toMatchObject({ total_points_awarded: 220, base_points: 220, currency: 'EUR' });
      expect(pounds).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^currency: GBP is not a currency of this program/) } });
      expect(await points(buyer.id)).toBe(220);
    });

    it('reserves an order id for one purchase: a second purchase with it is refused and records nothing, also when both race', async () => {
      const order = unique('order');
      const first = await send('POST', '/purchase', hostedPurchase({ order_id: order }));
      const again = hostedPurchase({ order_id: order });
      const racing = unique('order');
      const bodies = [hostedPurchase({ order_id: racing }), hostedPurchase({ order_id: racing }), hostedPurchase({ order_id: racing })];

      const repeat = await send('POST', '/purchase', again);
      const raced = await Promise.all(bodies.map((body) => send('POST', '/purchase', body)));

      expect(first.status).toBe(200);
      expect(repeat).toMatchObject({ status: 400, body: { error: 'input_error', message: 'order_id: another purchase has this order id' } });
      expect(await getPurchase(clientId, again.receipt_id as string)).toBeUndefined();
      expect(raced.filter((res) => res.status === 200)).toHaveLength(1);
      expect(raced.filter((res) => res.status !== 200).map((res) => res.body.error)).toEqual(expect.arrayContaining(['input_error']));
      const recorded = await Promise.all(bodies.map((body) => getPurchase(clientId, body.receipt_id as string)));
      expect(recorded.filter(Boolean)).toHaveLength(1);
    });
  });

  describe("follows the hosted pages 'Return' and 'Void Return (Post Void)'", () => {
    it('returns units of a purchase by sku in the hosted form and answers the points deducted; the void gives them back', async () => {
      const buyer = await newMember(apiKey);
      const bought = hostedPurchase({ user_id: buyer.id });
      await send('POST', '/purchase', bought);
      const returnId = unique('RT');

      const returned = await send('POST', '/return', {
        return_id: returnId,
        original_receipt_id: bought.receipt_id,
        return_type: 1,
        date_returned: '2025-03-02T10:00:00+01:00',
        items: [{ sku: 'A', quantity: 1 }],
      });
      const afterReturn = await points(buyer.id);
      const voided = await send('DELETE', `/return/${returnId}`);

      expect(returned).toMatchObject({ status: 200, body: { return_id: returnId, receipt_id: bought.receipt_id, user_id: buyer.id, total_points_deducted: 20, points_shortfall: 0 } });
      expect(afterReturn).toBe(40);
      expect(voided).toMatchObject({ status: 200, body: { return_id: returnId, total_points_awarded: 20, user_id: buyer.id } });
      expect(await points(buyer.id)).toBe(60);
    });

    it("takes this API's own return body on /return and answers it in its own form", async () => {
      const bought = hostedPurchase();
      await send('POST', '/purchase', bought);

      const res = await send('POST', '/return', { receipt_id: bought.receipt_id, total: 10 });

      expect(res).toMatchObject({ status: 200, body: { receipt_id: bought.receipt_id, amount_returned: 10, points_returned: 0 } });
    });

    it('refuses a hosted return without original_receipt_id, or mixing in total, with 400 input_error naming the field', async () => {
      const base = { return_id: unique('RT'), return_type: 4, date_returned: '2025-03-02T10:00:00Z', items: [{ sku: 'A', quantity: 1 }] };

      const noReceipt = await send('POST', '/return', base);
      const mixed = await send('POST', '/return', { ...base, original_receipt_id: 'x', total: 3 });

      expect(noReceipt).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^original_receipt_id: /) } });
      expect(mixed).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^total: /) } });
    });
  });

  describe("follows the hosted page 'Purchase Detail'", () => {
    it('answers GET /purchase/{purchase_id} by receipt id or by order id in the hosted form, and the /v2 path in its own form', async () => {
      const buyer = await newMember(apiKey);
      const bought = hostedPurchase({ user_id: buyer.id, order_id: unique('order'), channel_id: 1, currency: 'EUR', total: 20 });
      await send('POST', '/purchase', bought);
      await send('POST', '/return', { return_id: unique('RT'), original_receipt_id: bought.receipt_id, return_type: 1, date_returned: '2025-03-02T10:00:00Z', items: [{ sku: 'B', quantity: 1 }] });

      const byReceipt = await send('GET', `/purchase/${bought.receipt_id}`, undefined, { purchase_id_type: 'receipt_id' });
      const byOrder = await send('GET', `/purchase/${bought.order_id}`, undefined, { purchase_id_type: 'order_id' });
      const ownPath = await send('GET', `/v2/purchases/${bought.order_id}`, undefined, { purchase_id_type: 'order_id' });
      const unknownOrder = await send('GET', `/purchase/${unique('order')}`, undefined, { purchase_id_type: 'order_id' });
      const badType = await send('GET', `/purchase/${bought.receipt_id}`, undefined, { purchase_id_type: 'sku' });

      expect(byReceipt.status).toBe(200);
      expect(byReceipt.body).toEqual({
        third_party_receipt_id: bought.receipt_id,
        order_id: bought.order_id,
        date_purchased: '2025-03-01T14:30:00Z',
        channel: 'In Store',
        coupon_codes: [],
        purchase_total: 20,
        currency: 'EUR',
        // 20 EUR at 1.1 is 22 USD: 44 points; one of the 20 EUR's lines of 10 back takes 22.
        base_points: 44,
        bonus_points: 0,
        points_awarded: 22,
        points_earned: 44,
        user_id: buyer.id,
        items: [
          { sku: 'A', quantity: 2, price: 10, quantity_returned: 0 },
          { sku: 'B', quantity: 1, price: 10, quantity_returned: 1 },
        ],
        returns: [{ return_id: expect.any(String), date_returned: '2025-03-02T10:00:00Z', total_points_deducted: 22, voided: false }],
      });
      expect(byOrder.body).toEqual(byReceipt.body);
      expect(ownPath).toMatchObject({ status: 200, body: { receipt_id: bought.receipt_id, points_earned: 44, points_awarded: 22 } });
      expect(unknownOrder).toMatchObject({ status: 404, body: { error: 'not_found', message: 'order_id: no purchase has this order id' } });
      expect(badType).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringMatching(/^purchase_id_type: /) } });
    });
  });

  describe("follows the hosted page 'User Purchase History'", () => {
    it('lists the member\'s purchases on /users/{user_id}/purchases with last_date_purchased in ISO 8601 UTC, named by order id when they have one', async () => {
      const buyer = await newMember(apiKey);
      const withOrder = hostedPurchase({ user_id: buyer.id, order_id: unique('order') });
      const withoutOrder = hostedPurchase({ user_id: buyer.id, date_purchased: '2025-03-02T08:00:00Z' });
      for (const body of [withOrder, withoutOrder]) await send('POST', '/purchase', body);

      const hosted = await send('GET', `/users/${buyer.email_address}/purchases`, undefined, { id_type: 'email' });
      const own = await send('GET', `/v2/users/${buyer.id}/purchases`);

      expect(hosted.status).toBe(200);
      expect(hosted.body.purchases).toEqual([
        { last_date_purchased: '2025-03-02T08:00:00Z', purchase_id: withoutOrder.receipt_id, purchase_id_type: 'receipt_id', purchase_total: 30, total_points_awarded: 60, total_points_earned: 60 },
        { last_date_purchased: '2025-03-01T14:30:00Z', purchase_id: withOrder.order_id, purchase_id_type: 'order_id', purchase_total: 30, total_points_awarded: 60, total_points_earned: 60 },
      ]);
      expect(hosted.body.paging).toMatchObject({ total: 2, pages: 1 });
      expect(own.body.purchases.map((p: { purchase_id: string; date_purchase: number }) => [p.purchase_id, p.date_purchase])).toEqual([
        [withoutOrder.receipt_id, Date.UTC(2025, 2, 2, 8) / 1000],
        [withOrder.receipt_id, BOUGHT_AT],
      ]);
    });
  });

  describe("follows the hosted page 'Potential Points'", () => {
    it('prices a hosted basket without a total from its lines, in base and bonus points, and writes nothing', async () => {
      const buyer = await newMember(apiKey);
      const basket = { date_purchased: BOUGHT_AT_LOCAL, user_attributes: { email_address: buyer.email_address }, currency: 'JPY', items: [{ sku: 'A', price: 1500, quantity: 2 }] };

      const res = await send('POST', '/receipt/points', basket);
      const ownForm = await send('POST', '/receipt/points', { total: 10 });

      // 3,000 JPY at 0.0067 is 20.10 USD: 40 points.
      expect(res).toMatchObject({ status: 200, body: { total_points: 40, base_points: 40, bonus_points: 0, user_id: buyer.id, currency: 'JPY' } });
      expect(ownForm).toMatchObject({ status: 200, body: { points: 20, user_id: null, date_points_clear: null } });
      expect(await points(buyer.id)).toBe(0);
    });
  });

  describe('program currencies (settings)', () => {
    it('refuses a currency that is not an ISO 4217 code and a rate with more than 6 decimals, and takes ISO codes with their rates', async () => {
      const create = (currencies: Record<string, number>) => call('POST', '/admin/v1/clients', { body: { name: unique('c'), settings: { currencies } }, headers: ADMIN_HEADERS });

      const [notACode, lowerCase, tooFine, fine] = await Promise.all([create({ QQQ: 1 }), create({ cad: 0.73 }), create({ CAD: 0.7312345 }), create({ CAD: 0.731234 })]);

      for (const refused of [notACode, lowerCase, tooFine]) expect(refused).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^settings\.currencies/) } });
      expect(fine.status).toBe(201);
    });
  });
});
