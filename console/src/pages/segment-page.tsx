import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Segment } from '../api/answers.js';
import { unwrap } from '../api/problem.js';
import { segmentKey, segmentsKey } from '../api/segments.js';
import { useArrivalNotice } from '../components/arrival-notice.js';
import { Confirm, FormError, QueryView } from '../components/forms.js';
import { filterWords, segmentFields } from '../components/segment-filter.js';
import { pollWhileFilling, SEGMENT_KIND_WORDS, SEGMENT_STATUS_CLASS, segmentStatusWords } from '../components/segment-words.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { SegmentForm, useFilterChoices } from './segment-form.js';
import { SegmentMembers } from './segment-members.js';
import { MemberCount } from './segments-page.js';

/** What archiving does, as the confirmation asks it and the page says it after. */
const ARCHIVE_EFFECT = 'It will reach no one: rules naming it credit none of its members, and its members no longer change. Its members stay listed.';

/**
 * One segment: what it is, how many members it has and who they are; a dynamic one's conditions in
 * words and how its filling goes, read again every 2 seconds while it fills. Managers and owners
 * rename it, change its members (or a dynamic one's conditions, which fills it again) and archive
 * it after a confirmation that says what that does; others read.
 */
export function SegmentPage() {
  const { clientId = '', segmentId = '' } = useParams();
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useArrivalNotice();
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const segment = useQuery({
    queryKey: segmentKey(clientId, segmentId),
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/segments/{segment_id}', { params: { path: { client_id: clientId, segment_id: segmentId } } })),
    refetchInterval: (query) => pollWhileFilling(query.state.data && [query.state.data]),
  });
  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: segmentsKey(clientId) });
    // A member's segments drop an archived one, show a new name, or follow a filling.
    void queryClient.invalidateQueries({ queryKey: ['member', clientId] });
  };
  const refresh = (saved: Segment) => {
    queryClient.setQueryData(segmentKey(clientId, segmentId), saved);
    refreshAll();
  };
  // Once a filling ends, its members, the list's count and members' segments are read again.
  const status = segment.data?.status;
  const was = useRef(status);
  useEffect(() => {
    if (was.current === 'building' && status !== 'building') refreshAll();
    was.current = status;
  });
  const archive = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/admin/v1/clients/{client_id}/segments/{segment_id}/archive', { params: { path: { client_id: clientId, segment_id: segmentId } } })),
    onSuccess: (saved) => {
      setArchiving(false);
      setNotice(`Archived ${saved.name}: it reaches no one from now on; its members stay listed.`);
      refresh(saved);
    },
  });
  const canEdit = may(session.role, 'replaceSegment');
  const canArchive = may(session.role, 'archiveSegment');

  return (
    <>
      <div className="page-head">
        <h1>{segment.data?.name ?? 'Segment'}</h1>
        <p>
          <Link to={`/programs/${clientId}/segments`}>All segments</Link>
        </p>
      </div>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <QueryView query={segment} what="the segment" empty="" isEmpty={() => false}>
        {(data) => (
          <>
            {editing ? (
              <SegmentForm
                clientId={clientId}
                segment={data}
                onSaved={(saved) => {
                  setEditing(false);
                  setNotice(
                    saved.status === 'building'
                      ? `Saved ${saved.name}: version ${saved.version}; it is filling again with the members who match its conditions.`
                      : `Saved ${saved.name}: version ${saved.version}.`,
                  );
                  refresh(saved);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <section className="card" aria-labelledby="segment-facts">
                <h2 id="segment-facts">About this segment</h2>
                <SegmentFacts clientId={clientId} segment={data} />
                {(canEdit || canArchive) && data.status !== 'archived' && (
                  <div className="actions">
                    {canEdit && (
                      <button type="button" className="secondary" onClick={() => setEditing(true)}>
                        Edit
                      </button>
                    )}
                    {canArchive && (
                      <button
                        type="button"
                        className="danger"
                        aria-expanded={archiving}
                        onClick={() => {
                          archive.reset();
                          setArchiving(true);
                        }}
                      >
                        Archive
                      </button>
                    )}
                  </div>
                )}
                {canArchive && archiving && data.status !== 'archived' && (
                  <Confirm
                    question={`Archive ${data.name}? ${ARCHIVE_EFFECT}`}
                    yes="Yes, archive it"
                    no="Keep it"
                    pending={archive.isPending}
                    onYes={() => archive.mutate()}
                    onNo={() => setArchiving(false)}
                  />
                )}
                <FormError error={archive.error} />
              </section>
            )}
            <SegmentMembers clientId={clientId} segment={data} />
          </>
        )}
      </QueryView>
    </>
  );
}

function SegmentFacts({ clientId, segment }: { clientId: string; segment: Segment }) {
  const { api } = useOperator();
  const fields = segmentFields(useFilterChoices(api, clientId));
  const facts: [string, ReactNode][] = [
    // A dynamic segment's conditions first, on a row of their own.
    ...(segment.kind === 'dynamic' ? [['Conditions', filterWords(segment.filter, fields)] as [string, ReactNode]] : []),
    ['Kind', SEGMENT_KIND_WORDS[segment.kind]],
    [
      'Status',
      <span key="status" className={SEGMENT_STATUS_CLASS[segment.status]}>
        {segmentStatusWords(segment)}
      </span>,
    ],
    ['Members', <MemberCount key="members" segment={segment} />],
    ['Segment id', <code key="id">{segment.segment_id}</code>],
    ['Version', String(segment.version)],
    ['Created', <When key="created" at={segment.date_created} />],
    ['Changed', <When key="changed" at={segment.date_updated} />],
  ];
  return (
    <>
      {segment.description && <p>{segment.description}</p>}
      {segment.status === 'archived' && <p className="hint">Archived: it reaches no one, and its members no longer change. Its members stay listed.</p>}
      {segment.status === 'build_failed' && <p className="hint">Save its conditions again, changed or as they are, to fill it again.</p>}
      <dl className="facts">
        {facts.map(([term, value]) => (
          <div key={term} className={term === 'Conditions' ? 'wide' : undefined}>
            <dt>{term}</dt>
            <dd data-fact={term.toLowerCase()}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
