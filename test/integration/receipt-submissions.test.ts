import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { memberOutboxEvents } from '../../local/walks/outbox.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { localDownload } from '../../shared/files/file-store.js';
import { memberPartitionKey } from '../../shared/member-store/index.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { signedInOperator } from '../../local/walks/operators.js';
import { memberCallHeaders } from '../../walk-kit/member-isolation.js';
import { NOT_A_JPEG_BASE64, RECEIPT_JPEG_BASE64 } from '../../walk-kit/receipt-image.js';

/**
 * Receipt images a member submits and an operator reviews: the hosted pages "User Receipt Submit"
 * and "User Receipt History" for the member's side, the operator API's review queue for the rest.
 * An approval credits the member once, in the transaction that decides the receipt; a rejection
 * tells the member why; each writes its webhook event.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const image = { image: RECEIPT_JPEG_BASE64 };

let clientId: string;
let apiKey: string;
let support: string;
let viewer: string;

const submit = (memberId: number, body: Record<string, unknown> = image) => call('POST', `/v2/users/${memberId}/receipts/submit`, { query: { api_key: apiKey }, body });
const history = (memberId: number, query: Record<string, string> = {}) => call('GET', `/v2/users/${memberId}/receipts`, { query: { api_key: apiKey, ...query } });
const queue = (query: Record<string, string> = {}, headers = bearer(support)) => call('GET', `/admin/v1/clients/${clientId}/receipts`, { headers, query });
const approve = (receiptId: string, points: number, headers = bearer(support)) =>
  call('POST', `/admin/v1/clients/${clientId}/receipts/${receiptId}/approve`, { headers, body: { points } });
const reject = (receiptId: string, reason: string, headers = bearer(support)) =>
  call('POST', `/admin/v1/clients/${clientId}/receipts/${receiptId}/reject`, { headers, body: { reason } });
const pointsOf = async (memberId: number) => (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body;

/** The webhook events written for a member. */
const eventsOf = (memberId: number) => memberOutboxEvents(clientId, memberId);

/** The bytes behind a signed link the API answered. */
async function download(link: string): Promise<Buffer | undefined> {
  const url = new URL(link, 'http://localhost');
  const file = await localDownload(url.pathname, url.searchParams, nowSeconds());
  return 'body' in file ? file.body : undefined;
}

beforeAll(async () => {
  ({ clientId, apiKey } = await newClient());
  ({ token: support } = await signedInOperator('support'));
  ({ token: viewer } = await signedInOperator('viewer'));
});

describe("a member's receipt submission (follows the hosted page 'User Receipt Submit')", () => {
  it('answers the receipt id and the hosted message, and the receipt waits in pending_review', async () => {
    const member = await newMember(apiKey);

    const res = await submit(member.id, { ...image, file_name: 'groceries.jpg' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.stringMatching(/^\d+-\d+-[0-9a-f]{12}$/), message: 'Receipt successfully submitted for processing.', status: 'pending_review' });
    const listed = (await queue()).body.receipts.find((receipt: any) => receipt.receipt_id === res.body.id);
    expect(listed).toMatchObject({ member_id: member.id, status: 'pending_review', file_name: 'groceries.jpg', image_bytes: 134, points: null });
    expect(await download(listed.image_url)).toEqual(Buffer.from(RECEIPT_JPEG_BASE64, 'base64'));
  });

  it("is open to the member's own token, as the hosted API's mobile apps call it", async () => {
    const member = await newMember(apiKey);
    const token = (await call('POST', `/v2/users/${member.id}/tokens`, { query: { api_key: apiKey } })).body.token;

    const res = await call('POST', `/v2/users/${member.id}/receipts/submit`, { headers: memberCallHeaders(token), body: image });

    expect(res.status).toBe(200);
  });

  it('refuses what is not a JPEG, a missing or oversized image and extra fields with a 400 naming the field, and an unknown member with 404', async () => {
    const member = await newMember(apiKey);

    const notJpeg = await submit(member.id, { image: NOT_A_JPEG_BASE64 });
    const missing = await submit(member.id, {});
    const notBase64 = await submit(member.id, { image: 'not base64!' });
    const oversized = await submit(member.id, { image: 'A'.repeat(100_004) });
    const hostedFileId = await submit(member.id, { ...image, file_id: '283f26e2be62866cb06c40886cd11c9fa2396385' });
    const nobody = await submit(999_999_999);

    expect(notJpeg.status).toBe(400);
    expect(notJpeg.body).toEqual({ error: 'input_error', message: 'image: must be a JPEG (jpg or jpeg) in base64' });
    for (const refused of [missing, notBase64, oversized]) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('image');
    }
    expect(hostedFileId.status).toBe(400);
    expect(hostedFileId.body.message).toContain('file_id');
    expect(nobody.status).toBe(404);
    expect(nobody.body).toEqual({ error: 'page_not_found', message: 'user does not exist' });
    expect((await history(member.id)).body.submitted_receipts).toEqual([]);
  });
});

describe("a member's receipts (follows the hosted page 'User Receipt History')", () => {
  it('lists them newest first, paged as the hosted page pages them, each with its image link and scan result', async () => {
    const member = await newMember(apiKey);
    const ids: string[] = [];
    for (const name of ['one.jpg', 'two.jpg', 'three.jpg']) ids.push((await submit(member.id, { ...image, file_name: name })).body.id);

    const first = await history(member.id, { page_size: '2' });
    const second = await history(member.id, { page_size: '2', page: '2' });

    expect(first.status).toBe(200);
    expect(first.body.paging).toMatchObject({ total: 3, pages: 2, prev_page: null, next_page: expect.stringContaining('page=2') });
    expect(first.body.submitted_receipts.map((receipt: any) => receipt.file_name)).toEqual(['three.jpg', 'two.jpg']);
    expect(second.body.submitted_receipts.map((receipt: any) => receipt.id)).toEqual([ids[0]]);
    expect(first.body.submitted_receipts[0]).toEqual({
      id: ids[2],
      date_submitted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      file_id: ids[2],
      file_name: 'three.jpg',
      file_url: expect.any(String),
      scan_result: 'NOT_SCANNED',
      scan_result_text: 'Your receipt is waiting to be reviewed.',
      status: 'pending_review',
      points: null,
    });
    expect(await download(first.body.submitted_receipts[0].file_url)).toEqual(Buffer.from(RECEIPT_JPEG_BASE64, 'base64'));
  });
});

describe('the review queue (operator API)', () => {
  it('approves a pending receipt with points: the member is credited once, the receipt leaves the queue, the member sees AWARDED and receipt.approved is written', async () => {
    const member = await newMember(apiKey);
    const { id } = (await submit(member.id)).body;
    const before = await pointsOf(member.id);

    const res = await approve(id, 40);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ receipt_id: id, member_id: member.id, status: 'approved', points: 40, reason: null, reviewed_by: expect.any(String) });
    expect((await pointsOf(member.id)).redeemable_points).toBe(before.redeemable_points + 40);
    expect((await queue()).body.receipts.map((receipt: any) => receipt.receipt_id)).not.toContain(id);
    expect((await queue({ status: 'approved' })).body.receipts.map((receipt: any) => receipt.receipt_id)).toContain(id);
    expect((await history(member.id)).body.submitted_receipts[0]).toMatchObject({ scan_result: 'AWARDED', scan_result_text: 'Your receipt earned 40 points.', points: 40 });
    expect((await eventsOf(member.id)).filter((event) => event.type === 'receipt.approved')).toEqual([
      expect.objectContaining({ type: 'receipt.approved', data: { receipt_id: id, points: 40 } }),
    ]);
    const ledger = await call('GET', `/admin/v1/clients/${clientId}/members/${member.id}/ledger`, { headers: ADMIN_HEADERS });
    expect(ledger.body.entries[0]).toMatchObject({ kind: 'receipt_claim', name: 'Receipt scan', num_points: 40 });
    expect((await call('GET', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey } })).status).toBe(200);
  });

  it('rejects a pending receipt with a reason the member then reads, writes receipt.rejected, and a decided receipt is never decided again', async () => {
    const member = await newMember(apiKey);
    const { id } = (await submit(member.id)).body;

    const res = await reject(id, 'The total is not readable.');
    const approvedAfter = await approve(id, 10);
    const rejectedAgain = await reject(id, 'again');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', reason: 'The total is not readable.', points: null });
    expect(approvedAfter.status).toBe(409);
    expect(approvedAfter.body).toEqual({ error: 'conflict', message: 'the receipt was already reviewed (rejected)' });
    expect(rejectedAgain.status).toBe(409);
    expect((await pointsOf(member.id)).redeemable_points).toBe(0);
    expect((await history(member.id)).body.submitted_receipts[0]).toMatchObject({ scan_result: 'REJECTED', scan_result_text: 'The total is not readable.', status: 'rejected' });
    expect((await eventsOf(member.id)).filter((event) => event.type.startsWith('receipt.'))).toEqual([
      expect.objectContaining({ type: 'receipt.rejected', data: { receipt_id: id, reason: 'The total is not readable.' } }),
    ]);
  });

  it('of two approvals at once credits the member once: the other answers conflict', async () => {
    const member = await newMember(apiKey);
    const { id } = (await submit(member.id)).body;

    const answers = await Promise.all([approve(id, 30), approve(id, 30, ADMIN_HEADERS)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await pointsOf(member.id)).redeemable_points).toBe(30);
    expect((await eventsOf(member.id)).filter((event) => event.type === 'receipt.approved')).toHaveLength(1);
  });

  it('pages the queue oldest first with a cursor, and refuses a cursor that is no receipt of the queue', async () => {
    const { clientId: own, apiKey: ownKey } = await newClient();
    const member = await newMember(ownKey);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await call('POST', `/v2/users/${member.id}/receipts/submit`, { query: { api_key: ownKey }, body: image })).body.id);
    const page = (query: Record<string, string>) => call('GET', `/admin/v1/clients/${own}/receipts`, { headers: ADMIN_HEADERS, query });

    const first = await page({ limit: '2' });
    const second = await page({ limit: '2', cursor: first.body.next_cursor });
    const madeUp = await page({ cursor: 'nothing-here' });

    expect(first.body.receipts.map((receipt: any) => receipt.receipt_id)).toEqual(ids.slice(0, 2));
    expect(first.body.next_cursor).toBe(ids[1]);
    expect(second.body).toMatchObject({ receipts: [expect.objectContaining({ receipt_id: ids[2] })], next_cursor: null });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.message).toContain('cursor');
  });

  it('lets support and above review; a viewer is refused, support is held to the adjustment limit, and an unknown receipt is not found', async () => {
    const member = await newMember(apiKey);
    const { id } = (await submit(member.id)).body;

    const asViewer = await approve(id, 10, bearer(viewer));
    const viewerQueue = await queue({}, bearer(viewer));
    const overLimit = await approve(id, 1_001);
    const unknown = await approve(`${member.id}-1-000000000000`, 10);
    const malformed = await reject('not-a-receipt', 'no');
    const noPoints = await approve(id, 0);

    expect(asViewer.status).toBe(403);
    expect(viewerQueue.status).toBe(403);
    expect(overLimit.status).toBe(403);
    expect(overLimit.body.message).toContain('points');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'not_found', message: 'receipt does not exist' });
    expect(malformed.status).toBe(404);
    expect(noPoints.status).toBe(400);
    expect(noPoints.body.message).toContain('points');
    expect((await approve(id, 1_001, ADMIN_HEADERS)).status).toBe(200);
  });
});
