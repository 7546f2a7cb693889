import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { IdType } from '../api/answers.js';
import { memberKey } from '../api/members.js';
import { ApiProblem, unwrap } from '../api/problem.js';
import { Field, FormError } from '../components/forms.js';
import { IdTypeField, idTypeLabel } from '../components/id-types.js';
import { PagedTable } from '../components/paged-table.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';

/** Where a search looks, as the API names it, in the operator's words. */
const SEARCH_IN = [
  { value: 'any', label: 'Everything' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'E-mail address' },
  { value: 'mobile_phone_number', label: 'Mobile phone number' },
  { value: 'third_party_id', label: 'Third-party id' },
  { value: 'username', label: 'Username' },
  { value: 'id', label: 'Member id' },
] as const;

/** The list's orders without a search: sort and direction in one choice. */
const ORDERS = [
  { value: 'joined:desc', label: 'Newest members first' },
  { value: 'joined:asc', label: 'Oldest members first' },
  { value: 'lifetime_points:desc', label: 'Most lifetime points' },
  { value: 'redeemable_points:desc', label: 'Most redeemable points' },
  { value: 'redeemable_points:asc', label: 'Fewest redeemable points' },
] as const;

/** The filters, as query parameters of both the page's address and the API. */
const FILTERS = [
  'tier_id',
  'is_active',
  'joined_since',
  'joined_until',
  'lifetime_points_min',
  'lifetime_points_max',
  'redeemable_points_min',
  'redeemable_points_max',
] as const;

const notFound = (error: unknown) => error instanceof ApiProblem && error.status === 404;

type Row = { id: number; first_name: string | null; last_name: string | null; email_address: string | null };
const nameOf = (row: Row) => [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email_address || `Member ${row.id}`;

/**
 * The program's members: searched by the start of a name, an e-mail address, a phone number or
 * an id, or browsed in an order with filters, a page at a time. What the page shows is in its
 * address, so Back returns to the same list.
 */
export function MembersPage() {
  const { clientId = '' } = useParams();
  const { api } = useOperator();
  const [params, setParams] = useSearchParams();
  const deleted = (useLocation().state as { deleted?: { user_id: number; status: string } } | null)?.deleted;
  const pages = useCursorPages();
  const q = params.get('q') ?? '';
  const searchIn = params.get('search_in') ?? 'any';
  const order = params.get('order_by') ?? 'joined:desc';
  const [sort, direction] = order.split(':') as [string, string];
  const filters = Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name) as string]] : [])));
  const query = {
    ...(q ? { q, search_in: searchIn } : { sort, order: direction }),
    ...filters,
    limit: 25,
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
  };
  const list = useQuery({
    queryKey: ['members', clientId, query],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/members', {
          params: { path: { client_id: clientId }, query: query as never },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const apply = (next: URLSearchParams) => {
    pages.reset();
    setParams(next);
  };
  const filtered = Object.keys(filters).length > 0;
  const shortPage = list.data?.next_cursor && list.data.members.length < 25;
  return (
    <>
      <h1>Members</h1>
      {deleted && (
        <p role="status" className="notice">
          Deletion of member {deleted.user_id} is {deleted.status.toLowerCase()}: their data is erased shortly.
        </p>
      )}
      <SearchForm q={q} searchIn={searchIn} params={params} onApply={apply} error={list.error} />
      <FiltersForm order={order} searching={q !== ''} params={params} onApply={apply} open={filtered} error={list.error} />
      <section aria-labelledby="member-results">
        <h2 id="member-results">{q ? `Members matching “${q}”` : (ORDERS.find((option) => option.value === order)?.label ?? 'Members')}</h2>
        {list.isFetching && !list.isPending && (
          <p className="muted" role="status">
            Updating…
          </p>
        )}
        {list.error instanceof ApiProblem && list.error.status === 400 ? (
          <p className="muted">Nothing is listed until the search and filters above are fixed.</p>
        ) : (
          <PagedTable
            query={list}
            what="members"
            label="Members"
            caption={q ? `Members matching ${q}` : 'Members of the program'}
            className="member-list"
            items={(data) => data.members}
            rowKey={(row) => String(row.id)}
            columns={[
              { header: 'Member', cell: (row) => <Link to={`/programs/${clientId}/members/${row.id}`}>{nameOf(row)}</Link> },
              { header: 'E-mail', cell: (row) => row.email_address ?? '—' },
              { header: 'Phone', cell: (row) => row.mobile_phone_number ?? '—' },
              { header: 'Tier', cell: (row) => row.tier_id ?? '—' },
              { header: 'Status', cell: (row) => (row.is_active ? 'Active' : 'Inactive') },
              { header: 'Joined', cell: (row) => <When at={row.date_created} /> },
              { header: 'Lifetime points', cell: (row) => row.total_points.toLocaleString('en-US'), number: true },
              { header: 'Redeemable', cell: (row) => row.redeemable_points.toLocaleString('en-US'), number: true },
            ]}
            empty={q ? `No member matches “${q}”. Try the start of a first name, a surname, an e-mail address or a phone number.` : 'No members here yet.'}
            pager={(data) => (
              <>
                {shortPage && <p className="muted">The filters left some members out of this page; the next page goes on from where it stopped.</p>}
                <Pager pages={pages} nextCursor={data.next_cursor} label="Members" />
              </>
            )}
          />
        )}
      </section>
      <OpenByIdentifier clientId={clientId} />
    </>
  );
}

interface ListForm {
  params: URLSearchParams;
  onApply: (next: URLSearchParams) => void;
  /** What the API said of the list's last request: a field it names is marked in the form. */
  error: unknown;
}

function SearchForm({ q, searchIn, params, onApply, error }: ListForm & { q: string; searchIn: string }) {
  const [text, setText] = useState(q);
  const [where, setWhere] = useState(searchIn);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (text.trim()) {
      next.set('q', text.trim());
      next.set('search_in', where);
    } else {
      next.delete('q');
      next.delete('search_in');
    }
    onApply(next);
  };
  return (
    <search className="card">
      <form onSubmit={submit} noValidate aria-labelledby="search-members">
        <h2 id="search-members">Search</h2>
        <div className="grid">
          <Field label="Name, e-mail, phone or id" name="q" error={error} hint="The start of any of them is enough: “ada”, “lovel”, “555 01”.">
            <input type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" maxLength={200} />
          </Field>
          <Field label="Search in" name="search_in" error={error}>
            <select value={where} onChange={(event) => setWhere(event.target.value)}>
              {SEARCH_IN.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="actions">
          <button type="submit">Search</button>
          {q && (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setText('');
                const next = new URLSearchParams(params);
                next.delete('q');
                next.delete('search_in');
                onApply(next);
              }}
            >
              Show all members
            </button>
          )}
        </div>
      </form>
    </search>
  );
}

function FiltersForm({ order, searching, params, onApply, open, error }: ListForm & { order: string; searching: boolean; open: boolean }) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])));
  const [orderBy, setOrderBy] = useState(order);
  const set = (name: string) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    for (const name of FILTERS) {
      const value = values[name]?.trim();
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.set('order_by', orderBy);
    onApply(next);
  };
  const number = (name: (typeof FILTERS)[number], label: string) => (
    <Field label={label} name={name} error={error}>
      <input type="number" inputMode="numeric" min={0} step={1} value={values[name] ?? ''} onChange={set(name)} />
    </Field>
  );
  return (
    <details className="card" open={open}>
      <summary>Order and filters</summary>
      <form onSubmit={submit} noValidate aria-label="Order and filters">
        <div className="grid">
          <Field label="Order" name="sort" error={error} hint={searching ? 'A search lists what it matched in alphabetical order.' : undefined}>
            <select value={orderBy} onChange={(event) => setOrderBy(event.target.value)} disabled={searching}>
              {ORDERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Tier id" name="tier_id" error={error}>
            <input value={values.tier_id ?? ''} onChange={set('tier_id')} autoComplete="off" />
          </Field>
          <Field label="Standing" name="is_active" error={error}>
            <select value={values.is_active ?? ''} onChange={set('is_active')}>
              <option value="">Active and inactive</option>
              <option value="true">Active only</option>
              <option value="false">Inactive only</option>
            </select>
          </Field>
          <Field label="Joined from" name="joined_since" error={error}>
            <input type="date" value={values.joined_since ?? ''} onChange={set('joined_since')} />
          </Field>
          <Field label="Joined until" name="joined_until" error={error}>
            <input type="date" value={values.joined_until ?? ''} onChange={set('joined_until')} />
          </Field>
          {number('lifetime_points_min', 'Lifetime points from')}
          {number('lifetime_points_max', 'Lifetime points up to')}
          {number('redeemable_points_min', 'Redeemable points from')}
          {number('redeemable_points_max', 'Redeemable points up to')}
        </div>
        <FormError error={error} fields={['q', 'search_in', 'sort', ...FILTERS]} />
        <div className="actions">
          <button type="submit">Apply</button>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setValues(Object.fromEntries(FILTERS.map((name) => [name, ''])));
              const next = new URLSearchParams(params);
              for (const name of FILTERS) next.delete(name);
              onApply(next);
            }}
          >
            Clear filters
          </button>
        </div>
      </form>
    </details>
  );
}

/** Opens a member by an exact identifier of any kind, network ids included. */
function OpenByIdentifier({ clientId }: { clientId: string }) {
  const { api } = useOperator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
  const label = idTypeLabel(idType);
  return (
    <details className="card">
      <summary>Open a member by an exact identifier</summary>
      <form onSubmit={submit} noValidate aria-label="Open a member by an exact identifier">
        <div className="grid">
          <IdTypeField label="Identifier" value={idType} error={find.error} onChange={setIdType} />
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
          {find.isPending ? 'Opening…' : 'Open member'}
        </button>
      </form>
    </details>
  );
}
