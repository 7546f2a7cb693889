import { type ItemKey, join, SEP } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';

/** Campaigns live in one small partition per client, so the operator can list them with one Query. */
const campaignsPartition = (clientId: string): string => join('CLIENT', clientId, 'CAMPAIGNS');

export const campaignKey = (clientId: string, campaignId: string): ItemKey => ({
  PK: campaignsPartition(clientId),
  SK: join('CAMPAIGN', campaignId),
});
export const campaignPrefix = (clientId: string) => ({ PK: campaignsPartition(clientId), SKPrefix: `CAMPAIGN${SEP}` });

/** Resolves the backing activity's id to its campaign (endpoint 17 with id_type 1). */
export const campaignByActivityKey = (clientId: string, activityId: string): ItemKey => ({
  PK: campaignsPartition(clientId),
  SK: join('BY_ACTIVITY', activityId),
});

/** One item per code, in its own partition: submissions of different codes never contend. */
export const campaignCodeKey = (clientId: string, campaignId: string, code: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'CAMPAIGN', campaignId, 'CODE', code),
  SK: 'CODE',
});

/** How many codes a member has redeemed in one campaign: the per-member limit is a condition on it. */
export const campaignRedemptionCounterKey = (clientId: string, memberId: number, campaignId: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('CAMPAIGN_REDEMPTIONS', campaignId),
});
