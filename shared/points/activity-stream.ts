import type * as z from 'zod';
import type { MemberRecord } from '../member-store/index.js';
import { newestStreamRecords, putStreamRecordItem, type StreamRecord } from './stream-repository.js';
import type { TransactItem } from '../data/transactions.js';
import type { StreamBody } from './points-responses.js';

/**
 * The feed of recent earnings by all members (spec 4.9, 2.13). Every earning writes a record
 * in its own transaction, unless the member opted out of the stream.
 */

/**
 * What members did shows; an operator's adjustment does not: it is no activity (a record's id is
 * the activity's), other members have no business seeing a support desk's compensation, and a
 * taken-back adjustment never showed either.
 */
export const showsInStream = (movement: { kind: string }): boolean => movement.kind !== 'adjustment';

/** What an earning shows in the stream beyond the member and the points. */
export interface StreamDisplay {
  activityImage?: string | null;
  linkHref?: string | null;
  contentLink?: string | null;
  contentTitle?: string | null;
  contentDescription?: string | null;
  contentImg?: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A member may hide their first name from the stream; shown unless they said no. */
const showsFirstName = (member: MemberRecord): boolean => member.display_first_name !== false;

function displayName(member: MemberRecord): string {
  const first = text(member.first_name);
  const last = text(member.last_name);
  if (showsFirstName(member) && first) return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
  return text(member.username) ?? `Member ${member.id}`;
}

export interface StreamEvent {
  entryId: string;
  name: string;
  points: number;
  at: number;
  activityId: string | null;
  display?: StreamDisplay;
}

/** The stream record of one earning, or nothing for members who opted out. */
export function streamRecordItems(member: MemberRecord, event: StreamEvent, now: number, shard: number): TransactItem[] {
  if (member.activity_stream_opt_in === false || event.points <= 0) return [];
  const display = event.display ?? {};
  const numericId = event.activityId !== null && /^\d+$/.test(event.activityId) ? Number(event.activityId) : null;
  const record: StreamRecord = {
    member_id: member.id,
    link_href: display.linkHref ?? null,
    activity_image: display.activityImage ?? '',
    activity_text: event.name,
    id: numericId,
    username: text(member.username) ?? '',
    first_name: showsFirstName(member) ? text(member.first_name) : null,
    display_first_name: showsFirstName(member),
    completed_time: event.at,
    num_points: event.points,
    content_link: display.contentLink ?? null,
    content_title: display.contentTitle ?? null,
    content_description: display.contentDescription ?? null,
    content_img: display.contentImg ?? null,
    display_name: displayName(member),
  };
  return [putStreamRecordItem(member.client_id, shard, event.entryId, record, now)];
}

/** Endpoint 22: the newest n records of the program; first_name only where the member allows it. */
export async function activityStream(clientId: string, n: number): Promise<z.infer<typeof StreamBody>> {
  const records = (await newestStreamRecords(clientId, n)).map(({ member_id: _member, first_name, ...record }) =>
    record.display_first_name && first_name ? { ...record, first_name } : record,
  );
  return { count: records.length, records };
}
