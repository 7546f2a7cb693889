import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { activityKey, activityPrefix } from './keys.js';
import { queryPrefix } from '../data/batch-reads.js';
import { itemDecoder, type DecodesExactly } from '../data/item-decoder.js';
import type { Activity } from './activity-input.js';
import { SurveyQuestionSchema } from './survey-questions.js';

/** An activity as stored: the operator's fields as ActivityInputSchema leaves them, and the record's own. */
const ActivityItem = z.object({
  id: z.number(),
  client_id: z.string(),
  date_created: z.number(),
  date_last_updated: z.number(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  num_points: z.number(),
  image: z.string().nullable(),
  category_id: z.number().nullable(),
  type_id: z.number().nullable(),
  activity_channel_id: z.number().nullable(),
  freq_cap: z.number().nullable(),
  freq_period_id: z.number().nullable(),
  freq_num_required_attempts: z.number().nullable(),
  redirect_url: z.string().nullable(),
  points_on_click: z.boolean(),
  action_tags: z.string().nullable(),
  extra_data: z.unknown(),
  public_title: z.string().nullable(),
  public_description: z.string().nullable(),
  is_active: z.boolean(),
  // Activities stored before audiences existed reach every member.
  segment_ids: z.array(z.string()).nullable().default(null),
  // Left out on plain activities, and on every activity stored before surveys.
  kind: z.enum(['standard', 'survey']).optional(),
  questions: z.array(SurveyQuestionSchema).optional(),
});
// Fails to compile when an operator field is added to the input but not to the stored shape.
true satisfies DecodesExactly<typeof ActivityItem, Activity>;

const decodeActivity = itemDecoder('activity', ActivityItem);

export async function putActivity(activity: Activity, options: { mustNotExist: boolean }): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...activityKey(activity.client_id, String(activity.id)), type: 'activity', ...activity },
      ConditionExpression: options.mustNotExist ? 'attribute_not_exists(PK)' : 'attribute_exists(PK)',
    }),
  );
}

export async function getActivity(clientId: string, activityId: number): Promise<Activity | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: activityKey(clientId, String(activityId)) }));
  return Item ? decodeActivity(Item) : undefined;
}

/** The whole catalogue of one client: a single-partition query, its size bounded by the operator. */
export async function listActivities(clientId: string): Promise<Activity[]> {
  const { PK, SKPrefix } = activityPrefix(clientId);
  return (await queryPrefix(PK, SKPrefix)).map(decodeActivity);
}
