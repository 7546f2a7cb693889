import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SegmentPreview as Preview } from '../api/answers.js';
import { ApiProblem, describe } from '../api/problem.js';
import { memberCountWords, previewSegment, segmentPreviewKey } from '../api/segments.js';
import type { ConditionsDraft, FieldChoice } from '../components/condition-draft.js';
import { controlLabel } from '../components/conditions-editor.js';
import { readyFilterOf } from '../components/segment-filter.js';
import { useOperator } from '../operator.js';

/**
 * How many members a dynamic segment's conditions hold for now, while they are made or changed:
 * asked of the API once the conditions are whole and have rested a moment, said in plain words
 * (exact in a small program, else estimated with its range), with a few of the members, each
 * linking to their page. The API's refusal of a condition is said too, naming the condition.
 */

/** How long the conditions rest before they are counted: typing a value asks once, not for each key. */
const WAIT_MS = 400;
/** Members of the sample the preview lists. */
const SHOWN = 5;

const count = (value: number): string => value.toLocaleString('en-US');

/** The sentence for a preview: "1,240 members match these conditions now.", or an estimate with its range. */
export function previewWords(preview: Preview): string {
  const { member_count: found, low, high, members_read: read } = preview;
  if (preview.exact) {
    if (found === 0) return 'No member matches these conditions now.';
    return `${memberCountWords(found)} ${found === 1 ? 'matches' : 'match'} these conditions now.`;
  }
  if (found === 0) return `None of ${count(read)} members chosen at random match these conditions: at most ${memberCountWords(high)} do.`;
  return `About ${memberCountWords(found)} ${found === 1 ? 'matches' : 'match'} (between ${count(low)} and ${count(high)}), estimated from ${memberCountWords(read)} chosen at random.`;
}

const sentence = (words: string): string => (/[.!?]$/.test(words) ? words : `${words}.`);

/** Why there is no count: the API's refusal of a condition, named as the form labels it, or what else went wrong. */
export function refusalWords(error: unknown, labelOf: (path: string) => string | undefined): string {
  if (error instanceof ApiProblem && error.status === 400) {
    const label = error.field ? labelOf(error.field) : undefined;
    return `These conditions cannot be counted. ${sentence(label ? `${label}: ${error.fieldMessage}` : error.message)}`;
  }
  return `No count for now: ${sentence(describe(error))}`;
}

/** `value` once it has stayed the same for `ms`. */
function useRested<T>(value: T, ms: number): T {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRested(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return rested;
}

const nameOf = (member: Preview['sample_members'][number]): string => [member.first_name, member.last_name].filter(Boolean).join(' ') || 'No name';

export function SegmentPreview({ clientId, draft, fields, name }: { clientId: string; draft: ConditionsDraft; fields: readonly FieldChoice[]; name: string }) {
  const { api } = useOperator();
  const ready = readyFilterOf(draft, fields);
  // The filter as sent is the query's key: an answer for conditions since changed is kept apart, never shown for the new ones.
  const asked = ready === undefined ? undefined : JSON.stringify(ready);
  const rested = useRested(asked, WAIT_MS);
  const preview = useQuery({
    queryKey: segmentPreviewKey(clientId, rested ?? ''),
    queryFn: () => previewSegment(api, clientId, JSON.parse(rested ?? 'null')),
    enabled: rested !== undefined,
  });
  const counting = asked !== undefined && (asked !== rested || preview.isFetching);
  const answer = asked !== undefined && !counting && preview.isSuccess ? preview.data : undefined;
  const words =
    asked === undefined
      ? 'The count shows here once every condition is complete.'
      : counting
        ? 'Counting members…'
        : preview.isError
          ? refusalWords(preview.error, (path) => controlLabel(draft, name, path))
          : answer
            ? previewWords(answer)
            : '';
  const shown = answer?.sample_members.slice(0, SHOWN) ?? [];
  return (
    <section className="segment-preview" aria-labelledby="segment-preview-title">
      <h3 id="segment-preview-title">Who matches now</h3>
      <p role="status" aria-live="polite" className={counting ? 'loading' : asked === undefined ? 'hint' : preview.isError ? 'field-error' : undefined}>
        {words}
      </p>
      {answer && shown.length > 0 && (
        <>
          <p className="hint" id="segment-preview-sample">
            {shown.length < answer.member_count ? 'Some of them:' : answer.member_count === 1 ? 'That member:' : 'Those members:'}
          </p>
          <ul className="segment-sample" aria-labelledby="segment-preview-sample">
            {shown.map((member) => (
              <li key={member.user_id}>
                <Link to={`/programs/${clientId}/members/${member.user_id}`}>{nameOf(member)}</Link>
                {member.email_address && <span className="break">, {member.email_address}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
