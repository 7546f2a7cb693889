import { Link } from 'react-router';
import type { Segment } from '../api/answers.js';
import { fieldError, Field } from './forms.js';
import type { RuleDraft } from './rule-draft.js';

/**
 * The rule builder's audience: the program's tiers and its segments in use, each a checkbox. None
 * chosen: every member. A segment the rule names that is no longer in use stays listed, checked,
 * so it can be taken out (the API refuses a rule naming it).
 */
export function RuleAudience({
  clientId,
  tiers,
  segments,
  chosen,
  error,
  onChange,
}: {
  clientId: string;
  tiers: readonly { id: string; title: string }[];
  segments: readonly Segment[];
  chosen: Pick<RuleDraft, 'tiers' | 'segments'>;
  error: unknown;
  onChange: (next: Partial<Pick<RuleDraft, 'tiers' | 'segments'>>) => void;
}) {
  const toggle = (list: readonly string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((each) => each !== id));
  const gone = chosen.segments.filter((id) => !segments.some((segment) => segment.segment_id === id));
  const segmentProblem = fieldError(error, 'audience.segment_ids');
  return (
    <fieldset>
      <legend>Audience</legend>
      <fieldset className="plain">
        <legend>Tiers</legend>
        {tiers.length > 0 ? (
          <div className="checks">
            {tiers.map((tier) => (
              <label className="check" key={tier.id}>
                <input
                  type="checkbox"
                  checked={chosen.tiers.includes(tier.id)}
                  onChange={(event) => onChange({ tiers: toggle(chosen.tiers, tier.id, event.target.checked) })}
                />{' '}
                {tier.title}
              </label>
            ))}
          </div>
        ) : (
          <Field label="Tier ids" name="audience.tier_ids" error={error} hint="Separated by commas">
            <input
              value={chosen.tiers.join(', ')}
              onChange={(event) =>
                onChange({
                  tiers: event.target.value
                    .split(',')
                    .map((id) => id.trim())
                    .filter(Boolean),
                })
              }
            />
          </Field>
        )}
      </fieldset>
      <fieldset className="plain segment-choices" aria-describedby={segmentProblem ? 'rule-segments-error' : undefined}>
        <legend>Segments</legend>
        {segments.length > 0 || gone.length > 0 ? (
          <div className="checks">
            {segments.map((segment) => (
              <label className="check" key={segment.segment_id}>
                <input
                  type="checkbox"
                  checked={chosen.segments.includes(segment.segment_id)}
                  onChange={(event) => onChange({ segments: toggle(chosen.segments, segment.segment_id, event.target.checked) })}
                />{' '}
                {segment.name}
              </label>
            ))}
            {gone.map((id) => (
              <label className="check" key={id}>
                <input type="checkbox" checked onChange={() => onChange({ segments: toggle(chosen.segments, id, false) })} /> Segment {id}, no longer in use
              </label>
            ))}
          </div>
        ) : (
          <p className="hint">
            No segments in use yet: <Link to={`/programs/${clientId}/segments`}>make one</Link> to credit only a list of members.
          </p>
        )}
        {segmentProblem && (
          <p className="field-error" id="rule-segments-error">
            {segmentProblem}
          </p>
        )}
      </fieldset>
      <p className="hint">Nothing chosen: every member earns from it. A member must be in one of the tiers chosen and in one of the segments chosen.</p>
    </fieldset>
  );
}
