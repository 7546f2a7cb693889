import { OPT_IN_EVENT_TYPES, type OutboxEvent } from '../events/index.js';
import { authHeaders } from './hosted-auth.js';
import { hostedPushOf } from './hosted-schemas.js';
import { hostedPushBody } from './hosted-pushes.js';
import type { WebhookRecord } from './webhook-repository.js';
import { signedHeaders } from './webhook-signing.js';

/**
 * What one attempt sends, by the endpoint's format: a standard endpoint gets the event in the
 * Standard Webhooks envelope, signed; a hosted one gets the event's hosted Live Push body with the
 * endpoint's Basic or x-api-key authentication, and the event id as webhook-id so a receiver can
 * still tell a retry from a new push.
 */

export type DeliveryRequest = { headers: Record<string, string>; body: string } | { unsendable: string };

/** The body a standard endpoint receives: the event, without the member id kept for ordering. */
export const standardBody = (event: OutboxEvent) =>
  JSON.stringify({ id: event.id, type: event.type, created_at: event.created_at, client_id: event.client_id, data: event.data });

const isHosted = (endpoint: WebhookRecord) => endpoint.format === 'hosted';

/** Whether the endpoint takes the event: subscribed to it (or to *, opt-in types aside), and, when hosted, an event a hosted push carries. */
export const subscribes = (endpoint: WebhookRecord, event: OutboxEvent): boolean =>
  ((endpoint.events.includes('*') && !OPT_IN_EVENT_TYPES.includes(event.type)) || endpoint.events.includes(event.type)) &&
  (!isHosted(endpoint) || hostedPushOf(event.type) !== undefined);

export async function deliveryRequest(endpoint: WebhookRecord, event: OutboxEvent, now: number): Promise<DeliveryRequest> {
  if (!isHosted(endpoint)) {
    const body = standardBody(event);
    return { body, headers: signedHeaders(endpoint.secrets, event.id, now, body) };
  }
  const hosted = await hostedPushBody(event, now);
  if (!hosted) return { unsendable: 'not sent: the member no longer exists' };
  return { body: JSON.stringify(hosted), headers: { 'content-type': 'application/json', 'webhook-id': event.id, ...authHeaders(endpoint.auth) } };
}
