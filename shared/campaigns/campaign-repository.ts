import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { campaignByActivityKey, campaignCodeKey, campaignKey, campaignPrefix, campaignRedemptionCounterKey } from './keys.js';
import { queryPrefix } from '../data/batch-reads.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem } from '../data/transactions.js';

/**
 * Storage of code redemption campaigns (spec 2.15), their codes and the per-member redemption
 * counters. Campaign items are written by the operator; codes and counters change only inside
 * the submission transaction (see shared/campaigns/code-submission.ts).
 */

const StoredFlag = z.literal([0, 1]);

const CampaignOptionSchema = z.object({
  id: z.string(),
  value: z.string(),
});
export type CampaignOption = z.infer<typeof CampaignOptionSchema>;

const CampaignQuestionSchema = z.object({
  id: z.string(),
  is_required: StoredFlag,
  title: z.string(),
  /** 1 text field, 2 drop-down, 3 text area, 4 date, 5 checkbox. */
  type: z.literal([1, 2, 3, 4, 5]),
  options: z.array(CampaignOptionSchema),
});
export type CampaignQuestion = z.infer<typeof CampaignQuestionSchema>;

const CampaignItem = z.object({
  client_id: z.string(),
  campaign_id: z.string(),
  /** The backing activity (type Code Redemption); also the campaign's public id. */
  activity_id: z.number(),
  /** The activity's name, written on ledger entries so history shows the campaign. */
  activity_name: z.string(),
  title: z.string(),
  description: z.string(),
  code_field_name: z.string(),
  date_start: z.number(),
  date_end: z.number(),
  enable_email: StoredFlag,
  enable_verify_checkbox: StoredFlag,
  /** Campaigns stored before the flag existed take codes. */
  is_enabled: StoredFlag.default(1),
  image: z.string(),
  enable_tos: StoredFlag,
  tos_text: z.string().nullable(),
  tos_link_url: z.string().nullable(),
  questions: z.array(CampaignQuestionSchema),
  /** Points one valid code earns. */
  num_points: z.number(),
  /** Redemptions allowed per member; null for no limit. */
  redemption_limit: z.number().nullable(),
  date_created: z.number(),
  date_last_updated: z.number(),
});
export type CampaignRecord = z.infer<typeof CampaignItem>;

const CampaignCodeItem = z.object({
  code: z.string(),
  single_use: z.boolean(),
  used_by: z.number().optional(),
  date_used: z.number().optional(),
  /** Set when stored (absent from codes being written). */
  date_created: z.number().optional(),
});
export type CampaignCode = z.infer<typeof CampaignCodeItem>;

const decodeCampaign = itemDecoder('campaign', CampaignItem);
const decodeCampaignCode = itemDecoder('campaign_code', CampaignCodeItem);
/** The lookup from a campaign's backing activity to the campaign. */
const decodeCampaignByActivity = itemDecoder('campaign_by_activity', z.object({ campaign_id: z.string() }));
/** A member's redemptions in one campaign: a counter only submissions move. */
const decodeRedemptionCounter = itemDecoder('campaign_redemptions', z.object({ redemptions: z.number() }));

/** Writes a new campaign and its activity lookup together. */
export async function putNewCampaign(campaign: CampaignRecord): Promise<void> {
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...campaignKey(campaign.client_id, campaign.campaign_id), type: 'campaign', ...campaign },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...campaignByActivityKey(campaign.client_id, String(campaign.activity_id)),
              type: 'campaign_by_activity',
              campaign_id: campaign.campaign_id,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ],
    }),
  );
}

/** Replaces an existing campaign; the activity lookup does not change. */
export async function putExistingCampaign(campaign: CampaignRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...campaignKey(campaign.client_id, campaign.campaign_id), type: 'campaign', ...campaign },
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
}

export async function getCampaign(clientId: string, campaignId: string): Promise<CampaignRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: campaignKey(clientId, campaignId) }));
  return Item ? decodeCampaign(Item) : undefined;
}

export async function getCampaignIdByActivity(clientId: string, activityId: string): Promise<string | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: campaignByActivityKey(clientId, activityId) }));
  return Item ? decodeCampaignByActivity(Item).campaign_id : undefined;
}

/** Every campaign of a client: one Query on the client's small campaign partition. */
export async function listCampaigns(clientId: string): Promise<CampaignRecord[]> {
  const { PK, SKPrefix } = campaignPrefix(clientId);
  return (await queryPrefix(PK, SKPrefix)).map(decodeCampaign);
}

/** Stores a code unless the campaign already has it; false when it was already there. */
export async function putCodeIfAbsent(clientId: string, campaignId: string, code: CampaignCode, now: number): Promise<boolean> {
  return sendConditionalWrite(
    new PutCommand({
      TableName: tableName(),
      Item: { ...campaignCodeKey(clientId, campaignId, code.code), type: 'campaign_code', ...code, date_created: now },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getCode(clientId: string, campaignId: string, code: string): Promise<CampaignCode | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: campaignCodeKey(clientId, campaignId, code), ConsistentRead: true }),
  );
  return Item ? decodeCampaignCode(Item) : undefined;
}

/**
 * Deletes a code no member has used (a multi-use code never is); false when the code is absent
 * or was used, which the caller tells apart by reading it.
 */
export async function deleteUnusedCode(clientId: string, campaignId: string, code: string): Promise<boolean> {
  return sendConditionalWrite(
    new DeleteCommand({
      TableName: tableName(),
      Key: campaignCodeKey(clientId, campaignId, code),
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(used_by)',
    }),
  );
}

/** Redemptions the member has made in the campaign (0 when none). */
export async function getRedemptionCount(clientId: string, memberId: number, campaignId: string): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: campaignRedemptionCounterKey(clientId, memberId, campaignId),
      ConsistentRead: true,
    }),
  );
  return Item ? decodeRedemptionCounter(Item).redemptions : 0;
}

/** Marks a single-use code as used by the member; fails the transaction if anyone used it first. */
export function consumeSingleUseCodeItem(clientId: string, campaignId: string, code: string, memberId: number, now: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: campaignCodeKey(clientId, campaignId, code),
      UpdateExpression: 'SET used_by = :member, date_used = :now',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(used_by)',
      ExpressionAttributeValues: { ':member': memberId, ':now': now },
    },
  };
}

/** Holds the transaction to a code that still exists (multi-use codes are never consumed). */
export function codeExistsItem(clientId: string, campaignId: string, code: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: campaignCodeKey(clientId, campaignId, code),
      ConditionExpression: 'attribute_exists(PK)',
    },
  };
}

/** Counts one more redemption by the member; fails the transaction once the limit is reached. */
export function countRedemptionItem(clientId: string, memberId: number, campaignId: string, limit: number | null, now: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: campaignRedemptionCounterKey(clientId, memberId, campaignId),
      UpdateExpression: 'SET #type = :type, date_last_redeemed = :now ADD redemptions :one',
      ConditionExpression: limit === null ? undefined : 'attribute_not_exists(redemptions) OR redemptions < :limit',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'campaign_redemptions',
        ':now': now,
        ':one': 1,
        ...(limit === null ? {} : { ':limit': limit }),
      },
    },
  };
}
