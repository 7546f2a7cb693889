import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { batchGetByKey, itemOf } from '../data/batch-reads.js';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { utcMonthDay } from '../support/periods.js';
import type { TransactItem } from '../data/transactions.js';
import { birthdayKey, birthdayPartitionOf, birthdaySortBoundary, birthdaySortKey, memberKey } from './keys.js';

/**
 * Members by birthday (keys.ts): the item a member with a date of birth keeps beside its
 * profile, which a birthday's day finds without a scan. It is written with the profile whenever
 * the date of birth is set or changes, and keeps the last year the member was celebrated across
 * such changes: a member who moves a birthday already celebrated is not celebrated twice in a year.
 */

const BirthdayItem = z.object({
  client_id: z.string(),
  member_id: z.number(),
  /** MMDD of the date of birth (UTC, as dates of birth are stored). */
  month_day: z.string(),
  /** The last year the member was celebrated; 0 for never. */
  celebrated_year: z.number(),
});
export type BirthdayMark = z.infer<typeof BirthdayItem>;

const decodeBirthday = itemDecoder('member_birthday', BirthdayItem);

/** A date of birth's month and day, MMDD; undefined for none. */
export function monthDayOf(dateOfBirth: unknown): string | undefined {
  return typeof dateOfBirth === 'number' && Number.isFinite(dateOfBirth) ? utcMonthDay(dateOfBirth) : undefined;
}

/** The update that files the member under `monthDay`, keeping the year last celebrated. */
function filedUnder(clientId: string, memberId: number, monthDay: string) {
  return {
    TableName: tableName(),
    Key: birthdayKey(clientId, memberId),
    UpdateExpression:
      'SET #type = :type, client_id = :client, member_id = :member, month_day = :day, GSI1PK = :partition, ' +
      'celebrated_year = if_not_exists(celebrated_year, :never), GSI1SK = if_not_exists(celebrated_sort, :neverSort), celebrated_sort = if_not_exists(celebrated_sort, :neverSort)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':type': 'member_birthday',
      ':client': clientId,
      ':member': memberId,
      ':day': monthDay,
      ':partition': birthdayPartitionOf(clientId, memberId, monthDay),
      ':never': 0,
      ':neverSort': birthdaySortKey(0, clientId, memberId),
    },
  };
}

/**
 * The item's write when the date of birth changes (a new member's included): moved to its new
 * day, keeping the year last celebrated; out of the index when the date is removed. Nothing when
 * the day stays the same.
 */
export function birthdayItems(clientId: string, memberId: number, before: unknown, after: unknown): TransactItem[] {
  const [was, now] = [monthDayOf(before), monthDayOf(after)];
  if (was === now) return [];
  if (now === undefined) return [{ Update: { TableName: tableName(), Key: birthdayKey(clientId, memberId), UpdateExpression: 'REMOVE GSI1PK, GSI1SK' } }];
  return [{ Update: filedUnder(clientId, memberId, now) }];
}

/**
 * Files the members among `memberIds` that have a date of birth and no birthday item yet (members
 * made before birthdays were filed): one BatchGetItem of their profiles and birthday items, then
 * a put for each missing one, conditioned on its absence so a profile change meanwhile stands.
 * Answers how many it filed.
 */
export async function fileMissingBirthdays(clientId: string, memberIds: readonly number[]): Promise<number> {
  const found = await batchGetByKey(memberIds.flatMap((id) => [memberKey(clientId, id), birthdayKey(clientId, id)]));
  let filed = 0;
  await Promise.all(
    memberIds.map(async (id) => {
      const monthDay = monthDayOf(itemOf(found, memberKey(clientId, id))?.date_of_birth);
      if (monthDay === undefined || itemOf(found, birthdayKey(clientId, id))) return;
      if (await sendConditionalWrite(new UpdateCommand({ ...filedUnder(clientId, id, monthDay), ConditionExpression: 'attribute_not_exists(PK)' }))) filed++;
    }),
  );
  return filed;
}

/**
 * The write that records a member celebrated in `year`: conditioned on the year read, so two
 * runs that both found the member celebrate it once.
 */
export function celebratedItem(mark: BirthdayMark, year: number): TransactItem {
  const sortKey = birthdaySortKey(year, mark.client_id, mark.member_id);
  return {
    Update: {
      TableName: tableName(),
      Key: birthdayKey(mark.client_id, mark.member_id),
      UpdateExpression: 'SET celebrated_year = :year, GSI1SK = :sort, celebrated_sort = :sort',
      ConditionExpression: 'celebrated_year = :read',
      ExpressionAttributeValues: { ':year': year, ':sort': sortKey, ':read': mark.celebrated_year },
    },
  };
}

/** The member's birthday item read consistently: what a retry decides on. */
export async function getBirthdayMark(clientId: string, memberId: number): Promise<BirthdayMark | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: birthdayKey(clientId, memberId), ConsistentRead: true }));
  return Item ? decodeBirthday(Item) : undefined;
}

/** One page of a birthday partition's members not celebrated in `year` or later. */
export async function uncelebratedPage(
  partition: string,
  year: number,
  startKey?: Record<string, unknown>,
): Promise<{ marks: BirthdayMark[]; nextKey?: Record<string, unknown> }> {
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :boundary',
      ExpressionAttributeValues: { ':pk': partition, ':boundary': birthdaySortBoundary(year) },
      ExclusiveStartKey: startKey,
      Limit: 200,
    }),
  );
  return { marks: (page.Items ?? []).map(decodeBirthday), nextKey: page.LastEvaluatedKey };
}
