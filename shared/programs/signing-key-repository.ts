import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { clientKey, clientSigningKeyKey, signingKeyKey, usedSignatureKey } from './keys.js';
import { TTL_ATTRIBUTE } from '../data/table.js';

/**
 * Request-signing key pairs. HMAC needs the secret itself to verify a signature, so the secret is
 * stored, once, in the item that only request authentication reads (encrypted at rest with the
 * table); it is answered only when the key is issued.
 */
export interface SigningKeyRecord {
  clientId: string;
  publicKey: string;
  secret: string;
}

/** The lookup of a signing key by its public key: its client and secret. */
const decodeSigningKey = itemDecoder('signing_key', z.object({ client_id: z.string(), secret: z.string() }));

/** Writes the lookup item and the client's record of the key together, for an existing client. */
export async function putSigningKey(key: SigningKeyRecord, now: number): Promise<void> {
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...signingKeyKey(key.publicKey), type: 'signing_key', client_id: key.clientId, secret: key.secret, date_created: now },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...clientSigningKeyKey(key.clientId, key.publicKey), type: 'client_signing_key', date_created: now },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        { ConditionCheck: { TableName: tableName(), Key: clientKey(key.clientId), ConditionExpression: 'attribute_exists(PK)' } },
      ],
    }),
  );
}

export async function getSigningKey(publicKey: string): Promise<SigningKeyRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: signingKeyKey(publicKey) }));
  if (!Item) return undefined;
  const key = decodeSigningKey(Item);
  return { clientId: key.client_id, publicKey, secret: key.secret };
}

/** Deletes both items of a key; false when the client has no such key. */
export async function deleteSigningKey(clientId: string, publicKey: string): Promise<boolean> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: clientSigningKeyKey(clientId, publicKey) }));
  if (!Item) return false;
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: signingKeyKey(publicKey) } },
        { Delete: { TableName: tableName(), Key: clientSigningKeyKey(clientId, publicKey) } },
      ],
    }),
  );
  return true;
}

/**
 * Records that a signature was used, unless it already was: false for a replay. The record
 * expires once its timestamp has left the window, when the signature is refused anyway.
 */
export async function recordSignatureUse(clientId: string, signatureDigest: string, expiresAt: number): Promise<boolean> {
  return sendConditionalWrite(
    new PutCommand({
      TableName: tableName(),
      Item: { ...usedSignatureKey(clientId, signatureDigest), type: 'used_signature', [TTL_ATTRIBUTE]: expiresAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}
