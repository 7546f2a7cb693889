import { strictInput } from '../../shared/http/strict-input.js';
import { isoToUnix } from '../../shared/purchases/hosted-requests.js';
import { formOfRoute, PurchaseForms, ReturnForms } from '../../shared/purchases/purchase-forms.js';

describe('hosted purchase forms', () => {
  it('reads an ISO 8601 date-time with its offset as the instant it names, Z or ±hh:mm or ±hhmm, to the second', () => {
    const instant = Date.UTC(2021, 4, 20, 22, 25, 43) / 1000;

    expect(['2021-05-20T18:25:43.511-04:00', '2021-05-20T22:25:43Z', '2021-05-20t22:25:43.9z', '2021-05-21T03:55:43+0530'].map(isoToUnix)).toEqual(Array(4).fill(instant));
  });

  it('refuses a date-time without its offset, a day the calendar lacks, a clock time past 23:59:59 and an offset past 18 hours', () => {
    expect(['2021-05-20T18:25:43', '2021-02-29T10:00:00Z', '2021-05-20T24:00:00Z', '2021-05-20T10:60:00Z', '2021-05-20T10:00:00+19:00', '20 May 2021'].map(isoToUnix)).toEqual(
      Array(6).fill(undefined),
    );
  });

  it("normalises the hosted purchase to this API's input: sku lines, Unix date, coupons as coupon codes, the form it came in", () => {
    const parsed = PurchaseForms.parse({ receipt_id: 'r1', total: '12.50', date_purchased: '2021-05-20T22:25:43Z', items: [{ sku: 7, price: 12.5, quantity: 1 }], coupons: ['C1'] });

    expect(parsed).toEqual({
      receipt_id: 'r1',
      total: 12.5,
      form: 'hosted',
      date_purchase: Date.UTC(2021, 4, 20, 22, 25, 43) / 1000,
      items: [{ id: '7', quantity: 1, price: 12.5 }],
      coupon_codes: ['C1'],
    });
  });

  it("keeps this API's own purchase as it was, marked as its form", () => {
    expect(PurchaseForms.parse({ receipt_id: 'r1', total: 3, items: [{ id: 'A', cost: 1, quantity: 3 }] })).toMatchObject({ form: 'v2', items: [{ id: 'A', quantity: 3, price: 1 }], coupon_codes: [] });
  });

  it('refuses a return mixing both forms, naming the field of the other form', () => {
    const mixed = strictInput(ReturnForms).safeParse({ receipt_id: 'r', original_receipt_id: 'r', return_type: 1, date_returned: '2021-05-20T22:25:43Z', items: [{ id: 'A' }] });

    expect(mixed.success).toBe(false);
    expect(JSON.stringify(mixed.error?.issues)).toContain('receipt_id');
  });

  it('tells the hosted paths from the /v2 ones by their route key', () => {
    expect([formOfRoute('GET /users/{user_id}/purchases'), formOfRoute('GET /v2/users/{user_id}/purchases')]).toEqual(['hosted', 'v2']);
  });
});
