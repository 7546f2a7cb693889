import { call, newClient, newMember } from '../../local/walks/api.js';
import { readClient } from '../../shared/programs/clients.js';
import { seedCampaigns } from '../../local/seed-campaigns.js';

describe('demo campaign seed', () => {
  it('seeds a campaign whose codes can be redeemed and a receipt that can be claimed', async () => {
    const { clientId, apiKey } = await newClient({ purchase_v1: true });
    const seeded = await seedCampaigns(await readClient(clientId));
    const member = await newMember(apiKey);
    const campaign = await call('GET', '/v2/code_redemption_campaign', { query: { api_key: apiKey, id: seeded.campaign_id, id_type: 2 } });

    const redeemed = await call('POST', '/v2/code_redemption_campaign/submit', {
      query: { api_key: apiKey },
      body: {
        user_id: member.id,
        campaign_id: seeded.campaign_id,
        code_value: 'DEMO-1001',
        questions_answers: [{ id: campaign.body.questions[0].id, value: 'Online' }],
      },
    });
    const claimed = await call('POST', '/v2/claim_receipt/online', {
      query: { api_key: apiKey },
      body: { user_id: member.id, receipt_number: seeded.receipt_id, receipt_total: 42.5 },
    });

    expect(redeemed.body).toEqual({ num_points: 50 });
    expect(claimed.body).toEqual({ points: '42' });
  }, 30_000);
});
