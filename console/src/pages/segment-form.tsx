import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Segment } from '../api/answers.js';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { listSegments, segmentsKey } from '../api/segments.js';
import { type ConditionsDraft, conditionsDraftOf } from '../components/condition-draft.js';
import { ConditionsEditor, type ConditionsWords } from '../components/conditions-editor.js';
import { CardForm, Field, FormActions, FormError, fieldError } from '../components/forms.js';
import { type FilterChoices, filterOf, newFilterDraft, segmentFields } from '../components/segment-filter.js';
import { SEGMENT_KIND_WORDS } from '../components/segment-words.js';
import { useOperator } from '../operator.js';
import { eventTypesKey, listEventTypes } from './event-types-page.js';
import { SegmentPreview } from './segment-preview.js';

const FILTER_WORDS: ConditionsWords = {
  legend: 'Conditions',
  holdsWhen: 'A member is in it when',
  none: 'None yet: add at least one. The segment holds the members who match its conditions.',
  kept: 'kept as they are when the segment is saved',
};

/** What a filter's fields offer: the program's levels and its static segments in use (a filter reads only those). */
export function useFilterChoices(api: RewardsClient, clientId: string): FilterChoices {
  const settings = useQuery({
    queryKey: ['settings', clientId],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/settings', { params: { path: { client_id: clientId } } })),
  });
  const segments = useQuery({ queryKey: [...segmentsKey(clientId), 'list', false], queryFn: () => listSegments(api, clientId) });
  const eventTypes = useQuery({ queryKey: [...eventTypesKey(clientId), false], queryFn: () => listEventTypes(api, clientId) });
  return {
    tiers: settings.data?.tiers?.levels ?? [],
    segments: (segments.data ?? []).filter((segment) => segment.kind === 'static' && segment.status === 'ready'),
    eventTypes: (eventTypes.data?.event_types ?? []).filter((type) => type.status !== 'archived'),
  };
}

/**
 * A segment's name, description and, for a new one, its kind: a list the operator fills, or the
 * members who match conditions. A dynamic segment's conditions are edited here too, with how many
 * members they hold for now below them as they change (segment-preview.tsx); changing them (or
 * saving a segment that could not be filled) fills it again, and the form says so before it is
 * saved. Every control's own problem shows at once; the API's refusal shows beside the field it
 * names.
 */
export function SegmentForm({
  clientId,
  segment,
  onSaved,
  onCancel,
}: {
  clientId: string;
  segment?: Segment;
  onSaved: (saved: Segment) => void;
  onCancel: () => void;
}) {
  const { api } = useOperator();
  const fields = segmentFields(useFilterChoices(api, clientId));
  const [name, setName] = useState(segment?.name ?? '');
  const [description, setDescription] = useState(segment?.description ?? '');
  const [kind, setKind] = useState<Segment['kind']>(segment?.kind ?? 'static');
  const [conditions, setConditions] = useState<ConditionsDraft>(() => (segment?.kind === 'dynamic' ? conditionsDraftOf(segment.filter) : newFilterDraft()));
  const [noCondition, setNoCondition] = useState(false);
  const filter = kind === 'dynamic' ? filterOf(conditions, fields) : undefined;
  const fillsAgain = segment?.kind === 'dynamic' && (segment.status === 'build_failed' || JSON.stringify(filter) !== JSON.stringify(segment.filter));
  const save = useMutation({
    mutationFn: () => {
      const body = { name, description: description.trim() === '' ? null : description, kind, ...(filter === undefined ? {} : { filter }) };
      if (!segment) return unwrap(api.POST('/admin/v1/clients/{client_id}/segments', { params: { path: { client_id: clientId } }, body }));
      return unwrap(
        api.PUT('/admin/v1/clients/{client_id}/segments/{segment_id}', { params: { path: { client_id: clientId, segment_id: segment.segment_id } }, body }),
      );
    },
    onSuccess: onSaved,
  });
  const editsConditions = kind === 'dynamic' && conditions.kept === undefined && conditions.conditions.length > 0;
  const kindProblem = fieldError(save.error, 'kind');
  return (
    <CardForm
      id="segment-form"
      title={segment ? `Edit ${segment.name}` : 'New segment'}
      onSubmit={() => {
        const empty = kind === 'dynamic' && filter === undefined;
        setNoCondition(empty);
        if (!empty) save.mutate();
      }}
    >
      <div className="grid">
        <Field label="Name" name="name" error={save.error} hint="What operators see, e.g. Spring preview guests">
          <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} autoComplete="off" />
        </Field>
        <Field label="Description" name="description" error={save.error} hint="Optional: who is in it and why">
          <textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={2} maxLength={500} />
        </Field>
      </div>
      {segment ? (
        segment.kind === 'dynamic' && <p className="hint">{SEGMENT_KIND_WORDS.dynamic}: its members are those its conditions hold for.</p>
      ) : (
        <fieldset aria-describedby={kindProblem ? 'segment-kind-error' : undefined}>
          <legend>Its members</legend>
          {(['static', 'dynamic'] as const).map((each) => (
            <label className="check" key={each}>
              <input type="radio" name="kind" value={each} checked={kind === each} onChange={() => setKind(each)} /> {SEGMENT_KIND_WORDS[each]}
            </label>
          ))}
          <p className="hint">
            {kind === 'static'
              ? 'You add and remove its members, by e-mail address or id, once it is made.'
              : 'It fills itself with the members who match its conditions, and keeps up as members change.'}
          </p>
          {kindProblem && (
            <p className="field-error" id="segment-kind-error">
              {kindProblem}
            </p>
          )}
        </fieldset>
      )}
      {kind === 'dynamic' && (
        <>
          <ConditionsEditor
            name="filter"
            words={FILTER_WORDS}
            draft={conditions}
            fields={fields}
            checkValues
            error={save.error}
            onChange={(next) => {
              setConditions(next);
              setNoCondition(false);
            }}
            onClearKept={() => setConditions(newFilterDraft())}
          />
          <SegmentPreview clientId={clientId} draft={conditions} fields={fields} name="filter" />
        </>
      )}
      {noCondition && (
        <p className="form-error" role="alert">
          Add at least one condition: a segment of members who match conditions needs one.
        </p>
      )}
      {fillsAgain && (
        <p className="warning">
          <strong>Saving fills it again:</strong> members who no longer match its conditions leave it, and members who now match join.
        </p>
      )}
      <FormError error={save.error} fields={['name', 'description', ...(segment ? [] : ['kind']), ...(editsConditions ? ['filter'] : [])]} />
      <FormActions label={segment ? 'Save segment' : 'Create segment'} pending={save.isPending} onCancel={onCancel} />
    </CardForm>
  );
}
