import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LedgerEntry, MemberCoupon, MemberPurchase, MemberRedemption } from '../api/answers.js';
import { memberKey } from '../api/members.js';
import { unwrap } from '../api/problem.js';
import { AuditEntries } from '../components/audit-entries.js';
import { LedgerExplanation } from '../components/rule-explanation.js';
import { When } from '../components/when.js';
import { Empty, Loading, QueryError } from '../components/forms.js';
import { type Column, PagedTable } from '../components/paged-table.js';
import { NumberedPager, Pager, useCursorPages } from '../components/pager.js';
import { useOperator } from '../operator.js';

/** A member's history, one tab each: ledger, redemptions, coupons, purchases, audit entries. */

interface MemberProps {
  clientId: string;
  memberId: string;
}

const PAGE_SIZE = 10;

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

const LEDGER_COLUMNS: readonly Column<LedgerEntry>[] = [
  { header: 'Date', cell: (entry) => <When at={entry.date_created} /> },
  { header: 'Kind', cell: (entry) => entry.kind },
  {
    header: 'What',
    cell: (entry) => (
      <>
        {entry.name}
        {entry.notes && <span className="notes"> — {entry.notes}</span>}
      </>
    ),
  },
  { header: 'Points', number: true, cell: (entry) => signed(entry.num_points), className: (entry) => (entry.num_points < 0 ? 'negative' : undefined) },
  { header: 'Redeemable after', number: true, cell: (entry) => entry.ending_redeemable },
  { header: 'Total after', number: true, cell: (entry) => entry.ending_total },
];

const REDEMPTION_COLUMNS: readonly Column<MemberRedemption>[] = [
  { header: 'Date', cell: (order) => <When at={order.date_created} /> },
  { header: 'Reward', cell: (order) => order.reward_title },
  { header: 'Quantity', number: true, cell: (order) => order.quantity },
  { header: 'Points', number: true, cell: (order) => order.total_points_redeemed },
  {
    header: 'Fulfilled',
    cell: (order) =>
      order.date_fulfilled ? (
        <>
          <When at={order.date_fulfilled} />
          {order.tracking_number ? ` (${order.tracking_number})` : ''}
        </>
      ) : (
        ''
      ),
  },
];

const COUPON_COLUMNS: readonly Column<MemberCoupon>[] = [
  { header: 'Code', cell: (coupon) => <code>{coupon.code}</code> },
  { header: 'Reward', cell: (coupon) => coupon.reward_title },
  { header: 'Category', cell: (coupon) => coupon.coupon_category_name },
  { header: 'Issued', cell: (coupon) => <When at={coupon.coupon_date_created} /> },
  { header: 'Expires', cell: (coupon) => (coupon.date_to_expire ? <When at={coupon.date_to_expire} /> : 'Never') },
];

const PURCHASE_COLUMNS: readonly Column<MemberPurchase>[] = [
  { header: 'Date', cell: (purchase) => <When at={purchase.date_purchase} /> },
  { header: 'Receipt', cell: (purchase) => <code>{purchase.receipt_id}</code> },
  { header: 'Total', number: true, cell: (purchase) => purchase.purchase_total },
  { header: 'Points', number: true, cell: (purchase) => purchase.total_points_awarded },
  { header: 'Returned', cell: (purchase) => purchase.returned },
];

export function MemberLedger({ clientId, memberId }: MemberProps) {
  const { api } = useOperator();
  const pages = useCursorPages();
  const [explaining, setExplaining] = useState<LedgerEntry>();
  const columns: readonly Column<LedgerEntry>[] = [
    ...LEDGER_COLUMNS,
    {
      header: 'Why',
      cell: (entry) =>
        // A credit's trigger and the rules that answered it; a debit has none to show.
        entry.num_points > 0 && (
          <button
            type="button"
            className="secondary small"
            aria-expanded={explaining?.entry_id === entry.entry_id}
            aria-label={`Explain ${entry.name}, ${signed(entry.num_points)} points`}
            onClick={() => setExplaining(entry)}
          >
            Explain
          </button>
        ),
    },
  ];
  const ledger = useQuery({
    queryKey: [...memberKey(clientId, memberId), 'ledger', pages.cursor ?? ''],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/members/{member_id}/ledger', {
          params: { path: { client_id: clientId, member_id: memberId }, query: { limit: PAGE_SIZE, ...(pages.cursor ? { cursor: pages.cursor } : {}) } },
        }),
      ),
  });
  return (
    <PagedTable
      query={ledger}
      what="the ledger"
      label="Ledger"
      caption="Points movements, newest first"
      className="ledger"
      items={(data) => data.entries}
      rowKey={(entry) => entry.entry_id}
      columns={columns}
      empty="No points movements yet."
      pager={(data) => (
        <>
          <Pager pages={pages} nextCursor={data.next_cursor} label="Ledger" />
          {explaining && (
            <LedgerExplanation
              clientId={clientId}
              memberId={memberId}
              entryId={explaining.entry_id}
              title={`${explaining.name}, ${signed(explaining.num_points)} points`}
              onClose={() => setExplaining(undefined)}
            />
          )}
        </>
      )}
    />
  );
}

export function MemberRedemptions({ clientId, memberId }: MemberProps) {
  const { api } = useOperator();
  const [page, setPage] = useState(1);
  const redemptions = useQuery({
    queryKey: [...memberKey(clientId, memberId), 'redemptions', page],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/members/{member_id}/redemptions', {
          params: { path: { client_id: clientId, member_id: memberId }, query: { page: String(page), page_size: String(PAGE_SIZE) } },
        }),
      ),
  });
  return (
    <PagedTable
      query={redemptions}
      what="redemptions"
      label="Redemptions"
      caption="Redemptions, newest first"
      items={(data) => data.rewards}
      // The page's orders carry no id of their own.
      rowKey={(order, at) => `${order.date_created}-${order.reward_id}-${at}`}
      columns={REDEMPTION_COLUMNS}
      empty="No redemptions."
      pager={({ paging }) => <NumberedPager page={page} pages={paging.pages} total={paging.total} label="Redemptions" onPage={setPage} />}
    />
  );
}

export function MemberCoupons({ clientId, memberId }: MemberProps) {
  const { api } = useOperator();
  const coupons = useQuery({
    queryKey: [...memberKey(clientId, memberId), 'coupons'],
    queryFn: () =>
      unwrap(api.GET('/admin/v1/clients/{client_id}/members/{member_id}/coupons', { params: { path: { client_id: clientId, member_id: memberId } } })),
  });
  return (
    <PagedTable
      query={coupons}
      what="coupons"
      label="Coupons"
      caption="Coupons"
      items={(data) => data}
      rowKey={(coupon) => String(coupon.redeem_order_coupon_id)}
      columns={COUPON_COLUMNS}
      empty="No coupons."
    />
  );
}

export function MemberPurchases({ clientId, memberId }: MemberProps) {
  const { api } = useOperator();
  const [page, setPage] = useState(1);
  // Purchases are recorded only where the program has Purchase V1 on; elsewhere the API refuses the list.
  const settings = useQuery({
    queryKey: ['settings', clientId],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/settings', { params: { path: { client_id: clientId } } })),
  });
  const enabled = settings.data?.purchase_v1 === true;
  const purchases = useQuery({
    enabled,
    queryKey: [...memberKey(clientId, memberId), 'purchases', page],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/members/{member_id}/purchases', {
          params: { path: { client_id: clientId, member_id: memberId }, query: { page: String(page), page_size: String(PAGE_SIZE) } },
        }),
      ),
  });
  if (settings.isPending) return <Loading what="purchases" />;
  if (settings.isError) return <QueryError error={settings.error} />;
  if (!enabled) return <Empty>This program does not record purchases (Purchase V1 is off in its settings).</Empty>;
  return (
    <PagedTable
      query={purchases}
      what="purchases"
      label="Purchases"
      caption="Purchases, newest first"
      items={(data) => data.purchases}
      rowKey={(purchase) => String(purchase.purchase_id)}
      columns={PURCHASE_COLUMNS}
      empty="No purchases."
      pager={({ paging }) => <NumberedPager page={page} pages={paging.pages} total={paging.total} label="Purchases" onPage={setPage} />}
    />
  );
}

export function MemberAudit({ clientId, memberId }: MemberProps) {
  const { api } = useOperator();
  const pages = useCursorPages();
  const audit = useQuery({
    queryKey: [...memberKey(clientId, memberId), 'audit', pages.cursor ?? ''],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/audit', {
          params: {
            path: { client_id: clientId },
            query: { member_id: Number(memberId), limit: PAGE_SIZE, ...(pages.cursor ? { cursor: pages.cursor } : {}) },
          },
        }),
      ),
  });
  if (audit.isPending) return <Loading what="audit entries" />;
  if (audit.isError) return <QueryError error={audit.error} />;
  return (
    <>
      {audit.data.entries.length === 0 ? <Empty>No operator has changed this member yet.</Empty> : <AuditEntries entries={audit.data.entries} />}
      <Pager pages={pages} nextCursor={audit.data.next_cursor} label="Member audit" />
    </>
  );
}
