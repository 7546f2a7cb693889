import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.js';
import { activityKey, activityPrefix } from './keys.js';
import { queryAllWithPrefix } from './queries.js';
import type { Activity } from '../domain/activity-catalogue.js';

const strip = (item: Record<string, unknown>): Activity => {
  const { PK: _pk, SK: _sk, type: _type, ...activity } = item;
  return activity as unknown as Activity;
};

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
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: activityKey(clientId, String(activityId)) }),
  );
  return Item ? strip(Item) : undefined;
}

/** The whole catalogue of one client: a single-partition query, its size bounded by the operator. */
export async function listActivities(clientId: string): Promise<Activity[]> {
  return (await queryAllWithPrefix(activityPrefix(clientId))).map(strip);
}
