import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { unwrap } from '../api/problem.js';
import { CardForm, EditCell, Field, FormActions, FormError, NewItemButton, numberOrNull, text } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

type ActivityItem = Awaited<ReturnType<typeof listActivities>>[number];

/** The periods a cap may run over (the API refuses the retired ones). */
const PERIODS: Record<number, string> = { 2: 'One calendar day', 4: 'One calendar week', 6: 'One calendar month', 5: 'Lifetime' };

const listActivities = (api: ReturnType<typeof useOperator>['api'], clientId: string) =>
  unwrap(api.GET('/admin/v1/clients/{client_id}/activities', { params: { path: { client_id: clientId } } }));

interface Draft {
  name: string;
  title: string;
  description: string;
  num_points: string;
  freq_cap: string;
  freq_period_id: string;
  freq_num_required_attempts: string;
  is_active: boolean;
}

const EMPTY: Draft = {
  name: '',
  title: '',
  description: '',
  num_points: '',
  freq_cap: '',
  freq_period_id: '',
  freq_num_required_attempts: '',
  is_active: true,
};

const draftOf = (activity: ActivityItem): Draft => ({
  name: activity.name,
  title: activity.title,
  description: activity.description,
  num_points: text(activity.num_points),
  freq_cap: text(activity.freq_cap),
  freq_period_id: text(activity.freq_period_id),
  freq_num_required_attempts: text(activity.freq_num_required_attempts),
  is_active: activity.is_active,
});

const FIELDS = ['name', 'title', 'description', 'num_points', 'freq_cap', 'freq_period_id', 'freq_num_required_attempts', 'is_active'];

/** The activities members earn points for: the list, and for managers creating and editing one, with its caps. */
export function ActivitiesPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const key = ['activities', clientId];
  const activities = useQuery({ queryKey: key, queryFn: () => listActivities(api, clientId) });
  const [editing, setEditing] = useState<ActivityItem | 'new' | undefined>();
  const canWrite = may(session.role, 'createActivity');

  return (
    <>
      <h1>Activities</h1>
      {canWrite && <NewItemButton label="New activity" formOpen={editing !== undefined} onOpen={() => setEditing('new')} />}
      {canWrite && editing !== undefined && (
        <ActivityForm
          clientId={clientId}
          activity={editing === 'new' ? undefined : editing}
          onDone={() => {
            setEditing(undefined);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      )}
      <ListSection
        id="activity-list"
        title="All activities"
        query={activities}
        what="activities"
        empty="No activities yet."
        items={(data) => data}
        label="Activities"
        columns={['Title', 'Name', 'Points', 'Cap', 'Active', ...(canWrite ? ['Edit'] : [])]}
        row={(activity) => (
          <tr key={activity.id}>
            <td>{activity.title}</td>
            <td>{activity.name}</td>
            <td>{activity.num_points}</td>
            <td>{activity.freq_cap === null ? 'none' : `${activity.freq_cap} per ${(PERIODS[activity.freq_period_id ?? 0] ?? 'period').toLowerCase()}`}</td>
            <td>{activity.is_active ? 'yes' : 'no'}</td>
            {canWrite && <EditCell title={activity.title} onEdit={() => setEditing(activity)} />}
          </tr>
        )}
      />
    </>
  );
}

function ActivityForm({ clientId, activity, onDone }: { clientId: string; activity: ActivityItem | undefined; onDone: () => void }) {
  const { api } = useOperator();
  const [draft, setDraft] = useState<Draft>(activity ? draftOf(activity) : EMPTY);
  const set = (name: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const save = useMutation({
    mutationFn: () => {
      const body = {
        name: draft.name,
        title: draft.title,
        description: draft.description,
        num_points: Number(draft.num_points),
        freq_cap: numberOrNull(draft.freq_cap),
        freq_period_id: numberOrNull(draft.freq_period_id),
        freq_num_required_attempts: numberOrNull(draft.freq_num_required_attempts),
        is_active: draft.is_active,
      };
      if (!activity) return unwrap(api.POST('/admin/v1/clients/{client_id}/activities', { params: { path: { client_id: clientId } }, body }));
      // A replace: what this form does not show is sent back as it was.
      const { id, category_name, type_name, activity_channel_name, freq_period_name, date_created, date_last_updated, questions, ...kept } = activity;
      return unwrap(
        api.PUT('/admin/v1/clients/{client_id}/activities/{activity_id}', {
          params: { path: { client_id: clientId, activity_id: String(id) } },
          // A survey keeps its questions (the view answers null for an activity without any).
          body: { ...kept, ...(questions ? { questions } : {}), ...body },
        }),
      );
    },
    onSuccess: onDone,
  });
  return (
    <CardForm id="activity-form" title={activity ? `Edit ${activity.title}` : 'New activity'} onSubmit={() => save.mutate()}>
      <div className="grid">
        <Field label="Name" name="name" error={save.error} hint="The id integrations use, e.g. visit">
          <input value={draft.name} onChange={set('name')} required />
        </Field>
        <Field label="Title" name="title" error={save.error}>
          <input value={draft.title} onChange={set('title')} required />
        </Field>
        <Field label="Points" name="num_points" error={save.error}>
          <input type="number" inputMode="numeric" min={0} value={draft.num_points} onChange={set('num_points')} required />
        </Field>
        <Field label="Description" name="description" error={save.error}>
          <textarea value={draft.description} onChange={set('description')} rows={2} />
        </Field>
      </div>
      <fieldset>
        <legend>Cap</legend>
        <div className="grid">
          <Field label="At most (credits)" name="freq_cap" error={save.error} hint="Blank: no cap">
            <input type="number" inputMode="numeric" min={1} value={draft.freq_cap} onChange={set('freq_cap')} />
          </Field>
          <Field label="Per" name="freq_period_id" error={save.error}>
            <select value={draft.freq_period_id} onChange={set('freq_period_id')}>
              <option value="">(no period)</option>
              {Object.entries(PERIODS).map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Attempts before a credit" name="freq_num_required_attempts" error={save.error} hint="Blank: every attempt credits">
            <input type="number" inputMode="numeric" min={1} value={draft.freq_num_required_attempts} onChange={set('freq_num_required_attempts')} />
          </Field>
        </div>
      </fieldset>
      <div className="check">
        <input id="activity-active" type="checkbox" checked={draft.is_active} onChange={(event) => setDraft({ ...draft, is_active: event.target.checked })} />
        <label htmlFor="activity-active">Active</label>
      </div>
      <FormError error={save.error} fields={FIELDS} />
      <FormActions label={activity ? 'Save activity' : 'Create activity'} pending={save.isPending} onCancel={onDone} />
    </CardForm>
  );
}
