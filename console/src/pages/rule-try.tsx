import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap } from '../api/problem.js';
import { CardForm, Field, FormActions, FormError } from '../components/forms.js';
import { type AttributeType, instantInZone, type RuleBody, scalarOf, TRIGGER_WORDS, type TriggerKind } from '../components/rule-draft.js';
import { ExplanationView } from '../components/rule-explanation.js';
import { useDisplayZone } from '../components/when.js';
import { useOperator } from '../operator.js';

interface TryState {
  member: string;
  /** Blank until chosen here: the rule's own trigger kind. */
  kind: TriggerKind | '';
  event_type: string;
  attributes: Record<string, string>;
  total: string;
  sku: string;
  category: string;
  quantity: string;
  price: string;
  channel: string;
  store_id: string;
  activity_id: string;
  tier_id: string;
  at: string;
  withActive: boolean;
}

const blankOr = (value: string) => (value.trim() === '' ? undefined : value.trim());
const numberOr = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The trigger the panel describes, as the evaluate route takes it (blank fields left out). */
function triggerOf(state: TryState & { kind: TriggerKind }, attributeTypes: ReadonlyMap<string, AttributeType>) {
  switch (state.kind) {
    case 'event': {
      const attributes = Object.fromEntries(
        Object.entries(state.attributes)
          .filter(([, value]) => value.trim() !== '')
          .map(([key, value]) => [key, scalarOf(value, attributeTypes.get(key) ?? 'string')]),
      );
      return { kind: 'event' as const, event_type: state.event_type, attributes };
    }
    case 'purchase': {
      const item = blankOr(state.sku)
        ? [{ sku: state.sku.trim(), category: blankOr(state.category), quantity: numberOr(state.quantity) ?? 1, price: numberOr(state.price) }]
        : [];
      return { kind: 'purchase' as const, total: Number(state.total), items: item, channel: blankOr(state.channel), store_id: blankOr(state.store_id) };
    }
    case 'activity':
      return { kind: 'activity' as const, activity_id: state.activity_id };
    case 'tier_reached':
      return { kind: 'tier_reached' as const, tier_id: state.tier_id.trim() };
    default:
      return { kind: state.kind };
  }
}

/**
 * "Try it": what a trigger would earn a member with the rule as it stands in the builder (and,
 * when asked, the program's active rules beside it). Nothing is written: each rule's outcome
 * and the totals are shown.
 */
export function RuleTry({
  clientId,
  body,
  eventTypes,
  activities,
}: {
  clientId: string;
  body: RuleBody;
  eventTypes: readonly { name: string; title: string; attributes: readonly { key: string; type: AttributeType; required: boolean }[] }[];
  activities: readonly { id: number; title: string }[];
}) {
  const { api } = useOperator();
  const zone = useDisplayZone();
  const [state, setState] = useState<TryState>(() => ({
    member: '',
    kind: '',
    event_type: '',
    attributes: {},
    total: '',
    sku: '',
    category: '',
    quantity: '',
    price: '',
    channel: '',
    store_id: '',
    activity_id: '',
    tier_id: '',
    at: '',
    withActive: false,
  }));
  // Until one is chosen here, the rule's own trigger kind, event type, activity and tier are tried.
  const tried: TryState & { kind: TriggerKind } = {
    ...state,
    kind: state.kind || body.trigger.kind,
    tier_id: state.tier_id || (body.trigger.kind === 'tier_reached' ? body.trigger.tier_id : ''),
    event_type: state.event_type || (body.trigger.kind === 'event' ? body.trigger.event_type : ''),
    activity_id: state.activity_id || (body.trigger.kind === 'activity' ? body.trigger.activity_id : ''),
  };
  const set = (next: Partial<TryState>) => setState({ ...state, ...next });
  const text = (name: keyof TryState) => (event: { target: { value: string } }) => set({ [name]: event.target.value });
  const attributes = eventTypes.find((type) => type.name === tried.event_type)?.attributes ?? [];
  const attributeTypes = new Map(attributes.map(({ key, type }) => [key, type]));
  const evaluate = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/admin/v1/clients/{client_id}/rules/evaluate', {
          params: { path: { client_id: clientId } },
          body: {
            member_id: Number(state.member),
            trigger: triggerOf(tried, attributeTypes),
            ...(state.at ? { at: instantInZone(state.at, zone) } : {}),
            rules: [body],
            with_active_rules: state.withActive,
          },
        }),
      ),
  });
  const error = evaluate.error;

  return (
    <CardForm id="rule-try" title="Try it" onSubmit={() => evaluate.mutate()}>
      <p className="hint">What a trigger would earn a member with this rule as it stands above. Nothing is saved or credited.</p>
      <div className="grid">
        <Field label="Member id" name="member_id" error={error}>
          <input type="number" inputMode="numeric" min={1} step={1} value={state.member} onChange={text('member')} required />
        </Field>
        <Field label="Trigger to try" name="trigger.kind" error={error}>
          <select value={tried.kind} onChange={(event) => set({ kind: event.target.value as TriggerKind })}>
            {Object.entries(TRIGGER_WORDS).map(([kind, words]) => (
              <option key={kind} value={kind}>
                {words}
              </option>
            ))}
          </select>
        </Field>
        {tried.kind === 'event' && (
          <Field label="Event type to try" name="trigger.event_type" error={error}>
            <select value={tried.event_type} onChange={(event) => set({ event_type: event.target.value, attributes: {} })}>
              <option value="">Choose an event type</option>
              {eventTypes.map((type) => (
                <option key={type.name} value={type.name}>
                  {type.title} ({type.name})
                </option>
              ))}
            </select>
          </Field>
        )}
        {tried.kind === 'event' &&
          attributes.map(({ key, type }) => (
            <Field key={key} label={`Event ${key}`} name={`trigger.attributes.${key}`} error={error} hint={type === 'boolean' ? 'true or false' : undefined}>
              <input
                type={type === 'number' ? 'number' : type === 'date' ? 'date' : 'text'}
                value={state.attributes[key] ?? ''}
                onChange={(event) => set({ attributes: { ...state.attributes, [key]: event.target.value } })}
              />
            </Field>
          ))}
        {tried.kind === 'purchase' && (
          <>
            <Field label="Purchase total" name="trigger.total" error={error}>
              <input type="number" inputMode="decimal" min={0} step={0.01} value={state.total} onChange={text('total')} required />
            </Field>
            <Field label="Item SKU" name="trigger.items" error={error} hint="Blank: no items">
              <input value={state.sku} onChange={text('sku')} />
            </Field>
            <Field label="Item category" name="trigger.items.0.category" error={error}>
              <input value={state.category} onChange={text('category')} />
            </Field>
            <Field label="Item quantity" name="trigger.items.0.quantity" error={error}>
              <input type="number" inputMode="decimal" min={0} step="any" value={state.quantity} onChange={text('quantity')} />
            </Field>
            <Field label="Item price" name="trigger.items.0.price" error={error}>
              <input type="number" inputMode="decimal" min={0} step={0.01} value={state.price} onChange={text('price')} />
            </Field>
            <Field label="Channel" name="trigger.channel" error={error}>
              <input value={state.channel} onChange={text('channel')} />
            </Field>
            <Field label="Store" name="trigger.store_id" error={error}>
              <input value={state.store_id} onChange={text('store_id')} />
            </Field>
          </>
        )}
        {tried.kind === 'activity' && (
          <Field label="Activity to try" name="trigger.activity_id" error={error}>
            <select value={tried.activity_id} onChange={text('activity_id')}>
              <option value="">Choose an activity</option>
              {activities.map((activity) => (
                <option key={activity.id} value={String(activity.id)}>
                  {activity.title}
                </option>
              ))}
            </select>
          </Field>
        )}
        {tried.kind === 'tier_reached' && (
          <Field label="Tier reached" name="trigger.tier_id" error={error}>
            <input value={tried.tier_id} onChange={text('tier_id')} />
          </Field>
        )}
        <Field label="At" name="at" error={error} hint={`Blank: now; in ${zone}`}>
          <input type="datetime-local" value={state.at} onChange={text('at')} />
        </Field>
      </div>
      <label className="check">
        <input type="checkbox" checked={state.withActive} onChange={(event) => set({ withActive: event.target.checked })} /> Run the program's active rules
        beside it
      </label>
      <FormError error={error} />
      <FormActions label="Try it" pending={evaluate.isPending} />
      {evaluate.data && <ExplanationView explanation={evaluate.data} label="What the trigger would earn" />}
    </CardForm>
  );
}
