import { Link } from 'react-router';
import type { Segment } from '../api/answers.js';
import { fieldError, Field } from './forms.js';
import type { RuleDraft } from './rule-draft.js';

/** A checkbox for each of `choices`, checked when `chosen` holds its id; `onChange` is given the ids chosen anew. */
export function IdChecks({
  choices,
  chosen,
  onChange,
}: {
  choices: readonly { id: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <div className="checks">
      {choices.map((choice) => (
        <label className="check" key={choice.id}>
          <input
            type="checkbox"
            checked={chosen.includes(choice.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, choice.id] : chosen.filter((each) => each !== choice.id))}
          />{' '}
          {choice.label}
        </label>
      ))}
    </div>
  );
}

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
  const gone = chosen.segments.filter((id) => !segments.some((segment) => segment.segment_id === id));
  const segmentProblem = fieldError(error, 'audience.segment_ids');
  return (
    <fieldset>
      <legend>Audience</legend>
      <fieldset className="plain">
        <legend>Tiers</legend>
        {tiers.length > 0 ? (
          <IdChecks choices={tiers.map((tier) => ({ id: tier.id, label: tier.title }))} chosen={chosen.tiers} onChange={(next) => onChange({ tiers: next })} />
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
          <IdChecks
            choices={[
              ...segments.map((segment) => ({ id: segment.segment_id, label: segment.name })),
              ...gone.map((id) => ({ id, label: `Segment ${id}, no longer in use` })),
            ]}
            chosen={chosen.segments}
            onChange={(next) => onChange({ segments: next })}
          />
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
