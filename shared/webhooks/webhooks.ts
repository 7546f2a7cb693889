import { randomBytes } from 'node:crypto';
import { readClient } from '../programs/index.js';
import { ApiError, inputError, notFound } from '../errors.js';
import { nowSeconds } from '../support/clock.js';
import { deleteWebhook, getWebhook, listWebhooks, putWebhook, replaceWebhook, type WebhookRecord } from './webhook-repository.js';
import { newWebhookSecret } from './webhook-signing.js';
import { checkTarget, targetPolicy } from './webhook-targets.js';
import type { WebhookAuth, WebhookInput } from './webhook-requests.js';
import { formatProblem, type WebhookFormat } from './hosted-schemas.js';
import { authView } from './hosted-auth.js';

/**
 * Webhook endpoints (operator API): where a client's events are delivered. Each endpoint has a
 * signing secret, shown once when created or rotated; a rotation keeps the old secret signing
 * beside the new one for an overlap, so receivers can switch without losing a delivery.
 */

const MAX_ENDPOINTS = 20;

/** An endpoint as the operator sees it: never its secrets, and of its auth only hints. */
export function webhookView(record: WebhookRecord) {
  return {
    webhook_id: record.webhook_id,
    url: record.url,
    events: record.events,
    enabled: record.enabled,
    format: record.format ?? 'standard',
    auth: authView(record.auth ?? null),
    date_created: record.date_created,
    date_updated: record.date_updated,
  };
}

/** Refuses events or auth the endpoint's format does not take, with input_error naming the field. */
function checkFormat(format: WebhookFormat, events: readonly string[], auth: WebhookAuth | null): void {
  const problem = formatProblem(format, events, auth !== null);
  if (problem) throw inputError(problem);
}

/** Refuses a URL whose host does not resolve, or resolves to any address that is not public, with input_error. */
async function checkRegisteredUrl(url: string): Promise<void> {
  const check = await checkTarget(url, targetPolicy());
  if (!check.ok) throw inputError(`url: ${check.message}`);
}

export async function createWebhook(clientId: string, input: WebhookInput) {
  await readClient(clientId);
  const format = input.format ?? 'standard';
  const auth = input.auth ?? null;
  checkFormat(format, input.events, auth);
  await checkRegisteredUrl(input.url);
  if ((await listWebhooks(clientId, true)).length >= MAX_ENDPOINTS) throw inputError(`a client may have at most ${MAX_ENDPOINTS} webhook endpoints`);
  const now = nowSeconds();
  const secret = newWebhookSecret();
  const record: WebhookRecord = {
    client_id: clientId,
    webhook_id: `wh_${randomBytes(9).toString('base64url')}`,
    url: input.url,
    events: input.events,
    enabled: input.enabled,
    format,
    auth,
    secrets: [{ secret, created_at: now, expires_at: null }],
    date_created: now,
    date_updated: now,
  };
  await putWebhook(record);
  return { ...webhookView(record), secret };
}

async function readWebhook(clientId: string, webhookId: string): Promise<WebhookRecord> {
  const record = await getWebhook(clientId, webhookId);
  if (!record) throw notFound('webhook does not exist');
  return record;
}

export const showWebhook = async (clientId: string, webhookId: string) => webhookView(await readWebhook(clientId, webhookId));

export async function listClientWebhooks(clientId: string) {
  await readClient(clientId);
  return (await listWebhooks(clientId, true)).map(webhookView);
}

/**
 * Replaces url, events and enabled; format and auth when given (an endpoint made standard drops its
 * auth unless given one, and is refused it); the secrets stay.
 */
export async function updateWebhook(clientId: string, webhookId: string, input: WebhookInput) {
  const current = await readWebhook(clientId, webhookId);
  const format = input.format ?? current.format ?? 'standard';
  const auth = input.auth !== undefined ? input.auth : format === 'hosted' ? (current.auth ?? null) : null;
  checkFormat(format, input.events, auth);
  // An unchanged URL is checked when sent, so an endpoint whose host has moved can still be disabled.
  if (input.url !== current.url) await checkRegisteredUrl(input.url);
  const next = {
    ...current,
    url: input.url,
    events: input.events,
    enabled: input.enabled,
    format,
    auth,
    date_updated: Math.max(nowSeconds(), current.date_updated + 1),
  };
  if (!(await replaceWebhook(next, current.date_updated))) throw new ApiError('conflict', 'the webhook changed meanwhile; read it again');
  return webhookView(next);
}

export async function removeWebhook(clientId: string, webhookId: string): Promise<void> {
  if (!(await deleteWebhook(clientId, webhookId))) throw notFound('webhook does not exist');
}

/** A new secret, shown once; secrets older than the overlap stop signing then. */
export async function rotateWebhookSecret(clientId: string, webhookId: string, overlapSeconds: number) {
  const current = await readWebhook(clientId, webhookId);
  const now = nowSeconds();
  const secret = newWebhookSecret();
  const kept = current.secrets
    .filter((old) => old.expires_at === null || old.expires_at > now)
    .map((old) => ({ ...old, expires_at: Math.min(old.expires_at ?? Number.MAX_SAFE_INTEGER, now + overlapSeconds) }));
  const next = { ...current, secrets: [...kept, { secret, created_at: now, expires_at: null }], date_updated: Math.max(now, current.date_updated + 1) };
  if (!(await replaceWebhook(next, current.date_updated))) throw new ApiError('conflict', 'the webhook changed meanwhile; read it again');
  return { ...webhookView(next), secret, previous_secrets_expire_at: now + overlapSeconds };
}
