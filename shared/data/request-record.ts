import { AsyncLocalStorage } from 'node:async_hooks';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

/**
 * An item a request writes once about itself (an operator's audit entry): inside the first
 * transaction the request commits, so the record and the change it describes commit together or
 * not at all, or on its own once the request has answered when no transaction of the request had
 * room for it (a change made by single-item writes). A transaction that is cancelled writes no
 * record.
 */
export interface RequestRecord {
  /** The item as the document client writes it (PK, SK and attributes). */
  readonly item: Record<string, unknown>;
  /** True once a transaction of the request has committed the record. */
  written: boolean;
}

/** A TransactWriteItems holds at most 100 items. */
const MAX_TRANSACTION_ITEMS = 100;

const records = new AsyncLocalStorage<RequestRecord>();

/** Runs `work` with `record` as the record its transactions carry. */
export const withRequestRecord = <T>(record: RequestRecord, work: () => Promise<T>): Promise<T> => records.run(record, work);

/**
 * Names, for the request's record, what the request is creating (an id drawn for a new item), so
 * the record carries it in the same transaction instead of learning it from the answer later.
 * Called again on a retried attempt, the newest ids win.
 */
export function noteRequestTargets(targets: Record<string, string>): void {
  const record = records.getStore();
  if (!record || record.written) return;
  record.item.targets = { ...(record.item.targets as Record<string, string> | undefined), ...targets };
}

/**
 * Names, for the request's record, what the fields it changes held before (an audit entry's
 * "before" beside its "changes"). Called again on a retried attempt, the last read wins: it is
 * the state the committed change replaced.
 */
export function noteRequestBefore(before: Record<string, unknown>): void {
  const record = records.getStore();
  if (!record || record.written) return;
  record.item.before = before;
}

type Send = (command: unknown, options?: unknown) => Promise<unknown>;

/**
 * Sends `command` through `send`; a transaction of a request whose record is not yet written, and
 * that has room, carries the record as its last item (so the cancellation reasons of the
 * transaction's own items keep their places).
 */
export async function sendCarryingRecord(send: Send, command: unknown, options?: unknown): Promise<unknown> {
  const record = records.getStore();
  if (!record || record.written || !(command instanceof TransactWriteCommand)) return send(command, options);
  const items = command.input.TransactItems ?? [];
  if (items.length >= MAX_TRANSACTION_ITEMS) return send(command, options);
  const carrying = new TransactWriteCommand({ ...command.input, TransactItems: [...items, { Put: { TableName: tableOf(items), Item: record.item } }] });
  const answer = await send(carrying, options);
  record.written = true;
  return answer;
}

/** The table the transaction writes: records go to the same single table. */
function tableOf(items: NonNullable<TransactWriteCommand['input']['TransactItems']>): string | undefined {
  const first = items[0];
  return first?.Put?.TableName ?? first?.Update?.TableName ?? first?.Delete?.TableName ?? first?.ConditionCheck?.TableName;
}
