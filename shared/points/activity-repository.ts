import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/client.js';
import { activityKey, activityPrefix } from '../data/keys.js';
import { queryPrefix, withoutKeys } from '../data/batch-reads.js';
import type { Activity } from './activity-input.js';

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
  return Item ? withoutKeys<Activity>(Item) : undefined;
}

/** The whole catalogue of one client: a single-partition query, its size bounded by the operator. */
export async function listActivities(clientId: string): Promise<Activity[]> {
  const { PK, SKPrefix } = activityPrefix(clientId);
  return (await queryPrefix(PK, SKPrefix)).map((item) => withoutKeys<Activity>(item));
}
