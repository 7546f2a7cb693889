import { randomBytes } from 'node:crypto';
import type * as z from 'zod';
import { noteRequestTargets } from '../data/request-record.js';
import { guarded, optimisticTransaction } from '../data/transactions.js';
import { ApiError, inputError, notFound, paramError } from '../errors.js';
import { memberEventItem } from '../events/index.js';
import { fileStore } from '../files/file-store.js';
import { pageRange, type PageRequest } from '../support/pages.js';
import { getMember, type MemberRecord } from '../member-store/index.js';
import type { Operator } from '../operators/index.js';
import { holdToSupportLimit, pointsMovement } from '../points/index.js';
import type { ClientRecord } from '../programs/index.js';
import type { MemberRequest } from '../requests/index.js';
import { nowMillis, nowSeconds } from '../support/clock.js';
import { placeOfReceiptId, type ReceiptPlace, receiptIdOf, receiptImageFileKey, reviewQueueIndexKeys, receiptKey } from './keys.js';
import {
  getReceipt,
  listMemberReceipts,
  putReceiptItem,
  type ReceiptDecision,
  type ReceiptRecord,
  receiptsInStatus,
  reviewReceiptItem,
} from './receipt-repository.js';
import type { ApproveReceiptInput, ReceiptQueueInput, RejectReceiptInput, SubmitReceiptInput } from './receipt-requests.js';
import type { QueuedReceiptBody, ReviewedReceiptBody, SubmittedReceiptBody, SubmittedReceiptEntryBody } from './receipt-responses.js';

/**
 * Receipt submission and review: a member sends a photo of a receipt, which waits in
 * pending_review until an operator approves it with points or rejects it with a reason. The
 * approval's credit and the status change are one transaction, conditional on the receipt still
 * pending: of two approvals at once exactly one credits the member. Either verdict writes its
 * webhook event (receipt.approved, receipt.rejected) in the same transaction.
 */

/** Links to images last an hour: long enough to review a page, short enough not to be shared around. */
const IMAGE_LINK_SECONDS = 3_600;
/** Every JPEG starts with its SOI marker and a segment marker. */
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

const receiptNotFound = () => notFound('receipt does not exist');
const alreadyReviewed = (status: string) => new ApiError('conflict', `the receipt was already reviewed (${status})`);

const placeOrNotFound = (receiptId: string): ReceiptPlace => {
  const place = placeOfReceiptId(receiptId);
  if (!place) throw receiptNotFound();
  return place;
};

/** The member's receipt: a submission with its image, in pending_review. */
export async function submitReceipt(request: MemberRequest, input: SubmitReceiptInput): Promise<z.infer<typeof SubmittedReceiptBody>> {
  const { client, member } = request;
  const image = Buffer.from(input.image, 'base64');
  if (image.length < JPEG_START.length || !image.subarray(0, JPEG_START.length).equals(JPEG_START))
    throw inputError('image: must be a JPEG (jpg or jpeg) in base64');
  const now = nowSeconds();
  // The millisecond within the request's second leads the nonce, so receipts of one second list in
  // the order they came; one served after its second ended (the clock holds the arrival second) takes the last.
  const millis = Math.min(999, Math.max(0, nowMillis() - now * 1000))
    .toString(16)
    .padStart(3, '0');
  const place: ReceiptPlace = { memberId: member.id, at: now, nonce: `${millis}${randomBytes(5).toString('hex').slice(0, 9)}` };
  const receiptId = receiptIdOf(place);
  const fileKey = receiptImageFileKey(client.clientId, receiptId);
  noteRequestTargets({ receipt_id: receiptId });
  // The image first: a receipt never points at an image that is not there (a failed write leaves an unreferenced image at most).
  await fileStore().write(fileKey, image);
  const record: ReceiptRecord = {
    receipt_id: receiptId,
    client_id: client.clientId,
    member_id: member.id,
    status: 'pending_review',
    date_submitted: now,
    file_key: fileKey,
    file_name: input.file_name ?? 'receipt.jpg',
    image_bytes: image.length,
  };
  return optimisticTransaction(
    async () => ({
      items: [putReceiptItem(record, place)],
      result: { id: receiptId, message: 'Receipt successfully submitted for processing.', status: 'pending_review' as const },
    }),
    request.answerRecord,
  );
}

const SCAN_RESULT = { pending_review: 'NOT_SCANNED', approved: 'AWARDED', rejected: 'REJECTED' } as const;

function scanText(record: ReceiptRecord): string {
  if (record.status === 'approved') return `Your receipt earned ${record.points} points.`;
  if (record.status === 'rejected') return record.reason ?? 'Your receipt was not accepted.';
  return 'Your receipt is waiting to be reviewed.';
}

const imageLink = (record: ReceiptRecord, now: number) => fileStore().downloadUrl(record.file_key, now + IMAGE_LINK_SECONDS);

/** A page of the member's receipts, newest first (the newest MAX_LISTED_RECEIPTS in all). */
export async function memberReceiptsPage(member: MemberRecord, request: PageRequest) {
  const now = nowSeconds();
  const receipts = await listMemberReceipts(member.client_id, member.id);
  const { start, end } = pageRange(receipts.length, request);
  const items: Array<z.infer<typeof SubmittedReceiptEntryBody>> = await Promise.all(
    receipts.slice(start, end).map(async (record) => ({
      id: record.receipt_id,
      date_submitted: new Date(record.date_submitted * 1000).toISOString().replace('.000Z', 'Z'),
      file_id: record.receipt_id,
      file_name: record.file_name,
      file_url: await imageLink(record, now),
      scan_result: SCAN_RESULT[record.status],
      scan_result_text: scanText(record),
      status: record.status,
      points: record.points ?? null,
    })),
  );
  return { total: receipts.length, items };
}

const reviewedView = (record: ReceiptRecord): z.infer<typeof ReviewedReceiptBody> => ({
  receipt_id: record.receipt_id,
  member_id: record.member_id,
  status: record.status,
  date_submitted: record.date_submitted,
  points: record.points ?? null,
  reason: record.reason ?? null,
  reviewed_by: record.reviewed_by ?? null,
  date_reviewed: record.date_reviewed ?? null,
});

/** The cursor of a page is the last receipt's id: its keys, index keys included, follow from it. */
function afterCursor(clientId: string, query: ReceiptQueueInput): Record<string, string> | undefined {
  if (query.cursor === undefined) return undefined;
  const place = placeOfReceiptId(query.cursor);
  if (!place) throw paramError('cursor: must be the next_cursor of a previous page');
  return { ...receiptKey(clientId, place), ...reviewQueueIndexKeys(clientId, query.status, place) };
}

/** The program's receipts in a status (the review queue: pending_review), oldest first, a page at a time. */
export async function receiptQueue(
  clientId: string,
  query: ReceiptQueueInput,
): Promise<{ receipts: Array<z.infer<typeof QueuedReceiptBody>>; next_cursor: string | null }> {
  const now = nowSeconds();
  const { receipts, last } = await receiptsInStatus(clientId, query.status, { limit: query.limit, after: afterCursor(clientId, query) });
  const views = await Promise.all(
    receipts.map(async (record) => ({
      ...reviewedView(record),
      file_name: record.file_name,
      image_bytes: record.image_bytes,
      image_url: await imageLink(record, now),
    })),
  );
  return { receipts: views, next_cursor: last === undefined ? null : (receipts.at(-1)?.receipt_id ?? null) };
}

/** The receipt, still pending, or why it cannot be reviewed. */
async function pendingReceipt(clientId: string, place: ReceiptPlace): Promise<ReceiptRecord> {
  const record = await getReceipt(clientId, place);
  if (!record) throw receiptNotFound();
  if (record.status !== 'pending_review') throw alreadyReviewed(record.status);
  return record;
}

/**
 * Approves a pending receipt: the member is credited `points` (a support operator up to the
 * program's adjustment limit) in the transaction that marks the receipt approved, under the
 * condition that it is still pending, with its receipt.approved event.
 */
export async function approveReceipt(client: ClientRecord, receiptId: string, input: ApproveReceiptInput, operator: Operator) {
  holdToSupportLimit(client, operator, input.points);
  const { clientId } = client;
  const place = placeOrNotFound(receiptId);
  // The audit entry names the member in the transaction, rather than learning it from the answer in a write of its own.
  noteRequestTargets({ member_id: String(place.memberId) });
  const decision: ReceiptDecision = { status: 'approved', points: input.points };
  return optimisticTransaction(async () => {
    const [record, member] = await Promise.all([pendingReceipt(clientId, place), getMember(clientId, place.memberId, true)]);
    if (!member) throw notFound('the member of the receipt does not exist');
    const now = nowSeconds();
    const movement = pointsMovement(
      member,
      { kind: 'receipt_claim', points: input.points, name: 'Receipt scan', at: now, details: { receipt_id: receiptId } },
      client.settings,
    );
    const reviewed = { ...record, ...decision, reviewed_by: operator.name, date_reviewed: now };
    return {
      items: [
        ...movement.items,
        guarded(reviewReceiptItem(clientId, place, decision, operator.name, now), () => alreadyReviewed('by another operator')),
        memberEventItem(clientId, member.id, 'receipt.approved', { receipt_id: receiptId, points: input.points }, now),
      ],
      result: reviewedView(reviewed),
    };
  }, undefined);
}

/** Rejects a pending receipt with a reason the member sees, with its receipt.rejected event. */
export async function rejectReceipt(clientId: string, receiptId: string, input: RejectReceiptInput, operator: Operator) {
  const place = placeOrNotFound(receiptId);
  noteRequestTargets({ member_id: String(place.memberId) });
  const decision: ReceiptDecision = { status: 'rejected', reason: input.reason };
  return optimisticTransaction(async () => {
    const record = await pendingReceipt(clientId, place);
    const now = nowSeconds();
    return {
      items: [
        guarded(reviewReceiptItem(clientId, place, decision, operator.name, now), () => alreadyReviewed('by another operator')),
        memberEventItem(clientId, record.member_id, 'receipt.rejected', { receipt_id: receiptId, reason: input.reason }, now),
      ],
      result: reviewedView({ ...record, ...decision, reviewed_by: operator.name, date_reviewed: now }),
    };
  }, undefined);
}
