import { isDeepStrictEqual } from 'node:util';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { queryPrefix, queryRangePage } from '../data/batch-reads.js';
import {
  apiKeyHashKey,
  clientApiKeyKey,
  CLIENT_LIST_PARTITION,
  clientKey,
  clientListIndexKeys,
  dailyExportClientIndexKeys,
  dailyExportClientKey,
  expiryBackfillIndexKeys,
  expiryBackfillKey,
  expiryNoticeClientIndexKeys,
  expiryNoticeClientKey,
} from './keys.js';
import { type TransactItem, writeTransaction } from '../data/transactions.js';
import { ClientSettingsSchema, type ClientSettings } from './settings.js';

/** A loyalty program: one tenant of the service. */
export interface ClientRecord {
  clientId: string;
  name: string;
  settings: ClientSettings;
  dateCreated: number;
}

export interface ApiKeyRecord {
  clientId: string;
  keyId: string;
  keyHash: string;
  revoked: boolean;
}

const decodeClient = itemDecoder(
  'client',
  z.object({
    client_id: z.string(),
    name: z.string(),
    // Parsing fills defaults for settings added after the client was created.
    settings: ClientSettingsSchema.prefault({}),
    date_created: z.number(),
  }),
);

/** The lookup of an api_key by its hash: the client it belongs to. */
const decodeApiKey = itemDecoder('api_key', z.object({ client_id: z.string(), key_id: z.string() }));
/** The client's own record of a key: the hash that finds its lookup. */
const decodeClientApiKey = itemDecoder('client_api_key', z.object({ key_hash: z.string() }));

/**
 * The client last decoded from each program's item, with the item it came from. An operator's
 * request reads its program's item every time, and decoding the settings (every rule checked,
 * defaults filled in) costs several times comparing the item with the one decoded last. Records
 * are shared between requests, as the api_key cache shares them: nothing changes one in place.
 */
const decodedClients = new Map<unknown, { item: Record<string, unknown>; client: ClientRecord }>();
const MAX_DECODED_CLIENTS = 1_000;

function toClient(item: Record<string, unknown>): ClientRecord {
  const known = decodedClients.get(item.PK);
  if (known && isDeepStrictEqual(known.item, item)) return known.client;
  const decoded = decodeClient(item);
  const client = { clientId: decoded.client_id, name: decoded.name, settings: decoded.settings, dateCreated: decoded.date_created };
  if (decodedClients.size >= MAX_DECODED_CLIENTS) decodedClients.clear();
  decodedClients.set(item.PK, { item, client });
  return client;
}

export async function putClient(client: ClientRecord): Promise<void> {
  const put: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: {
        ...clientKey(client.clientId),
        ...clientListIndexKeys(client.clientId, client.dateCreated),
        type: 'client',
        client_id: client.clientId,
        name: client.name,
        settings: client.settings,
        date_created: client.dateCreated,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  await writeTransaction([
    put,
    ...(client.settings.expiry_notice_days === null ? [] : [expiryNoticeClientItem(client.clientId, client.settings)]),
    ...(client.settings.daily_exports === null ? [] : [dailyExportClientItem(client.clientId, client.settings)]),
  ]);
}

/**
 * The client's place in the expiry job's list of clients whose members are told ahead of expiry
 * (expiry_notice_days): put when the setting is set or changed, which also restarts where the
 * job's notices have reached (a new number of days gives a new window), deleted when it is unset.
 */
function expiryNoticeClientItem(clientId: string, settings: ClientSettings): TransactItem {
  if (settings.expiry_notice_days === null) return { Delete: { TableName: tableName(), Key: expiryNoticeClientKey(clientId) } };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...expiryNoticeClientKey(clientId), ...expiryNoticeClientIndexKeys(clientId), type: 'expiry_notice_client', client_id: clientId },
    },
  };
}

/**
 * The client's place in the daily export job's list of clients with daily exports
 * (daily_exports): put when the setting is set, deleted when it is unset.
 */
function dailyExportClientItem(clientId: string, settings: ClientSettings): TransactItem {
  if (settings.daily_exports === null) return { Delete: { TableName: tableName(), Key: dailyExportClientKey(clientId) } };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...dailyExportClientKey(clientId), ...dailyExportClientIndexKeys(clientId), type: 'daily_export_client', client_id: clientId },
    },
  };
}

/**
 * A page of the deployment's programs, newest first, after the program `after` names (its
 * creation time and id, as the previous page's cursor gave them).
 */
export async function listClients(limit: number, after?: { clientId: string; dateCreated: number }): Promise<{ clients: ClientRecord[]; last?: ClientRecord }> {
  const start = after === undefined ? undefined : { ...clientKey(after.clientId), ...clientListIndexKeys(after.clientId, after.dateCreated) };
  const page = await queryRangePage({ index: 'GSI2', partition: CLIENT_LIST_PARTITION, from: '0', to: '9~' }, { limit, after: start });
  const clients = page.items.map(toClient);
  return { clients, last: page.last === undefined ? undefined : clients.at(-1) };
}

export async function getClient(clientId: string, consistent = false): Promise<ClientRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: clientKey(clientId), ConsistentRead: consistent }));
  return Item ? toClient(Item) : undefined;
}

/**
 * The writes that replace an existing client's settings. With `expected`, only over those
 * settings (a merge written over the settings it was made from). With `expiryBackfillAt`, they
 * also queue the walk that gives every member of the client its expiry marker under the new
 * policy (restarting any walk under the old one). With `noticeDaysChanged`, they put or delete
 * the client's place in the expiry job's list of clients whose members are told ahead; with
 * `dailyExportsChanged`, its place in the daily export job's list.
 */
export function clientSettingsWriteItems(
  clientId: string,
  settings: ClientSettings,
  options: { expected?: ClientSettings; expiryBackfillAt?: number; noticeDaysChanged?: boolean; dailyExportsChanged?: boolean } = {},
): TransactItem[] {
  const { expected, expiryBackfillAt } = options;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: clientKey(clientId),
        UpdateExpression: 'SET settings = :s',
        ConditionExpression: expected === undefined ? 'attribute_exists(PK)' : 'attribute_exists(PK) AND settings = :expected',
        ExpressionAttributeValues: { ':s': settings, ...(expected === undefined ? {} : { ':expected': expected }) },
      },
    },
  ];
  if (expiryBackfillAt !== undefined) {
    const backfill = {
      ...expiryBackfillKey(clientId),
      ...expiryBackfillIndexKeys(clientId, expiryBackfillAt),
      type: 'expiry_backfill',
      client_id: clientId,
      requested_at: expiryBackfillAt,
      shard: 0,
    };
    items.push({ Put: { TableName: tableName(), Item: backfill } });
  }
  if (options.noticeDaysChanged) items.push(expiryNoticeClientItem(clientId, settings));
  if (options.dailyExportsChanged) items.push(dailyExportClientItem(clientId, settings));
  return items;
}

/** Writes the hash lookup and the client's own record of the key together. */
export async function putApiKey(key: ApiKeyRecord, now: number): Promise<void> {
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...apiKeyHashKey(key.keyHash), type: 'api_key', client_id: key.clientId, key_id: key.keyId, date_created: now },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...clientApiKeyKey(key.clientId, key.keyId), type: 'client_api_key', key_hash: key.keyHash, date_created: now },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        { ConditionCheck: { TableName: tableName(), Key: clientKey(key.clientId), ConditionExpression: 'attribute_exists(PK)' } },
      ],
    }),
  );
}

export async function getApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: apiKeyHashKey(keyHash) }));
  if (!Item) return undefined;
  const key = decodeApiKey(Item);
  return { clientId: key.client_id, keyId: key.key_id, keyHash, revoked: false };
}

/** A program's credentials of one kind (its API keys' or signing keys' own records), oldest first: a handful per program. */
export async function listClientCredentials(clientId: string, kind: 'APIKEY' | 'SIGNKEY'): Promise<Array<{ id: string; dateCreated: number }>> {
  const { PK } = clientKey(clientId);
  const items = await queryPrefix(PK, `${kind}#`, { maxItems: MAX_CREDENTIALS_LISTED });
  return items
    .map((item) => ({ id: String(item.SK).slice(kind.length + 1), dateCreated: Number(item.date_created ?? 0) }))
    .sort((a, b) => a.dateCreated - b.dateCreated);
}

/** More keys than a program would ever hold at once: the list stays one read. */
const MAX_CREDENTIALS_LISTED = 1_000;

/** Deletes both items of a key; false when the client has no such key. */
export async function deleteApiKey(clientId: string, keyId: string): Promise<boolean> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: clientApiKeyKey(clientId, keyId) }));
  if (!Item) return false;
  const { key_hash } = decodeClientApiKey(Item);
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: apiKeyHashKey(key_hash) } },
        { Delete: { TableName: tableName(), Key: clientApiKeyKey(clientId, keyId) } },
      ],
    }),
  );
  return true;
}
