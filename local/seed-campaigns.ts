import type { ClientRecord } from '../shared/programs/clients.js';
import { addCodes, createCampaign } from '../shared/campaigns/campaigns.js';
import { CampaignInputSchema } from '../shared/campaigns/campaign-requests.js';
import { nowSeconds } from '../shared/support/clock.js';
import { recordPurchase } from '../shared/purchases/purchases.js';
import { PurchaseBody } from '../shared/purchases/purchase-requests.js';
import { serviceRequest } from '../shared/requests/index.js';

/**
 * Demo data for code redemption and receipt claims:
 * - campaign "Bottle cap codes" (50 points a code, 3 per member, one drop-down question) with
 *   single-use codes DEMO-1001 to DEMO-1005 and the multi-use code WELCOME;
 * - an unclaimed in-store purchase: receipt DEMO-RECEIPT-1001, total 42.50, store store-1, made
 *   today, which a member can claim through /v2/claim_receipt/online or /in_store.
 */
export async function seedCampaigns(client: ClientRecord): Promise<{ campaign_id: string; activity_id: number; receipt_id: string }> {
  const now = nowSeconds();
  const campaign = await createCampaign(
    client.clientId,
    CampaignInputSchema.parse({
      title: 'Bottle cap codes',
      description: 'Enter the code printed under the cap of any bottle.',
      code_field_name: 'Cap code',
      date_start: now - 86_400,
      date_end: now + 365 * 86_400,
      image: 'https://example.com/images/bottle-cap.png',
      num_points: 50,
      redemption_limit: 3,
      questions: [{ title: 'Where did you buy it?', type: 2, is_required: 1, options: [{ value: 'In a shop' }, { value: 'Online' }] }],
    }),
  );
  await addCodes(client.clientId, campaign.campaign_id, { codes: ['DEMO-1001', 'DEMO-1002', 'DEMO-1003', 'DEMO-1004', 'DEMO-1005'], single_use: true });
  await addCodes(client.clientId, campaign.campaign_id, { codes: ['WELCOME'], single_use: false });
  const receiptId = 'DEMO-RECEIPT-1001';
  await recordPurchase(
    serviceRequest(client),
    'id',
    PurchaseBody.parse({ receipt_id: receiptId, total: 42.5, tax: 3.4, loc_id: 'store-1', date_purchase: now }),
  );
  return { campaign_id: campaign.campaign_id, activity_id: campaign.activity_id, receipt_id: receiptId };
}
