import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { addCampaignCodes, campaignBody, campaignsPath, createCampaign } from '../../local/walks/campaigns.js';
import { creditPoints } from '../../local/walks/points.js';
import { createCodeReward, redeem } from '../../local/walks/rewards.js';

/**
 * Small shapes as the hosted pages type them: the campaign's is_enabled, the empty code's error,
 * and the usable coupon's ids, which keep the types spec 2.10 gives them.
 */
describe('shapes the hosted pages type', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });

  const details = (id: string, idType: 1 | 2) => call('GET', '/v2/code_redemption_campaign', { query: { api_key: apiKey, id, id_type: idType } });
  const submit = (body: Record<string, unknown>) => call('POST', '/v2/code_redemption_campaign/submit', { query: { api_key: apiKey }, body });
  const balance = async (memberId: number) => (await call('GET', `/v2/users/${memberId}`, { query: { api_key: apiKey } })).body.total_points as number;

  describe("follows the hosted page 'Code Redemption Campaign Details'", () => {
    it('answers is_enabled 1 for a campaign taking codes, by activity id and by campaign id', async () => {
      const campaign = await createCampaign(clientId);

      const byActivity = await details(campaign.activity_id, 1);
      const byCampaign = await details(campaign.campaign_id, 2);

      expect(byActivity).toMatchObject({ status: 200, body: { id: campaign.activity_id, is_enabled: 1 } });
      expect(byCampaign.body).toEqual(byActivity.body);
    });

    it('answers is_enabled 0 once the operator switches the campaign off, refuses its codes with invalid_code, and takes them again once switched on', async () => {
      const campaign = await createCampaign(clientId);
      const code = unique('ONOFF').toUpperCase();
      await addCampaignCodes(clientId, campaign.campaign_id, [code], false);
      const member = await newMember(apiKey);
      const path = `${campaignsPath(clientId)}/${campaign.campaign_id}`;
      const body = { user_id: member.id, campaign_id: campaign.campaign_id, code_value: code };

      const off = await call('PUT', path, { headers: ADMIN_HEADERS, body: campaignBody({ is_enabled: 0 }) });
      const offDetails = await details(campaign.activity_id, 1);
      const refused = await submit(body);
      const pointsWhileOff = await balance(member.id);
      await call('PUT', path, { headers: ADMIN_HEADERS, body: campaignBody({ is_enabled: 1 }) });
      const taken = await submit(body);

      expect(off).toMatchObject({ status: 200, body: { is_enabled: 0 } });
      expect(offDetails.body.is_enabled).toBe(0);
      expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_code', message: 'the campaign is not accepting codes' } });
      expect(pointsWhileOff).toBe(0);
      expect(taken).toMatchObject({ status: 200, body: { num_points: 50 } });
    });

    it('refuses an is_enabled other than 0 or 1 with input_error naming the field', async () => {
      const res = await call('POST', campaignsPath(clientId), { headers: ADMIN_HEADERS, body: campaignBody({ is_enabled: 2 }) });

      expect(res.status).toBe(400);
      expect(res.body.error).toBe('input_error');
      expect(res.body.message).toMatch(/^is_enabled: /);
    });
  });

  describe("follows the hosted page 'User Code Submit'", () => {
    it.each([
      ['empty', ''],
      ['only spaces', '   '],
      ['missing', undefined],
    ])('answers a code_value that is %s with the hosted "Field value is empty" words, naming the field, and credits nothing', async (_case, codeValue) => {
      const campaign = await createCampaign(clientId);
      const member = await newMember(apiKey);

      const res = await submit({ user_id: member.id, campaign_id: campaign.campaign_id, code_value: codeValue });

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'input_error', message: 'code_value: Field value is empty. Value of field code_value must not be empty' });
      expect(await balance(member.id)).toBe(0);
    });
  });

  describe("follows the hosted page 'Usable Coupons' where spec 2.10 agrees", () => {
    it('answers reward_category_id as a string, and reward_id, redeem_order_id and redeem_order_coupon_id as the numbers spec 2.10 types', async () => {
      const { reward } = await createCodeReward(clientId, 1, { title: 'Free tea', num_points: 10 }, null);
      const member = await newMember(apiKey);
      await creditPoints(clientId, member.id, 10);
      const order = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 1 });

      const res = await call('GET', `/v2/users/${member.id}/usable_coupons`, { query: { api_key: apiKey } });

      expect(order.status).toBe(200);
      expect(res.status).toBe(200);
      const [coupon] = res.body;
      expect(coupon.reward_id).toBe(Number(reward.id));
      expect([typeof coupon.redeem_order_id, typeof coupon.redeem_order_coupon_id]).toEqual(['number', 'number']);
      expect(coupon).toHaveProperty('reward_category_id', null);
    });
  });
});
