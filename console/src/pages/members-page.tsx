import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { MemberOverview } from '../api/answers.js';
import { memberKey } from '../api/members.js';
import { ApiProblem, unwrap } from '../api/problem.js';
import { When } from '../components/when.js';
import { Loading, QueryError } from '../components/forms.js';
import { SegmentChips } from '../components/segment-chips.js';
import { Tabs } from '../components/tabs.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { AdjustPoints, DeleteMember, ExportMember } from './member-actions.js';
import { MemberAudit, MemberCoupons, MemberLedger, MemberPurchases, MemberRedemptions } from './member-history.js';
import { MemberNotes, MemberService } from './member-service.js';

const notFound = (error: unknown) => error instanceof ApiProblem && error.status === 404;

const fullName = ({ user }: MemberOverview) => [user.first_name, user.middle_name, user.last_name].filter(Boolean).join(' ');

/** One member: profile, balances, what support does for them, and their history by tab. */
export function MemberPage() {
  const { clientId = '', memberId = '' } = useParams();
  const { api, session } = useOperator();
  const overview = useQuery({
    queryKey: [...memberKey(clientId, memberId), 'overview'],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/members/{member_id}', {
          params: { path: { client_id: clientId, member_id: memberId }, query: { id_type: 'id' } },
        }),
      ),
  });
  const back = (
    <p>
      <Link to={`/programs/${clientId}/members`}>Find another member</Link>
    </p>
  );
  if (overview.isPending)
    return (
      <>
        <h1>Member</h1>
        <Loading what="the member" />
      </>
    );
  if (overview.isError)
    return (
      <>
        <h1>Member</h1>
        {notFound(overview.error) ? <p role="alert">No member found with id {memberId}.</p> : <QueryError error={overview.error} />}
        {back}
      </>
    );
  const member = overview.data;
  const { user, points } = member;
  const name = fullName(member) || user.email_address || `Member ${user.id}`;
  return (
    <>
      <div className="page-head">
        <h1>{name}</h1>
        {back}
      </div>
      <div className="member-top">
        <section className="card" aria-labelledby="member-profile">
          <h2 id="member-profile">Profile</h2>
          <dl className="facts">
            <div>
              <dt>Member id</dt>
              <dd>
                <code>{user.id}</code>
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{user.email_address ?? '—'}</dd>
            </div>
            {user.username && (
              <div>
                <dt>Username</dt>
                <dd>{user.username}</dd>
              </div>
            )}
            {user.third_party_id && (
              <div>
                <dt>Third-party id</dt>
                <dd>{user.third_party_id}</dd>
              </div>
            )}
            {user.mobile_phone_number && (
              <div>
                <dt>Mobile</dt>
                <dd>{user.mobile_phone_number}</dd>
              </div>
            )}
            <div>
              <dt>Joined</dt>
              <dd>
                <When at={user.date_created} />
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{user.is_active === false ? 'Inactive' : 'Active'}</dd>
            </div>
            <div className="wide">
              <dt>Segments</dt>
              <dd data-fact="segments">
                <SegmentChips clientId={clientId} memberId={memberId} />
              </dd>
            </div>
          </dl>
        </section>
        <section className="card" aria-labelledby="member-balances">
          <h2 id="member-balances">Balances</h2>
          <dl className="facts balances">
            <div>
              <dt>Redeemable</dt>
              <dd data-balance="redeemable">{points.redeemable_points}</dd>
            </div>
            <div>
              <dt>Total earned</dt>
              <dd data-balance="total">{points.total_points}</dd>
            </div>
            <div>
              <dt>Tier</dt>
              <dd data-balance="tier">{points.fan_level || '—'}</dd>
            </div>
          </dl>
        </section>
        {may(session.role, 'adjustPoints') && <AdjustPoints clientId={clientId} memberId={memberId} />}
      </div>
      <MemberService clientId={clientId} member={member} />
      <Tabs
        label="Member history"
        tabs={[
          { id: 'ledger', label: 'Ledger', render: () => <MemberLedger clientId={clientId} memberId={memberId} /> },
          { id: 'notes', label: 'Notes', render: () => <MemberNotes clientId={clientId} memberId={memberId} /> },
          { id: 'redemptions', label: 'Redemptions', render: () => <MemberRedemptions clientId={clientId} memberId={memberId} /> },
          { id: 'coupons', label: 'Coupons', render: () => <MemberCoupons clientId={clientId} memberId={memberId} /> },
          { id: 'purchases', label: 'Purchases', render: () => <MemberPurchases clientId={clientId} memberId={memberId} /> },
          { id: 'audit', label: 'Audit', render: () => <MemberAudit clientId={clientId} memberId={memberId} /> },
        ]}
      />
      {may(session.role, 'exportMember') && <ExportMember clientId={clientId} memberId={memberId} />}
      {may(session.role, 'deleteMember') && <DeleteMember clientId={clientId} member={member} />}
    </>
  );
}
