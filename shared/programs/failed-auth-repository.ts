import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { failedAuthWindowKey, sourceBanKey } from './keys.js';
import { TTL_ATTRIBUTE } from '../data/table.js';

/** Adds `failures` to a source's one-minute window and answers the window's new count. */
export async function addFailedAuths(source: string, minute: number, failures: number): Promise<number> {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: failedAuthWindowKey(source, minute),
      UpdateExpression: 'ADD #count :failures SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#count': 'failure_count', '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':failures': failures, ':ttl': (minute + 2) * 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.failure_count ?? failures);
}

/** Bans a source until `until` (Unix seconds); the item expires with the ban. */
export async function banSource(source: string, until: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: sourceBanKey(source),
      UpdateExpression: 'SET banned_until = :until, #ttl = :until',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':until': until },
    }),
  );
}

/** A source's ban: until when it holds. */
const decodeBan = itemDecoder('source_ban', z.object({ banned_until: z.number() }));

/** Until when the source is banned (Unix seconds), if a ban was ever written and has not been swept. */
export async function sourceBannedUntil(source: string): Promise<number | undefined> {
  // The keys come along so that a corrupt ban is logged under them.
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: sourceBanKey(source), ProjectionExpression: 'PK, SK, banned_until' }),
  );
  return Item ? decodeBan(Item).banned_until : undefined;
}
