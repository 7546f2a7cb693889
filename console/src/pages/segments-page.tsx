import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Segment } from '../api/answers.js';
import { listSegments, memberCountWords, segmentKey, segmentsKey } from '../api/segments.js';
import { NewItemButton } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { pollWhileFilling, SEGMENT_KIND_WORDS, SEGMENT_STATUS_CLASS, segmentStatusWords } from '../components/segment-words.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { SegmentForm } from './segment-form.js';

/** A segment's member count and when it was counted: "2 members, as of 2026-11-29 09:15 CET". */
export function MemberCount({ segment }: { segment: Segment }) {
  // One element: a table cell on a phone lays out its children as a grid.
  return (
    <span>
      {memberCountWords(segment.member_count)}
      <span className="hint">
        {', as of '}
        <When at={segment.as_of} />
      </span>
    </span>
  );
}

/**
 * The program's segments: the groups of members an earning rule's audience may name, each a list
 * operators fill or the members who match conditions, with their member counts and status (read
 * again every 2 seconds while one fills), archived ones on request. Managers and owners make one
 * here; a segment's page changes its members or its conditions, renames it and archives it.
 */
export function SegmentsPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [archived, setArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const segments = useQuery({
    queryKey: [...segmentsKey(clientId), 'list', archived],
    queryFn: () => listSegments(api, clientId, archived),
    refetchInterval: (query) => pollWhileFilling(query.state.data),
  });
  const canWrite = may(session.role, 'createSegment');

  return (
    <>
      <h1>Segments</h1>
      <p className="hint">
        Groups of members that promotions target, either a list you fill or the members who match conditions: a{' '}
        <Link to={`/programs/${clientId}/rules`}>rule</Link> whose audience names a segment gives its points only to the segment's members.
      </p>
      {canWrite && <NewItemButton label="New segment" formOpen={creating} onOpen={() => setCreating(true)} />}
      {canWrite && creating && (
        <SegmentForm
          clientId={clientId}
          onSaved={(saved) => {
            // The page opens on the answer (a dynamic segment filling) and reads the segment again at once.
            queryClient.setQueryData(segmentKey(clientId, saved.segment_id), saved);
            void queryClient.invalidateQueries({ queryKey: segmentsKey(clientId) });
            navigate(`/programs/${clientId}/segments/${saved.segment_id}`, {
              state: {
                notice:
                  saved.kind === 'dynamic'
                    ? `Created ${saved.name}: it is filling with the members who match its conditions.`
                    : `Created ${saved.name}: it has no members yet; add them below.`,
              },
            });
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      <ListSection
        id="segment-list"
        title={archived ? 'Every segment' : 'Segments in use'}
        query={segments}
        what="segments"
        empty={archived ? 'No segments yet.' : 'No segments in use yet.'}
        items={(data) => data}
        label="Segments"
        before={
          <label className="check">
            <input type="checkbox" checked={archived} onChange={(event) => setArchived(event.target.checked)} /> Show archived segments too
          </label>
        }
        columns={['Name', 'Description', 'Kind', 'Members', 'Status']}
        row={(segment) => (
          <tr key={segment.segment_id}>
            <td>
              <Link to={`/programs/${clientId}/segments/${segment.segment_id}`}>{segment.name}</Link>
            </td>
            <td>{segment.description ?? ''}</td>
            <td>{SEGMENT_KIND_WORDS[segment.kind]}</td>
            <td>
              <MemberCount segment={segment} />
            </td>
            <td>
              <span className={SEGMENT_STATUS_CLASS[segment.status]}>{segmentStatusWords(segment)}</span>
            </td>
          </tr>
        )}
      />
    </>
  );
}
