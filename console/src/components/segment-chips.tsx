import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { memberKey } from '../api/members.js';
import { unwrap } from '../api/problem.js';
import { useOperator } from '../operator.js';
import { formatDate } from './dates.js';
import { Loading, QueryError } from './forms.js';
import { useDisplayZone } from './when.js';

/** The segments a member is in, as small chips that open each segment's page, oldest first; "In no segment" when none. */
export function SegmentChips({ clientId, memberId }: { clientId: string; memberId: string }) {
  const { api } = useOperator();
  const zone = useDisplayZone();
  const segments = useQuery({
    queryKey: [...memberKey(clientId, memberId), 'segments'],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/members/{member_id}/segments', {
          params: { path: { client_id: clientId, member_id: memberId }, query: { id_type: 'id' } },
        }),
      ),
  });
  if (segments.isPending) return <Loading what="segments" />;
  if (segments.isError) return <QueryError error={segments.error} />;
  if (segments.data.length === 0) return <>In no segment</>;
  return (
    <ul className="chips">
      {segments.data.map((segment) => (
        <li key={segment.segment_id}>
          <Link className="chip" to={`/programs/${clientId}/segments/${segment.segment_id}`} title={`In it since ${formatDate(segment.since, zone)}`}>
            {segment.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
