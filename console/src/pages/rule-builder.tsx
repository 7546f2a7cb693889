import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { listSegments, segmentsKey } from '../api/segments.js';
import { draftProblem } from '../api/simulations.js';
import { ConditionsEditor, type ConditionsWords } from '../components/conditions-editor.js';
import { CardForm, Confirm, Field, FormError } from '../components/forms.js';
import { RuleAudience } from '../components/rule-audience.js';
import { RuleSchedule } from '../components/rule-schedule.js';
import {
  bodyOf,
  CUSTOM_DATA,
  draftOf,
  emptyDraft,
  type FieldChoice,
  fieldsFor,
  PERIOD_WORDS,
  type Period,
  type Rule,
  type RuleDraft,
  TRIGGER_KINDS,
  TRIGGER_WORDS,
  type TriggerKind,
  unitsFor,
} from '../components/rule-draft.js';
import { MOVES } from '../components/rule-words.js';
import { draftSimulation } from '../components/simulation-words.js';
import { useDisplayZone } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { eventTypesKey, listEventTypes } from './event-types-page.js';
import { RuleTry } from './rule-try.js';
import { useRunSimulation } from './simulation-form.js';

/** What the builder reads besides the rule: the program's active event types, its activities, its tiers and its segments in use. */
function useRuleChoices(api: RewardsClient, clientId: string) {
  const eventTypes = useQuery({ queryKey: [...eventTypesKey(clientId), false], queryFn: () => listEventTypes(api, clientId) });
  const activities = useQuery({
    queryKey: ['activities', clientId],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/activities', { params: { path: { client_id: clientId } } })),
  });
  const settings = useQuery({
    queryKey: ['settings', clientId],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/settings', { params: { path: { client_id: clientId } } })),
  });
  const segments = useQuery({ queryKey: [...segmentsKey(clientId), 'list', false], queryFn: () => listSegments(api, clientId) });
  return {
    eventTypes: eventTypes.data?.event_types ?? [],
    activities: activities.data ?? [],
    tiers: settings.data?.tiers?.levels ?? [],
    segments: segments.data ?? [],
  };
}

const CONDITIONS_WORDS: ConditionsWords = {
  legend: 'Conditions',
  holdsWhen: 'The rule applies when',
  none: 'None: every trigger of this kind counts.',
  kept: 'kept as they are when the rule is saved',
};

/** What a field holds, for reading a typed value: the choices' word, else any for the open-ended fields. */
const holdsOf =
  (fields: readonly FieldChoice[]) =>
  (field: string): FieldChoice['holds'] =>
    fields.find((choice) => choice.field === field)?.holds ?? (field.startsWith(CUSTOM_DATA) || field.startsWith('event.attributes.') ? 'any' : 'text');

/**
 * The rule builder, for a new rule or a change of one: what triggers it, its conditions, the
 * points it gives, who, when and how often, its budget and order. Saved as a draft, or saved and
 * activated once the operator confirms members earn from it at once. The API's refusal shows
 * beside the field it names and above the buttons. Managers and owners also simulate the draft
 * over the last 30 days (in place of the rule it edits, when that rule is active), once the form's
 * checks pass. Under it, "Try it" runs the draft against a member without writing anything.
 */
export function RuleBuilder({
  clientId,
  rule,
  onSaved,
  onCancel,
}: {
  clientId: string;
  rule?: Rule;
  onSaved: (saved: Rule, notice: string) => void;
  onCancel: () => void;
}) {
  const { api, session } = useOperator();
  const zone = useDisplayZone();
  const choices = useRuleChoices(api, clientId);
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? draftOf(rule) : emptyDraft()));
  const [confirming, setConfirming] = useState(false);
  const intent = useRef<'draft' | 'active' | 'simulate'>('draft');
  const attributes = choices.eventTypes.find((type) => type.name === draft.trigger.event_type)?.attributes ?? [];
  const fields = fieldsFor(draft.trigger.kind, attributes);
  const body = bodyOf(draft, holdsOf(fields));
  const activates = !rule || rule.status === 'draft' || rule.status === 'paused';
  const simulate = useRunSimulation(clientId);
  const canSimulate = may(session.role, 'createSimulation');

  const save = useMutation({
    mutationFn: async (status: 'draft' | 'active'): Promise<{ saved: Rule; notice: string }> => {
      if (!rule) {
        const saved = await unwrap(api.POST('/admin/v1/clients/{client_id}/rules', { params: { path: { client_id: clientId } }, body: { ...body, status } }));
        const notice =
          status === 'active'
            ? `Saved ${saved.name} and activated it: members earn from it from now on.`
            : `Saved ${saved.name} as a draft: members earn nothing from it until it is activated.`;
        return { saved, notice };
      }
      const path = { client_id: clientId, rule_id: rule.rule_id };
      let saved = await unwrap(api.PUT('/admin/v1/clients/{client_id}/rules/{rule_id}', { params: { path }, body }));
      if (status === 'active' && saved.status !== 'active')
        saved = await unwrap(api.POST('/admin/v1/clients/{client_id}/rules/{rule_id}/activate', { params: { path } }));
      return { saved, notice: `Saved ${saved.name}: version ${saved.version}, ${saved.status}.` };
    },
    onSuccess: ({ saved, notice }) => onSaved(saved, notice),
  });

  const set = (next: Partial<RuleDraft>) => setDraft({ ...draft, ...next });
  const setTrigger = (next: Partial<RuleDraft['trigger']>) => set({ trigger: { ...draft.trigger, ...next } });
  const setEffect = (next: Partial<RuleDraft['effect']>) => set({ effect: { ...draft.effect, ...next } });
  const setSchedule = (next: Partial<RuleDraft['schedule']>) => set({ schedule: { ...draft.schedule, ...next } });
  const setLimits = (next: Partial<RuleDraft['limits']>) => set({ limits: { ...draft.limits, ...next } });
  const value = (change: (text: string) => void) => (event: { target: { value: string } }) => change(event.target.value);
  const error = save.error ?? draftProblem(simulate.error);
  const pending = save.isPending || simulate.isPending;
  const title = rule ? `Edit ${rule.name}` : 'New rule';

  return (
    <>
      <CardForm
        id="rule-form"
        title={title}
        onSubmit={() => {
          simulate.reset();
          save.reset();
          if (intent.current === 'simulate') simulate.mutate(draftSimulation(body, rule));
          else if (intent.current === 'active') setConfirming(true);
          else save.mutate('draft');
        }}
      >
        <div className="grid">
          <Field label="Name" name="name" error={error}>
            <input value={draft.name} onChange={value((name) => set({ name }))} required maxLength={100} />
          </Field>
          <Field label="Description" name="description" error={error}>
            <textarea value={draft.description} onChange={value((description) => set({ description }))} rows={2} maxLength={1000} />
          </Field>
        </div>

        <fieldset>
          <legend>Trigger</legend>
          <div className="grid">
            <Field label="Earned on" name="trigger.kind" error={error}>
              <select value={draft.trigger.kind} onChange={value((kind) => setTrigger({ kind: kind as TriggerKind }))}>
                {TRIGGER_KINDS.map((kind) => [kind, TRIGGER_WORDS[kind]] as const).map(([kind, words]) => (
                  <option key={kind} value={kind}>
                    {words}
                  </option>
                ))}
              </select>
            </Field>
            {draft.trigger.kind === 'event' && (
              <Field
                label="Event type"
                name="trigger.event_type"
                error={error}
                hint={choices.eventTypes.length === 0 ? 'No active event types yet' : undefined}
              >
                <select value={draft.trigger.event_type} onChange={value((event_type) => setTrigger({ event_type }))} required>
                  <option value="">Choose an event type</option>
                  {draft.trigger.event_type && !choices.eventTypes.some((type) => type.name === draft.trigger.event_type) && (
                    <option value={draft.trigger.event_type}>{draft.trigger.event_type}</option>
                  )}
                  {choices.eventTypes.map((type) => (
                    <option key={type.name} value={type.name}>
                      {type.title} ({type.name})
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {draft.trigger.kind === 'activity' && (
              <Field label="Activity" name="trigger.activity_id" error={error}>
                <select value={draft.trigger.activity_id} onChange={value((activity_id) => setTrigger({ activity_id }))} required>
                  <option value="">Choose an activity</option>
                  {choices.activities.map((activity) => (
                    <option key={activity.id} value={String(activity.id)}>
                      {activity.title}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {draft.trigger.kind === 'tier_reached' && (
              <Field label="Tier" name="trigger.tier_id" error={error}>
                {choices.tiers.length > 0 ? (
                  <select value={draft.trigger.tier_id} onChange={value((tier_id) => setTrigger({ tier_id }))} required>
                    <option value="">Choose a tier</option>
                    {choices.tiers.map((tier) => (
                      <option key={tier.id} value={tier.id}>
                        {tier.title}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input value={draft.trigger.tier_id} onChange={value((tier_id) => setTrigger({ tier_id }))} required />
                )}
              </Field>
            )}
          </div>
          {draft.trigger.kind === 'event' && choices.eventTypes.length === 0 && (
            <p className="hint">
              <Link to={`/programs/${clientId}/event-types`}>Create an event type</Link> first.
            </p>
          )}
        </fieldset>

        <ConditionsEditor
          name="conditions"
          words={CONDITIONS_WORDS}
          draft={draft}
          fields={fields}
          error={error}
          onChange={set}
          onClearKept={() => set({ kept: undefined, conditions: [] })}
        />

        <fieldset>
          <legend>Points</legend>
          <div className="grid">
            <Field label="Gives" name="effect.kind" error={error}>
              <select value={draft.effect.kind} onChange={value((kind) => setEffect({ kind: kind as RuleDraft['effect']['kind'] }))}>
                <option value="fixed">A fixed number of points</option>
                <option value="per_unit">Points per unit counted</option>
                <option value="multiplier">A multiple of the base points</option>
              </select>
            </Field>
            {draft.effect.kind !== 'multiplier' && (
              <Field label="Points" name="effect.points" error={error}>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={draft.effect.points}
                  onChange={value((points) => setEffect({ points }))}
                  required
                />
              </Field>
            )}
            {draft.effect.kind === 'per_unit' && (
              <>
                <Field label="Per" name="effect.per" error={error} hint="E.g. 10: the points for every 10 counted">
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    step={0.01}
                    value={draft.effect.per}
                    onChange={value((per) => setEffect({ per }))}
                    required
                  />
                </Field>
                <Field label="Counting" name="effect.of" error={error} hint="What is counted; a suggestion or your own">
                  <input list="rule-units" value={draft.effect.of} onChange={value((of) => setEffect({ of }))} required />
                </Field>
                <datalist id="rule-units">
                  {unitsFor(draft.trigger.kind, attributes).map((unit) => (
                    <option key={unit} value={unit} />
                  ))}
                </datalist>
              </>
            )}
            {draft.effect.kind === 'multiplier' && (
              <Field label="Multiply the base points by" name="effect.factor" error={error} hint="More than 1, up to 100">
                <input
                  type="number"
                  inputMode="decimal"
                  min={1.0001}
                  max={100}
                  step={0.0001}
                  value={draft.effect.factor}
                  onChange={value((factor) => setEffect({ factor }))}
                  required
                />
              </Field>
            )}
          </div>
        </fieldset>

        <RuleAudience clientId={clientId} tiers={choices.tiers} segments={choices.segments} chosen={draft} error={error} onChange={set} />

        <RuleSchedule schedule={draft.schedule} zone={zone} error={error} onChange={setSchedule} />

        <fieldset>
          <legend>Limits and budget</legend>
          <div className="grid">
            <Field label="Times per member" name="limits.per_member.count" error={error} hint="Blank: no cap">
              <input type="number" inputMode="numeric" min={1} step={1} value={draft.limits.count} onChange={value((count) => setLimits({ count }))} />
            </Field>
            <Field label="Points per member" name="limits.per_member.points" error={error} hint="Blank: no cap">
              <input type="number" inputMode="numeric" min={1} step={1} value={draft.limits.points} onChange={value((points) => setLimits({ points }))} />
            </Field>
            <Field label="Per" name="limits.per_member.period" error={error}>
              <select value={draft.limits.period} onChange={value((period) => setLimits({ period: period as Period }))}>
                {Object.entries(PERIOD_WORDS).map(([period, words]) => (
                  <option key={period} value={period}>
                    {words}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Most points per trigger" name="limits.max_points_per_trigger" error={error} hint="Blank: no cap">
              <input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={draft.limits.max_per_trigger}
                onChange={value((max_per_trigger) => setLimits({ max_per_trigger }))}
              />
            </Field>
            <Field label="Budget (points in all)" name="budget.points_total" error={error} hint="Blank: no budget">
              <input type="number" inputMode="numeric" min={1} step={1} value={draft.budget} onChange={value((budget) => set({ budget }))} />
            </Field>
            <Field label="Priority" name="priority" error={error} hint="Lower runs first; 100 by default">
              <input type="number" inputMode="numeric" min={0} step={1} value={draft.priority} onChange={value((priority) => set({ priority }))} required />
            </Field>
          </div>
          <label className="check">
            <input type="checkbox" checked={draft.stop_after} onChange={(event) => set({ stop_after: event.target.checked })} /> Stop the rules after this one
            when it gives points
          </label>
        </fieldset>

        <FormError error={error} />
        {confirming ? (
          <Confirm
            question={MOVES.activate.effect}
            yes={MOVES.activate.yes}
            no="Not yet"
            pending={save.isPending}
            onYes={() => {
              setConfirming(false);
              save.mutate('active');
            }}
            onNo={() => setConfirming(false)}
          />
        ) : (
          <div className="actions">
            <button type="submit" disabled={pending} onClick={() => (intent.current = 'draft')}>
              {rule ? 'Save rule' : 'Save as draft'}
            </button>
            {activates && (
              <button type="submit" className="secondary" disabled={pending} onClick={() => (intent.current = 'active')}>
                Save and activate
              </button>
            )}
            {canSimulate && (
              <button type="submit" className="secondary" disabled={pending} onClick={() => (intent.current = 'simulate')}>
                Simulate over the last 30 days
              </button>
            )}
            <button type="button" className="secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
        )}
      </CardForm>
      <RuleTry clientId={clientId} body={body} eventTypes={choices.eventTypes} activities={choices.activities} />
    </>
  );
}
