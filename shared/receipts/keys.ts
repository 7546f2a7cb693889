import { type ItemKey, join, SEP, sortableNumber } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';
import type { ReceiptStatus } from './receipt-schemas.js';

/** The keys of receipt submissions, their review queue and their images. */

export { RECEIPT_STATUSES, type ReceiptStatus } from './receipt-schemas.js';

/**
 * A receipt's id says where it lives: `<member id>-<submitted at>-<nonce>`. The operator approves
 * by id alone, so the id leads to the member's partition with no lookup item to write or read.
 */
export interface ReceiptPlace {
  memberId: number;
  at: number;
  nonce: string;
}

const RECEIPT_ID = /^(\d{1,15})-(\d{1,12})-([0-9a-f]{12})$/;

export const receiptIdOf = ({ memberId, at, nonce }: ReceiptPlace): string => `${memberId}-${at}-${nonce}`;

/** The place a receipt id names, or undefined when it names none (made up, or another shape). */
export function placeOfReceiptId(receiptId: string): ReceiptPlace | undefined {
  const match = RECEIPT_ID.exec(receiptId);
  if (!match) return undefined;
  const [, member, at, nonce] = match;
  const memberId = Number(member);
  return Number.isSafeInteger(memberId) && nonce !== undefined ? { memberId, at: Number(at), nonce } : undefined;
}

/** A receipt in its member's partition, newest last: the member's history is a reverse query. */
export const receiptKey = (clientId: string, place: ReceiptPlace): ItemKey => ({
  PK: memberPartitionKey(clientId, place.memberId),
  SK: join('RECEIPT', sortableNumber(place.at, 12), place.nonce),
});
export const memberReceiptsPrefix = (clientId: string, memberId: number) => ({ PK: memberPartitionKey(clientId, memberId), SKPrefix: `RECEIPT${SEP}` });

/** The program's receipts in one status, one GSI2 partition: the review queue is the pending one. */
export const reviewQueuePartition = (clientId: string, status: ReceiptStatus): string => join('CLIENT', clientId, 'RECEIPTS', status);

/** GSI2 keys of a receipt in a status, oldest first, moved whole when its status changes. */
export const reviewQueueIndexKeys = (clientId: string, status: ReceiptStatus, place: ReceiptPlace) => ({
  GSI2PK: reviewQueuePartition(clientId, status),
  GSI2SK: join(sortableNumber(place.at, 12), receiptIdOf(place)),
});

/** Where a receipt's image is kept in the file store. */
export const receiptImageFileKey = (clientId: string, receiptId: string): string => `receipts/${clientId}/${receiptId}.jpg`;
