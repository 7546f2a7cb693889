import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { memberKey } from '../api/members.js';
import { unwrap } from '../api/problem.js';
import { AuditEntries } from '../components/audit-entries.js';
import { formatDate } from '../components/dates.js';
import { TableWrap } from '../components/table-wrap.js';
import { Empty, Loading, QueryError } from '../components/forms.js';
import { NumberedPager, Pager, useCursorPages } from '../components/pager.js';
import { useOperator } from '../operator.js';

/** A member's history, one tab each: ledger, redemptions, coupons, purchases, audit entries. */

interface MemberProps {
  clientId: string;
  memberId: string;
}

const PAGE_SIZE = 10;

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

export function MemberLedger({ clientId, memberId }: MemberProps) {
  const { api } = useOperator();
  const pages = useCursorPages();
  const ledger = useQuery({
    queryKey: [...memberKey(clientId, memberId), 'ledger', pages.cursor ?? ''],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/members/{member_id}/ledger', {
          params: { path: { client_id: clientId, member_id: memberId }, query: { limit: PAGE_SIZE, ...(pages.cursor ? { cursor: pages.cursor } : {}) } },
        }),
      ),
  });
  if (ledger.isPending) return <Loading what="the ledger" />;
  if (ledger.isError) return <QueryError error={ledger.error} />;
  return (
    <>
      {ledger.data.entries.length === 0 ? (
        <Empty>No points movements yet.</Empty>
      ) : (
        <TableWrap label="Ledger">
          <table className="ledger">
            <caption className="visually-hidden">Points movements, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Kind</th>
                <th scope="col">What</th>
                <th scope="col">Points</th>
                <th scope="col">Redeemable after</th>
                <th scope="col">Total after</th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.entries.map((entry) => (
                <tr key={entry.entry_id}>
                  <td>{formatDate(entry.date_created)}</td>
                  <td>{entry.kind}</td>
                  <td>
                    {entry.name}
                    {entry.notes && <span className="notes"> — {entry.notes}</span>}
                  </td>
                  <td className={entry.num_points < 0 ? 'number negative' : 'number'}>{signed(entry.num_points)}</td>
                  <td className="number">{entry.ending_redeemable}</td>
                  <td className="number">{entry.ending_total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager pages={pages} nextCursor={ledger.data.next_cursor} label="Ledger" />
    </>
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
  if (redemptions.isPending) return <Loading what="redemptions" />;
  if (redemptions.isError) return <QueryError error={redemptions.error} />;
  const { rewards, paging } = redemptions.data;
  return (
    <>
      {rewards.length === 0 ? (
        <Empty>No redemptions.</Empty>
      ) : (
        <TableWrap label="Redemptions">
          <table>
            <caption className="visually-hidden">Redemptions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Reward</th>
                <th scope="col">Quantity</th>
                <th scope="col">Points</th>
                <th scope="col">Fulfilled</th>
              </tr>
            </thead>
            <tbody>
              {rewards.map((order, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the page's orders carry no id of their own
                <tr key={`${order.date_created}-${order.reward_id}-${at}`}>
                  <td>{formatDate(order.date_created)}</td>
                  <td>{order.reward_title}</td>
                  <td className="number">{order.quantity}</td>
                  <td className="number">{order.total_points_redeemed}</td>
                  <td>{order.date_fulfilled ? `${formatDate(order.date_fulfilled)}${order.tracking_number ? ` (${order.tracking_number})` : ''}` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <NumberedPager page={page} pages={paging.pages} total={paging.total} label="Redemptions" onPage={setPage} />
    </>
  );
}

export function MemberCoupons({ clientId, memberId }: MemberProps) {
  const { api } = useOperator();
  const coupons = useQuery({
    queryKey: [...memberKey(clientId, memberId), 'coupons'],
    queryFn: () =>
      unwrap(api.GET('/admin/v1/clients/{client_id}/members/{member_id}/coupons', { params: { path: { client_id: clientId, member_id: memberId } } })),
  });
  if (coupons.isPending) return <Loading what="coupons" />;
  if (coupons.isError) return <QueryError error={coupons.error} />;
  if (coupons.data.length === 0) return <Empty>No coupons.</Empty>;
  return (
    <TableWrap label="Coupons">
      <table>
        <caption className="visually-hidden">Coupons</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Reward</th>
            <th scope="col">Category</th>
            <th scope="col">Issued</th>
            <th scope="col">Expires</th>
          </tr>
        </thead>
        <tbody>
          {coupons.data.map((coupon) => (
            <tr key={coupon.redeem_order_coupon_id}>
              <td>
                <code>{coupon.code}</code>
              </td>
              <td>{coupon.reward_title}</td>
              <td>{coupon.coupon_category_name}</td>
              <td>{formatDate(coupon.coupon_date_created)}</td>
              <td>{coupon.date_to_expire ? formatDate(coupon.date_to_expire) : 'Never'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
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
  if (purchases.isPending) return <Loading what="purchases" />;
  if (purchases.isError) return <QueryError error={purchases.error} />;
  const { purchases: rows, paging } = purchases.data;
  return (
    <>
      {rows.length === 0 ? (
        <Empty>No purchases.</Empty>
      ) : (
        <TableWrap label="Purchases">
          <table>
            <caption className="visually-hidden">Purchases, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Receipt</th>
                <th scope="col">Total</th>
                <th scope="col">Points</th>
                <th scope="col">Returned</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((purchase) => (
                <tr key={purchase.purchase_id}>
                  <td>{formatDate(purchase.date_purchase)}</td>
                  <td>
                    <code>{purchase.receipt_id}</code>
                  </td>
                  <td className="number">{purchase.purchase_total}</td>
                  <td className="number">{purchase.total_points_awarded}</td>
                  <td>{purchase.returned}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <NumberedPager page={page} pages={paging.pages} total={paging.total} label="Purchases" onPage={setPage} />
    </>
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
