import { createHash, randomBytes } from 'node:crypto';
import type * as z from 'zod';
import {
  clientSettingsWriteItems,
  deleteApiKey,
  getApiKeyByHash,
  getClient,
  listClientCredentials,
  listClients,
  putApiKey,
  putClient,
  type ClientRecord,
} from './client-repository.js';
import { optimisticTransaction } from '../data/transactions.js';
import { noteRequestBefore } from '../data/request-record.js';
import { ClientSettingsSchema, type ClientSettings } from './settings.js';
import { ClientSettingsInput } from './settings-input.js';
import { inputError, notFound } from '../errors.js';
import { nowSeconds } from '../support/clock.js';
import { ExpiringCache } from '../support/expiring-cache.js';
import { config } from '../config.js';
import { forgetCachedSigningKeys } from './signing-keys.js';
import type { ApiKeyListBody, ClientListBody, CreatedClientBody, SigningKeyListBody } from './client-responses.js';

export type { ClientRecord } from './client-repository.js';

/** Keys are stored only as this hash; the clear key is shown once, at issue. */
export const hashApiKey = (apiKey: string): string => createHash('sha256').update(apiKey, 'utf8').digest('hex');

const newId = (bytes: number): string => randomBytes(bytes).toString('base64url');

export async function createClient(name: string, settings: Partial<ClientSettings> = {}): Promise<z.infer<typeof CreatedClientBody>> {
  const client: ClientRecord = {
    clientId: newId(9),
    name,
    settings: ClientSettingsSchema.parse(settings),
    dateCreated: nowSeconds(),
  };
  await putClient(client);
  const key = await issueApiKey(client.clientId);
  return { client_id: client.clientId, name: client.name, api_key: key.api_key, key_id: key.key_id };
}

/** Cursors of the program list: the last program's creation time (15 digits) and id. */
const clientCursor = (client: ClientRecord) => `${String(client.dateCreated).padStart(15, '0')}${client.clientId}`;

/** A page of the deployment's programs, newest first. */
export async function clientList(limit: number, cursor?: string): Promise<z.infer<typeof ClientListBody>> {
  const after = cursor === undefined ? undefined : { dateCreated: Number(cursor.slice(0, 15)), clientId: cursor.slice(15) };
  const page = await listClients(limit, after);
  return {
    clients: page.clients.map((client) => ({ client_id: client.clientId, name: client.name, date_created: client.dateCreated })),
    next_cursor: page.last === undefined ? null : clientCursor(page.last),
  };
}

/** A program's API keys by id, oldest first. */
export async function apiKeyList(clientId: string): Promise<z.infer<typeof ApiKeyListBody>> {
  const [, keys] = await Promise.all([readClient(clientId), listClientCredentials(clientId, 'APIKEY')]);
  return { api_keys: keys.map((key) => ({ key_id: key.id, date_created: key.dateCreated })) };
}

/** A program's signing keys by public key, oldest first. */
export async function signingKeyList(clientId: string): Promise<z.infer<typeof SigningKeyListBody>> {
  const [, keys] = await Promise.all([readClient(clientId), listClientCredentials(clientId, 'SIGNKEY')]);
  return { signing_keys: keys.map((key) => ({ public_key: key.id, date_created: key.dateCreated })) };
}

export async function issueApiKey(clientId: string): Promise<{ api_key: string; key_id: string }> {
  const apiKey = `rk_${newId(24)}`;
  const keyId = newId(6);
  try {
    await putApiKey({ clientId, keyId, keyHash: hashApiKey(apiKey), revoked: false }, nowSeconds());
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw notFound('client does not exist');
    throw error;
  }
  return { api_key: apiKey, key_id: keyId };
}

export async function revokeApiKey(clientId: string, keyId: string): Promise<void> {
  if (!(await deleteApiKey(clientId, keyId))) throw notFound('api key does not exist');
  forgetCachedKeys();
}

/** The client, or undefined when there is none (a member token naming a program that is gone). */
export const findClient = (clientId: string): Promise<ClientRecord | undefined> => getClient(clientId);

export async function readClient(clientId: string): Promise<ClientRecord> {
  const client = await getClient(clientId);
  if (!client) throw notFound('client does not exist');
  return client;
}

/** Clients read at most once per scheduled run: a run's members share a few clients, and settings a run sees stay put. */
export function clientsOfRun(): (clientId: string) => Promise<ClientRecord> {
  const read = new Map<string, Promise<ClientRecord>>();
  return (clientId) => {
    const known = read.get(clientId);
    if (known) return known;
    const client = readClient(clientId);
    read.set(clientId, client);
    return client;
  };
}

export async function replaceSettings(clientId: string, settings: ClientSettings): Promise<ClientSettings> {
  return writeSettings(clientId, () => settings, false);
}

/**
 * Merges settings into the client's: each one given replaces that setting, the others stay. The
 * merged whole is checked as a replacement would be, and written only over the settings it was
 * merged from; a merge that another change got to first is made again from the new settings, so
 * two merges of different settings at once both land.
 */
export async function mergeSettings(clientId: string, patch: Partial<z.input<typeof ClientSettingsInput>>): Promise<ClientSettings> {
  return writeSettings(
    clientId,
    (current) => {
      const merged = ClientSettingsInput.strict().safeParse({ ...current, ...patch });
      if (merged.success) return merged.data;
      const issue = merged.error.issues[0];
      throw inputError(`${issue?.path.join('.') || 'settings'}: ${issue?.message ?? 'invalid'}`);
    },
    true,
  );
}

/** What the settings a write changes held before it: the audit entry's "before". */
const settingsBefore = (current: ClientSettings, next: ClientSettings): Record<string, unknown> =>
  Object.fromEntries(
    (Object.keys(next) as (keyof ClientSettings)[])
      .filter((name) => JSON.stringify(current[name]) !== JSON.stringify(next[name]))
      .map((name) => [name, current[name] ?? null]),
  );

/**
 * Writes the settings `next` makes of the client's current ones (over exactly those when
 * `overCurrent`), and forgets what this container cached of them. A new expiry policy must reach
 * members who have no marker yet: the same transaction queues the expiry job's walk of them; a
 * new expiry_notice_days puts the client on (or takes it off) the expiry job's list of notices,
 * and daily_exports set or unset puts it on (or takes it off) the daily export job's list.
 */
async function writeSettings(clientId: string, next: (current: ClientSettings) => ClientSettings, overCurrent: boolean): Promise<ClientSettings> {
  const settings = await optimisticTransaction(async () => {
    const before = await getClient(clientId, true);
    if (!before) throw notFound('client does not exist');
    const after = next(before.settings);
    noteRequestBefore(settingsBefore(before.settings, after));
    const policyChanged = JSON.stringify(before.settings.expiry_policy) !== JSON.stringify(after.expiry_policy);
    const items = clientSettingsWriteItems(clientId, after, {
      expected: overCurrent ? before.settings : undefined,
      expiryBackfillAt: policyChanged ? nowSeconds() : undefined,
      noticeDaysChanged: before.settings.expiry_notice_days !== after.expiry_notice_days,
      dailyExportsChanged: (before.settings.daily_exports === null) !== (after.daily_exports === null),
    });
    return { items, result: after };
  }, undefined);
  forgetCachedKeys();
  forgetCachedSigningKeys();
  return settings;
}

/**
 * A warm container answers most requests without reading the key: a known key is remembered
 * 30 s, so a revoked key or a settings change reaches every container within 30 s. Unknown keys
 * are remembered apart, 10 s, so a repeated bad key costs no read and a flood of distinct bad
 * keys never pushes good keys out. A new key is never presented before it is issued, so an
 * unknown entry can only hide a key for the few seconds after its issue.
 */
export const KEY_CACHE_SECONDS = 30;
export const UNKNOWN_KEY_CACHE_SECONDS = 10;
let keyCaches: { knownKeys: ExpiringCache<ClientRecord>; unknownKeys: ExpiringCache<true> } | undefined;

/** Made at first use, as the configuration sizes them: loading this module reads no configuration. */
function cachedKeys() {
  if (!keyCaches) {
    const maxEntries = config().apiKeyCacheEntries;
    keyCaches = {
      knownKeys: new ExpiringCache<ClientRecord>({ maxEntries, ttlMs: KEY_CACHE_SECONDS * 1000 }),
      unknownKeys: new ExpiringCache<true>({ maxEntries, ttlMs: UNKNOWN_KEY_CACHE_SECONDS * 1000 }),
    };
  }
  return keyCaches;
}

function forgetCachedKeys(): void {
  keyCaches?.knownKeys.clear();
}

/** The client an api_key belongs to, or undefined for an unknown or revoked key. */
export async function clientForApiKey(apiKey: string): Promise<ClientRecord | undefined> {
  const { knownKeys, unknownKeys } = cachedKeys();
  const hash = hashApiKey(apiKey);
  const known = knownKeys.get(hash);
  if (known) return known;
  if (unknownKeys.get(hash)) return undefined;
  const key = await getApiKeyByHash(hash);
  const client = key ? await getClient(key.clientId) : undefined;
  if (client) knownKeys.set(hash, client);
  else unknownKeys.set(hash, true);
  return client;
}
