import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { unwrap } from '../api/problem.js';
import { AuditEntries } from '../components/audit-entries.js';
import { Empty, Field, FormError, Loading } from '../components/forms.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { useOperator } from '../operator.js';

interface Filters {
  actor: string;
  member_id: string;
  since: string;
  until: string;
}

const NONE: Filters = { actor: '', member_id: '', since: '', until: '' };

/** The query the filters make: only those given. */
const queryOf = (filters: Filters, scope: 'program' | 'deployment') => ({
  ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
  ...(scope === 'program' && filters.member_id.trim() ? { member_id: Number(filters.member_id.trim()) } : {}),
  ...(filters.since ? { since: filters.since } : {}),
  ...(filters.until ? { until: filters.until } : {}),
});

/**
 * Who changed what: a program's audit log (or, for owners, the whole deployment's), newest first,
 * narrowed by operator, member and dates.
 */
export function AuditPage({ scope }: { scope: 'program' | 'deployment' }) {
  const { clientId = '' } = useParams();
  const { api } = useOperator();
  const pages = useCursorPages();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [actorName, setActorName] = useState('');
  const audit = useQuery({
    queryKey: ['audit', scope, clientId, filters, pages.cursor ?? ''],
    queryFn: () => {
      const query = { ...queryOf(filters, scope), limit: 25, ...(pages.cursor ? { cursor: pages.cursor } : {}) };
      return unwrap(
        scope === 'program'
          ? api.GET('/admin/v1/clients/{client_id}/audit', { params: { path: { client_id: clientId }, query } })
          : api.GET('/admin/v1/audit', { params: { query } }),
      );
    },
  });
  const apply = (next: Filters, name = '') => {
    setDraft(next);
    setFilters(next);
    setActorName(name);
    pages.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <h1>{scope === 'program' ? 'Audit log' : 'Deployment audit log'}</h1>
      <form className="card audit-filters" onSubmit={submit} noValidate aria-labelledby="audit-filters">
        <h2 id="audit-filters">Filter</h2>
        <div className="grid">
          <Field label="Operator id" name="actor" error={audit.error} hint="Or choose “Only theirs” on an entry">
            <input value={draft.actor} onChange={set('actor')} autoComplete="off" />
          </Field>
          {scope === 'program' && (
            <Field label="Member id" name="member_id" error={audit.error}>
              <input value={draft.member_id} onChange={set('member_id')} inputMode="numeric" autoComplete="off" />
            </Field>
          )}
          <Field label="From" name="since" error={audit.error}>
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
      </form>
      <section aria-labelledby="audit-list">
        <h2 id="audit-list">{actorName ? `Entries by ${actorName}` : filtered ? 'Matching entries' : 'Entries, newest first'}</h2>
        {audit.isPending ? (
          <Loading what="the audit log" />
        ) : audit.isError ? (
          <FormError error={audit.error} fields={['actor', 'member_id', 'since', 'until']} />
        ) : audit.data.entries.length === 0 ? (
          <Empty>{filtered ? 'No entries match these filters.' : 'No operator has changed anything yet.'}</Empty>
        ) : (
          <AuditEntries entries={audit.data.entries} onActor={(actor) => apply({ ...filters, actor: actor.id }, actor.name)} />
        )}
        <Pager pages={pages} nextCursor={audit.data?.next_cursor} label="Audit" />
      </section>
    </>
  );
}
