import type { operations } from '@rewards-api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { CardForm, Confirm, Field, FormActions, FormError, NewItemButton } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

type EventType = operations['AdminGetEventType']['responses'][200]['content']['application/json'];
type Attribute = EventType['attributes'][number];

const TYPE_WORDS: Record<Attribute['type'], string> = { string: 'Text', number: 'Number', boolean: 'Yes or no', date: 'Date (YYYY-MM-DD)' };

export const listEventTypes = (api: RewardsClient, clientId: string, includeArchived = false) =>
  unwrap(
    api.GET('/admin/v1/clients/{client_id}/event_types', {
      params: { path: { client_id: clientId }, query: { include_archived: includeArchived ? 'true' : 'false' } },
    }),
  );

/** The query key of a program's event types (the rule builder reads the active ones under it too). */
export const eventTypesKey = (clientId: string) => ['event-types', clientId];

const attributeWords = (attributes: readonly Attribute[]): string =>
  attributes.length === 0
    ? 'none'
    : attributes.map((each) => `${each.key} (${TYPE_WORDS[each.type].toLowerCase()}${each.required ? ', required' : ''})`).join('; ');

/**
 * The program's event types: the custom events members earn from, each with the attributes its
 * events carry. Managers create, edit (title and attributes) and archive one; others read.
 */
export function EventTypesPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const [archived, setArchived] = useState(false);
  const key = [...eventTypesKey(clientId), archived];
  const types = useQuery({ queryKey: key, queryFn: () => listEventTypes(api, clientId, archived) });
  const [editing, setEditing] = useState<EventType | 'new' | undefined>();
  const [archiving, setArchiving] = useState<EventType>();
  const [done, setDone] = useState<string>();
  const canWrite = may(session.role, 'createEventType');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: eventTypesKey(clientId) });
  const archive = useMutation({
    mutationFn: (type: EventType) =>
      unwrap(api.POST('/admin/v1/clients/{client_id}/event_types/{name}/archive', { params: { path: { client_id: clientId, name: type.name } } })),
    onSuccess: (type) => {
      setArchiving(undefined);
      setDone(`Archived ${type.title}: events of type ${type.name} are refused from now on.`);
      refresh();
    },
  });

  return (
    <>
      <h1>Event types</h1>
      <p className="hint">The custom events this program takes, and the attributes each carries. Earning rules with an event trigger read them.</p>
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {canWrite && <NewItemButton label="New event type" formOpen={editing !== undefined} onOpen={() => setEditing('new')} />}
      {canWrite && editing !== undefined && (
        <EventTypeForm
          api={api}
          clientId={clientId}
          type={editing === 'new' ? undefined : editing}
          onSaved={(saved, created) => {
            setEditing(undefined);
            setDone(created ? `Created ${saved.title} (${saved.name}).` : `Saved ${saved.title}: version ${saved.version}.`);
            refresh();
          }}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {canWrite && archiving && (
        <div className="card">
          <Confirm
            question={`Archive ${archiving.title}? Events of type ${archiving.name} are refused from now on, and no rule can be made for it.`}
            yes="Yes, archive it"
            no="Keep it"
            pending={archive.isPending}
            onYes={() => archive.mutate(archiving)}
            onNo={() => setArchiving(undefined)}
          />
          <FormError error={archive.error} />
        </div>
      )}
      <ListSection
        id="event-type-list"
        title="All event types"
        query={types}
        what="event types"
        empty={archived ? 'No event types yet.' : 'No active event types yet.'}
        items={(data) => data.event_types}
        label="Event types"
        before={
          <label className="check">
            <input type="checkbox" checked={archived} onChange={(event) => setArchived(event.target.checked)} /> Show archived types too
          </label>
        }
        columns={['Title', 'Name', 'Attributes', 'Status', 'Version', ...(canWrite ? ['Change'] : [])]}
        row={(type) => (
          <tr key={type.name}>
            <td>{type.title}</td>
            <td>
              <code>{type.name}</code>
            </td>
            <td>{attributeWords(type.attributes)}</td>
            <td>
              <span className={type.status === 'active' ? 'status good' : 'status'}>{type.status}</span>
            </td>
            <td>{type.version}</td>
            {canWrite && (
              <td>
                {type.status === 'active' && (
                  <div className="actions">
                    <button type="button" className="secondary" aria-label={`Edit ${type.title}`} onClick={() => setEditing(type)}>
                      Edit
                    </button>
                    <button type="button" className="danger" aria-label={`Archive ${type.title}`} onClick={() => setArchiving(type)}>
                      Archive
                    </button>
                  </div>
                )}
              </td>
            )}
          </tr>
        )}
      />
    </>
  );
}

function EventTypeForm({
  api,
  clientId,
  type,
  onSaved,
  onCancel,
}: {
  api: RewardsClient;
  clientId: string;
  type: EventType | undefined;
  onSaved: (saved: EventType, created: boolean) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(type?.name ?? '');
  const [title, setTitle] = useState(type?.title ?? '');
  const [attributes, setAttributes] = useState<Attribute[]>(type?.attributes ?? []);
  const save = useMutation({
    mutationFn: () => {
      if (!type)
        return unwrap(api.POST('/admin/v1/clients/{client_id}/event_types', { params: { path: { client_id: clientId } }, body: { name, title, attributes } }));
      return unwrap(
        api.PUT('/admin/v1/clients/{client_id}/event_types/{name}', {
          params: { path: { client_id: clientId, name: type.name } },
          body: { title, attributes },
        }),
      );
    },
    onSuccess: (saved) => onSaved(saved, !type),
  });
  const change = (index: number, next: Partial<Attribute>) => setAttributes(attributes.map((each, at) => (at === index ? { ...each, ...next } : each)));
  const fields = ['name', 'title', ...attributes.flatMap((_, index) => [`attributes.${index}.key`, `attributes.${index}.type`])];
  return (
    <CardForm id="event-type-form" title={type ? `Edit ${type.title}` : 'New event type'} onSubmit={() => save.mutate()}>
      <div className="grid">
        {!type && (
          <Field label="Name" name="name" error={save.error} hint="What events send as their type, e.g. order_shipped">
            <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={64} />
          </Field>
        )}
        <Field label="Title" name="title" error={save.error}>
          <input value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={200} />
        </Field>
      </div>
      <fieldset>
        <legend>Attributes</legend>
        {attributes.length === 0 && <p className="hint">None: events of this type carry no attributes.</p>}
        {attributes.map((attribute, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and only removed by their own button
          <div className="grid attribute-row" key={index}>
            <Field label={`Attribute ${index + 1} key`} name={`attributes.${index}.key`} error={save.error}>
              <input value={attribute.key} onChange={(event) => change(index, { key: event.target.value })} required maxLength={64} />
            </Field>
            <Field label={`Attribute ${index + 1} type`} name={`attributes.${index}.type`} error={save.error}>
              <select value={attribute.type} onChange={(event) => change(index, { type: event.target.value as Attribute['type'] })}>
                {Object.entries(TYPE_WORDS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            <label className="check">
              <input type="checkbox" checked={attribute.required} onChange={(event) => change(index, { required: event.target.checked })} /> Attribute{' '}
              {index + 1} required
            </label>
            <button type="button" className="secondary" onClick={() => setAttributes(attributes.filter((_, at) => at !== index))}>
              Remove attribute {index + 1}
            </button>
          </div>
        ))}
        <button type="button" className="secondary" onClick={() => setAttributes([...attributes, { key: '', type: 'string', required: false }])}>
          Add attribute
        </button>
      </fieldset>
      <FormError error={save.error} fields={fields} />
      <FormActions label={type ? 'Save event type' : 'Create event type'} pending={save.isPending} onCancel={onCancel} />
    </CardForm>
  );
}
