import { isoTimestamp } from '../support/periods.js';
import type * as z from 'zod';
import { noteRequestBefore } from '../data/request-record.js';
import { optimisticTransaction, type WriteItem } from '../data/transactions.js';
import { ApiError, notFound } from '../errors.js';
import { readClient } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { cachedRead, forgetCatalogue } from '../support/catalogue-cache.js';
import { outsideRequest } from '../data/request-deadline.js';
import type { EventTypeChange, EventTypeInput } from './event-type-requests.js';
import type { EventTypeBody, EventTypeListBody } from './event-type-responses.js';
import { changedEventTypeItems, type EventTypeRecord, getEventType, listEventTypes, newEventTypeItems } from './event-type-repository.js';

/**
 * The program's event types (operator API): what custom events may be named and the attributes
 * they carry. A type's name is its id and never changes; every change adds one to its version.
 */

const eventTypeView = (record: EventTypeRecord): z.infer<typeof EventTypeBody> => ({
  event_type_id: record.name,
  name: record.name,
  title: record.title,
  attributes: record.attributes,
  status: record.status,
  version: record.version,
  date_created: isoTimestamp(record.date_created),
  date_updated: isoTimestamp(record.date_updated),
});

/** A change, then this container's cached types forgotten: its next event reads them again. */
async function forgetting<T>(clientId: string, build: () => Promise<{ items: WriteItem[]; result: T }>): Promise<T> {
  const result = await optimisticTransaction(build, undefined);
  forgetCatalogue(clientId);
  return result;
}

const unknownType = (name: string) => notFound(`name: the program has no event type named ${name}`);

async function existing(clientId: string, name: string): Promise<EventTypeRecord> {
  const record = await getEventType(clientId, name);
  if (!record) throw unknownType(name);
  return record;
}

/** Makes a type (version 1, active). 409 when the name is taken, 400 past the program's cap; 404 for an unknown program. */
export async function createEventType(clientId: string, input: EventTypeInput) {
  await readClient(clientId);
  const now = nowSeconds();
  const record: EventTypeRecord = { client_id: clientId, ...input, status: 'active', version: 1, date_created: now, date_updated: now };
  return forgetting(clientId, async () => ({ items: newEventTypeItems(record), result: eventTypeView(record) }));
}

/** The program's types by name; archived ones only when asked for. */
export async function eventTypeList(clientId: string, includeArchived: boolean): Promise<z.infer<typeof EventTypeListBody>> {
  await readClient(clientId);
  const records = await listEventTypes(clientId);
  return { event_types: records.filter((record) => includeArchived || record.status === 'active').map(eventTypeView) };
}

/** One type, archived or not; 404 for a name the program does not have. */
export async function eventTypeDetails(clientId: string, name: string) {
  await readClient(clientId);
  return eventTypeView(await existing(clientId, name));
}

/**
 * Replaces a type's title and attributes (version + 1). Attribute changes are taken as sent: a
 * type change or a dropped attribute applies to events checked from then on (docs/decisions.md).
 * An archived type is not changed (409).
 */
export async function changeEventType(clientId: string, name: string, change: EventTypeChange) {
  await readClient(clientId);
  return forgetting(clientId, async () => {
    const current = await existing(clientId, name);
    if (current.status === 'archived') throw new ApiError('conflict', `name: the event type ${name} is archived`);
    noteRequestBefore({ title: current.title, attributes: current.attributes });
    const next: EventTypeRecord = { ...current, ...change, version: current.version + 1, date_updated: nowSeconds() };
    return { items: changedEventTypeItems(current, next), result: eventTypeView(next) };
  });
}

/** Archives a type (version + 1): its name stays taken and its events are refused from then on. 409 when already archived. */
export async function archiveEventType(clientId: string, name: string) {
  await readClient(clientId);
  return forgetting(clientId, async () => {
    const current = await existing(clientId, name);
    if (current.status === 'archived') throw new ApiError('conflict', `name: the event type ${name} is already archived`);
    noteRequestBefore({ status: current.status });
    const next: EventTypeRecord = { ...current, status: 'archived', version: current.version + 1, date_updated: nowSeconds() };
    return { items: changedEventTypeItems(current, next), result: eventTypeView(next) };
  });
}

/**
 * A type as custom events are checked against it: from the per-container catalogue cache (a
 * change is seen within its bound, at once in the container that made it), or read from the
 * table when it is newer than the cached list. Undefined for a name the program does not have.
 */
export async function eventTypeForEvents(clientId: string, name: string): Promise<EventTypeRecord | undefined> {
  const cached = await cachedRead(clientId, 'event_types', () => outsideRequest(() => listEventTypes(clientId)));
  return cached.find((type) => type.name === name) ?? (await getEventType(clientId, name));
}
