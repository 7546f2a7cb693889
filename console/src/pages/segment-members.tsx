import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { IdType, Segment, SegmentMember, SegmentMembersChanged } from '../api/answers.js';
import { ApiProblem, unwrap } from '../api/problem.js';
import { memberCountWords, segmentKey, segmentsKey } from '../api/segments.js';
import { CardForm, Empty, Field, FormError, Loading, QueryError } from '../components/forms.js';
import { IdTypeField, idTypeLabel } from '../components/id-types.js';
import { DataTable } from '../components/list-section.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

/** Members a page of the list shows. */
const PAGE = 25;
/** Members one change may name, added and removed together (the API's own limit). */
const MOST = 1_000;

type Intent = 'add' | 'remove';

/** The ids typed, one a line or separated by commas, blanks left out. */
export const idsOf = (typed: string): string[] =>
  typed
    .split(/[\n,]/)
    .map((id) => id.trim())
    .filter((id) => id !== '');

/** What a change did, in a sentence: "2 added, 1 already in, not found: nobody@example.com. It has 2 members now." */
export function changeWords(intent: Intent, result: SegmentMembersChanged): string {
  const done = intent === 'add' ? result.added : result.removed;
  const parts = [`${done === 0 ? 'None' : done.toLocaleString('en-US')} ${intent === 'add' ? 'added' : 'removed'}`];
  if (result.unchanged > 0) parts.push(`${result.unchanged.toLocaleString('en-US')} ${intent === 'add' ? 'already in' : 'not in it'}`);
  if (result.not_found.length > 0) parts.push(`not found: ${result.not_found.join(', ')}`);
  return `${parts.join(', ')}. It has ${memberCountWords(result.member_count)} now.`;
}

const nameOf = (member: SegmentMember): string => [member.first_name, member.last_name].filter(Boolean).join(' ') || `Member ${member.user_id}`;

/**
 * A segment's members: for a static one, managers and owners get a form that adds or removes
 * members named by any kind of id (what happened said in plain words); a dynamic one's follow its
 * conditions, and the page says so. Then the members by id, a page at a time.
 */
export function SegmentMembers({ clientId, segment }: { clientId: string; segment: Segment }) {
  const { api, session } = useOperator();
  const segmentId = segment.segment_id;
  const members = useInfiniteQuery({
    queryKey: [...segmentKey(clientId, segmentId), 'members'],
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/segments/{segment_id}/members', {
          params: { path: { client_id: clientId, segment_id: segmentId }, query: { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
  const shown = members.data?.pages.flatMap((page) => page.members) ?? [];
  const dynamic = segment.kind === 'dynamic';
  const none = !dynamic
    ? 'No members in this segment yet.'
    : segment.status === 'building'
      ? 'None yet: it is still filling.'
      : 'No member matches its conditions.';

  return (
    <>
      {may(session.role, 'changeSegmentMembers') && !dynamic && segment.status === 'ready' && <ChangeMembers clientId={clientId} segmentId={segmentId} />}
      <section aria-labelledby="segment-members">
        <h2 id="segment-members">Members</h2>
        {dynamic && <p>Its members follow its conditions: members join and leave on their own as they come to match them or stop.</p>}
        {members.isPending ? (
          <Loading what="members" />
        ) : members.isError ? (
          <QueryError error={members.error} />
        ) : shown.length === 0 ? (
          <Empty>{none}</Empty>
        ) : (
          <>
            <p className="hint">
              {shown.length === segment.member_count
                ? `All ${memberCountWords(segment.member_count)}, by member id.`
                : `The first ${shown.length.toLocaleString('en-US')} of ${memberCountWords(segment.member_count)}, by member id.`}
            </p>
            <DataTable
              label="Members of the segment"
              columns={['Name', 'E-mail', 'Member id', 'In it since']}
              items={shown}
              row={(member) => (
                <tr key={member.user_id}>
                  <td>
                    <Link to={`/programs/${clientId}/members/${member.user_id}`}>{nameOf(member)}</Link>
                  </td>
                  <td className="break">{member.email_address ?? '—'}</td>
                  <td>
                    <code>{member.user_id}</code>
                  </td>
                  <td>
                    <When at={member.since} />
                  </td>
                </tr>
              )}
            />
          </>
        )}
        {members.hasNextPage && (
          <div className="actions">
            <button type="button" className="secondary" disabled={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()}>
              {members.isFetchingNextPage ? 'Loading more…' : 'Load more'}
            </button>
          </div>
        )}
        {members.isFetchNextPageError && <QueryError error={members.error} />}
      </section>
    </>
  );
}

/** Adds or removes the members typed, named by the id type chosen; says what happened and refreshes the count and the list. */
function ChangeMembers({ clientId, segmentId }: { clientId: string; segmentId: string }) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [idType, setIdType] = useState<IdType>('email');
  const [tooMany, setTooMany] = useState(0);
  const [done, setDone] = useState('');
  const intent = useRef<Intent>('add');
  const change = useMutation({
    mutationFn: ({ ids, to }: { ids: string[]; to: Intent }) =>
      unwrap(
        api.POST('/admin/v1/clients/{client_id}/segments/{segment_id}/members', {
          params: { path: { client_id: clientId, segment_id: segmentId } },
          body: { [to]: ids, id_type: idType },
        }),
      ),
    onSuccess: (result, { to }) => {
      setDone(changeWords(to, result));
      setTyped('');
      void queryClient.invalidateQueries({ queryKey: segmentsKey(clientId) });
      // The members added or removed show their segments anew.
      void queryClient.invalidateQueries({ queryKey: ['member', clientId] });
    },
  });
  const submit = () => {
    const ids = idsOf(typed);
    setDone('');
    setTooMany(ids.length > MOST ? ids.length : 0);
    if (ids.length > MOST) return;
    change.mutate({ ids, to: intent.current });
  };
  const label = idTypeLabel(idType);
  return (
    <CardForm id="change-members" title="Change members" onSubmit={submit}>
      <div className="grid">
        <Field
          label="Members to add or remove"
          name={change.variables?.to ?? 'add'}
          error={change.error}
          hint={`One ${label.toLowerCase()} a line, or separated by commas; up to ${MOST.toLocaleString('en-US')} at once`}
        >
          <textarea
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setDone('');
            }}
            rows={4}
            required
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <IdTypeField label="Named by" value={idType} error={change.error} onChange={setIdType} />
      </div>
      {tooMany > 0 && (
        <p className="form-error" role="alert">
          That names {tooMany.toLocaleString('en-US')} members; a change takes at most {MOST.toLocaleString('en-US')}. Split the list and send each part.
        </p>
      )}
      {change.error instanceof ApiProblem && change.error.status === 409 ? (
        <p className="form-error" role="alert">
          This segment has been archived since the page was read: its members no longer change. Reload the page to see it as it is.
        </p>
      ) : (
        <FormError error={change.error} fields={['add', 'remove', 'id_type']} />
      )}
      <p role="status" className="break">
        {done}
      </p>
      <div className="actions">
        <button type="submit" disabled={change.isPending} onClick={() => (intent.current = 'add')}>
          Add
        </button>
        <button type="submit" className="secondary" disabled={change.isPending} onClick={() => (intent.current = 'remove')}>
          Remove
        </button>
      </div>
    </CardForm>
  );
}
