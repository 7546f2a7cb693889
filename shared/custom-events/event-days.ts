import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/client.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import type { TransactItem } from '../data/transactions.js';
import { utcDay } from '../data/keys.js';
import { DAY_SECONDS } from '../support/periods.js';
import { eventDayKey, eventDayPrefix } from './keys.js';

/**
 * A member's custom events counted per type and day, beside the member: one small item per type
 * and day the member had events of (ADD in the event's own transaction, no read), kept
 * KEPT_DAYS after its day. What `events.<type>.count_30d` in a segment filter counts: at most
 * 31 items of one Query.
 */

export const KEPT_DAYS = 32;
/** The longest window an event count is asked over. */
export const EVENT_WINDOW_DAYS = 30;

export const countEventDayItem = (clientId: string, memberId: number, type: string, at: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: eventDayKey(clientId, memberId, type, utcDay(at)),
    UpdateExpression: 'ADD #count :one SET #type = :type, #expires = :expires',
    ExpressionAttributeNames: { '#count': 'count', '#type': 'type', '#expires': TTL_ATTRIBUTE },
    ExpressionAttributeValues: { ':one': 1, ':type': 'event_day', ':expires': at + KEPT_DAYS * DAY_SECONDS },
  },
});

/** The member's events of each type whose day is within the last `days` days before `now` (its day included). */
export async function eventCountsSince(
  clientId: string,
  memberId: number,
  types: readonly string[],
  now: number,
  days = EVENT_WINDOW_DAYS,
): Promise<Record<string, number>> {
  const from = utcDay(now - (days - 1) * DAY_SECONDS);
  const counts = await Promise.all(
    types.map(async (type) => {
      const { PK, SKPrefix } = eventDayPrefix(clientId, memberId, type);
      const { Items } = await documentClient.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': PK, ':from': `${SKPrefix}${from}`, ':to': `${SKPrefix}\uffff` },
          ExpressionAttributeNames: { '#count': 'count' },
          ProjectionExpression: '#count',
        }),
      );
      return [type, (Items ?? []).reduce((sum, item) => sum + (typeof item.count === 'number' ? item.count : 0), 0)] as const;
    }),
  );
  return Object.fromEntries(counts);
}
