import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { IdType, MemberOverview } from '../api/answers.js';
import { memberKey } from '../api/members.js';
import { ApiProblem, unwrap } from '../api/problem.js';
import { formatDate } from '../components/dates.js';
import { Field, FormError, Loading, QueryError } from '../components/forms.js';
import { Tabs } from '../components/tabs.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { AdjustPoints, DeleteMember, ExportMember } from './member-actions.js';
import { MemberAudit, MemberCoupons, MemberLedger, MemberPurchases, MemberRedemptions } from './member-history.js';

const ID_TYPES: readonly { value: IdType; label: string }[] = [
  { value: 'email', label: 'E-mail address' },
  { value: 'id', label: 'Member id' },
  { value: 'third_party_id', label: 'Third-party id' },
  { value: 'username', label: 'Username' },
  { value: 'mobile_phone_number', label: 'Mobile phone number' },
  { value: 'network1_user_id', label: 'Network 1 user id' },
  { value: 'network2_user_id', label: 'Network 2 user id' },
];

const notFound = (error: unknown) => error instanceof ApiProblem && error.status === 404;

/** Finds a member by any of their ids and opens their page. */
export function MembersPage() {
  const { clientId = '' } = useParams();
  const { api } = useOperator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleted = (useLocation().state as { deleted?: { user_id: number; status: string } } | null)?.deleted;
  const [idType, setIdType] = useState<IdType>('email');
  const [value, setValue] = useState('');
  const find = useMutation({
    mutationFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/members/{member_id}', {
          params: { path: { client_id: clientId, member_id: value.trim() }, query: { id_type: idType } },
        }),
      ),
    onSuccess: (found) => {
      queryClient.setQueryData([...memberKey(clientId, String(found.user.id)), 'overview'], found);
      navigate(`/programs/${clientId}/members/${found.user.id}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    find.mutate();
  };
  const label = ID_TYPES.find((type) => type.value === idType)?.label ?? 'Member';
  return (
    <>
      <h1>Members</h1>
      {deleted && (
        <p role="status" className="notice">
          Deletion of member {deleted.user_id} is {deleted.status.toLowerCase()}: their data is erased shortly.
        </p>
      )}
      <form className="card" onSubmit={submit} noValidate aria-labelledby="find-member">
        <h2 id="find-member">Find a member</h2>
        <div className="grid">
          <Field label="Find by" name="id_type" error={find.error}>
            <select value={idType} onChange={(event) => setIdType(event.target.value as IdType)}>
              {ID_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </Field>
          <Field label={label} name="member_id" error={find.error}>
            <input
              value={value}
              onChange={(event) => setValue(event.target.value)}
              type={idType === 'email' ? 'email' : 'text'}
              inputMode={idType === 'id' ? 'numeric' : undefined}
              autoComplete="off"
              required
            />
          </Field>
        </div>
        {notFound(find.error) ? (
          <p className="form-error" role="alert">
            No member found with that {label.toLowerCase()}.
          </p>
        ) : (
          <FormError error={find.error} fields={['id_type', 'member_id']} />
        )}
        <button type="submit" disabled={find.isPending || !value.trim()}>
          {find.isPending ? 'Finding…' : 'Find member'}
        </button>
      </form>
    </>
  );
}

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
              <dd>{formatDate(user.date_created)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{user.is_active === false ? 'Inactive' : 'Active'}</dd>
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
      <Tabs
        label="Member history"
        tabs={[
          { id: 'ledger', label: 'Ledger', render: () => <MemberLedger clientId={clientId} memberId={memberId} /> },
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
