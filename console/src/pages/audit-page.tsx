import type { paths } from '@rewards-api/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { unwrap } from '../api/problem.js';
import { AuditDownload } from '../components/audit-download.js';
import { AuditEntries } from '../components/audit-entries.js';
import { dayBound } from '../components/dates.js';
import { CardForm, Empty, Field, FormError, Loading, Options } from '../components/forms.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { useDisplayZone } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

type ActionKind = NonNullable<NonNullable<paths['/admin/v1/clients/{client_id}/audit']['get']['parameters']['query']>['kind']>;

/** The kinds of action an entry is filed under, as the filter offers them. */
const KINDS: Record<ActionKind | '', string> = {
  '': 'Every kind',
  points: 'Points',
  members: 'Members',
  catalogue: 'Rewards and orders',
  campaigns: 'Campaigns and activities',
  settings: 'Settings',
  operators: 'Operators',
  keys: 'API and signing keys',
  data: 'Imports, exports and reports',
  webhooks: 'Webhooks',
  other: 'Anything else',
};

interface Filters {
  /** An operator id, set by an entry's "Only theirs". */
  actor: string;
  actor_email: string;
  kind: ActionKind | '';
  member_id: string;
  since: string;
  until: string;
}

const NONE: Filters = { actor: '', actor_email: '', kind: '', member_id: '', since: '', until: '' };

/** The query the filters make: only those given, the days as the program's zone counts them. */
function queryOf(filters: Filters, scope: 'program' | 'deployment', zone: string) {
  return {
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.actor_email.trim() ? { actor_email: filters.actor_email.trim() } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(scope === 'program' && filters.member_id.trim() ? { member_id: Number(filters.member_id.trim()) } : {}),
    ...(filters.since ? { since: dayBound(filters.since, zone, false) } : {}),
    ...(filters.until ? { until: dayBound(filters.until, zone, true) } : {}),
  };
}

/**
 * Who changed what: a program's audit log (or, for owners, the whole deployment's), newest first,
 * one line per entry in plain words, narrowed by operator, kind of action, member and days (in
 * the program's time zone); a program's log, so narrowed, downloads as a CSV file.
 */
export function AuditPage({ scope }: { scope: 'program' | 'deployment' }) {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const zone = useDisplayZone();
  const pages = useCursorPages();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [actorName, setActorName] = useState('');
  const query = queryOf(filters, scope, zone);
  const audit = useQuery({
    queryKey: ['audit', scope, clientId, query, pages.cursor ?? ''],
    queryFn: () => {
      const page = { ...query, limit: 25, ...(pages.cursor ? { cursor: pages.cursor } : {}) };
      return unwrap(
        scope === 'program'
          ? api.GET('/admin/v1/clients/{client_id}/audit', { params: { path: { client_id: clientId }, query: page } })
          : api.GET('/admin/v1/audit', { params: { query: page } }),
      );
    },
  });
  const apply = (next: Filters, name = '') => {
    setDraft(next);
    setFilters(next);
    setActorName(name);
    pages.reset();
  };
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const filtered = Object.values(filters).some(Boolean);
  const fields = ['actor', 'actor_email', 'kind', 'member_id', 'since', 'until'];
  return (
    <>
      <h1>{scope === 'program' ? 'Audit log' : 'Deployment audit log'}</h1>
      <CardForm id="audit-filter" title="Filter" onSubmit={() => apply(draft)}>
        <div className="grid audit-filters">
          <Field label="Operator e-mail" name="actor_email" error={audit.error}>
            <input type="email" value={draft.actor_email} onChange={set('actor_email')} autoComplete="off" />
          </Field>
          <Field label="Kind of action" name="kind" error={audit.error}>
            <select value={draft.kind} onChange={set('kind')}>
              <Options labels={KINDS} />
            </select>
          </Field>
          {scope === 'program' && (
            <Field label="Member id" name="member_id" error={audit.error}>
              <input type="number" min={1} step={1} value={draft.member_id} onChange={set('member_id')} autoComplete="off" />
            </Field>
          )}
          <Field label="From" name="since" error={audit.error} hint={`Days in ${zone}`}>
            <input type="date" value={draft.since} onChange={set('since')} />
          </Field>
          <Field label="Until" name="until" error={audit.error}>
            <input type="date" value={draft.until} onChange={set('until')} />
          </Field>
        </div>
        <div className="actions">
          <button type="submit">Apply filters</button>
          {filtered && (
            <button type="button" className="secondary" onClick={() => apply(NONE)}>
              Clear filters
            </button>
          )}
        </div>
      </CardForm>
      {scope === 'program' && may(session.role, 'createExport') && <AuditDownload clientId={clientId} query={query} />}
      <section aria-labelledby="audit-list">
        <h2 id="audit-list">{actorName ? `Entries by ${actorName}` : filtered ? 'Matching entries' : 'Entries, newest first'}</h2>
        {audit.isPending ? (
          <Loading what="the audit log" />
        ) : audit.isError ? (
          <FormError error={audit.error} fields={fields} />
        ) : audit.data.entries.length === 0 ? (
          <Empty>
            {filtered
              ? audit.data.next_cursor
                ? 'No matching entries on this page; older ones may match.'
                : 'No entries match these filters.'
              : 'No operator has changed anything yet.'}
          </Empty>
        ) : (
          <AuditEntries entries={audit.data.entries} onActor={(actor) => apply({ ...filters, actor: actor.id }, actor.name)} />
        )}
        <Pager pages={pages} nextCursor={audit.data?.next_cursor} label="Audit" />
      </section>
    </>
  );
}
