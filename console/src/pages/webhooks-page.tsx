import { WEBHOOK_EVENT_TYPES } from '@rewards-api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { CardForm, Confirm, Field, FormActions, FormError, IssuedSecret, NewItemButton, QueryError, QueryView, submitWith } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { when } from '../components/progress.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

type Webhook = Awaited<ReturnType<typeof listWebhooks>>[number];
type EventType = Webhook['events'][number];

const listWebhooks = (api: RewardsClient, clientId: string) =>
  unwrap(api.GET('/admin/v1/clients/{client_id}/webhooks', { params: { path: { client_id: clientId } } }));

const ALL = '*';

/**
 * The program's webhook endpoints: where events are sent and which. Managers add, edit and delete
 * one and rotate its signing secret (the new secret shown once; the old one still signs for the
 * overlap chosen). Each endpoint's delivery log is a page of its own.
 */
export function WebhooksPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const key = ['webhooks', clientId];
  const webhooks = useQuery({ queryKey: key, queryFn: () => listWebhooks(api, clientId) });
  const [editing, setEditing] = useState<Webhook | 'new' | undefined>();
  const [secret, setSecret] = useState<{ label: string; value: string; note?: string }>();
  const canWrite = may(session.role, 'createWebhook');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });

  return (
    <>
      <h1>Webhooks</h1>
      <p className="hint">Endpoints this program's events are sent to, each request signed with the endpoint's secret.</p>
      {secret && <IssuedSecret note={secret.note} label={secret.label} value={secret.value} onDismiss={() => setSecret(undefined)} />}
      {canWrite && <NewItemButton label="New webhook" formOpen={editing !== undefined} onOpen={() => setEditing('new')} />}
      {canWrite && editing !== undefined && (
        <WebhookForm
          api={api}
          clientId={clientId}
          webhook={editing === 'new' ? undefined : editing}
          onCreated={(created) => setSecret({ label: `The signing secret of ${created.url}`, value: created.secret })}
          onDone={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      <section aria-labelledby="webhook-list">
        <h2 id="webhook-list">Endpoints</h2>
        <QueryView query={webhooks} what="webhooks" empty="No webhooks yet." isEmpty={(data) => data.length === 0}>
          {(data) =>
            data.map((webhook) => (
              <WebhookCard
                key={webhook.webhook_id}
                api={api}
                clientId={clientId}
                webhook={webhook}
                canWrite={canWrite}
                onEdit={() => setEditing(webhook)}
                onRotated={(value, expiresAt) =>
                  setSecret({
                    label: `The new signing secret of ${webhook.url}`,
                    value,
                    note: `Secret rotated; the previous secret keeps signing until ${when(expiresAt)}.`,
                  })
                }
                onDeleted={refresh}
              />
            ))
          }
        </QueryView>
      </section>
    </>
  );
}

function WebhookCard({
  api,
  clientId,
  webhook,
  canWrite,
  onEdit,
  onRotated,
  onDeleted,
}: {
  api: RewardsClient;
  clientId: string;
  webhook: Webhook;
  canWrite: boolean;
  onEdit: () => void;
  onRotated: (secret: string, previousExpireAt: number) => void;
  onDeleted: () => void;
}) {
  const path = { client_id: clientId, webhook_id: webhook.webhook_id };
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [overlapHours, setOverlapHours] = useState('24');
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/admin/v1/clients/{client_id}/webhooks/{webhook_id}', { params: { path } })),
    onSuccess: onDeleted,
  });
  const rotate = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/admin/v1/clients/{client_id}/webhooks/{webhook_id}/rotate_secret', {
          params: { path },
          body: { overlap_seconds: Math.round(Number(overlapHours) * 3600) },
        }),
      ),
    onSuccess: (rotated) => {
      setRotating(false);
      onRotated(rotated.secret, rotated.previous_secrets_expire_at);
    },
  });
  const headingId = `webhook-${webhook.webhook_id}`;
  return (
    <article className="card" aria-labelledby={headingId}>
      <h3 id={headingId} className="break">
        {webhook.url}
      </h3>
      <p>
        <span className={webhook.enabled ? 'status good' : 'status'}>{webhook.enabled ? 'enabled' : 'paused'}</span>{' '}
        {webhook.events.includes(ALL) ? 'every event' : webhook.events.join(', ')}
      </p>
      <p className="hint">
        id {webhook.webhook_id}; added <When at={webhook.date_created} />, changed <When at={webhook.date_updated} />
      </p>
      <div className="actions">
        <Link to={webhook.webhook_id} aria-label={`Deliveries of ${webhook.url}`}>
          Deliveries
        </Link>
        {canWrite && (
          <>
            <button type="button" className="secondary" onClick={onEdit} aria-label={`Edit ${webhook.url}`}>
              Edit
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => setRotating(!rotating)}
              aria-expanded={rotating}
              aria-label={`Rotate secret of ${webhook.url}`}
            >
              Rotate secret
            </button>
            <button type="button" className="danger" onClick={() => setConfirming(true)} aria-label={`Delete ${webhook.url}`}>
              Delete
            </button>
          </>
        )}
      </div>
      {canWrite && rotating && (
        <form onSubmit={submitWith(() => rotate.mutate())} noValidate>
          <Field
            label="Keep the old secret signing for (hours)"
            name="overlap_seconds"
            error={rotate.error}
            hint="Up to 168 hours, while the receiver moves to the new secret; 0 ends it now"
          >
            <input type="number" inputMode="decimal" min={0} max={168} value={overlapHours} onChange={(event) => setOverlapHours(event.target.value)} />
          </Field>
          <FormError error={rotate.error} fields={['overlap_seconds']} />
          <FormActions label="Rotate now" pending={rotate.isPending} onCancel={() => setRotating(false)} />
        </form>
      )}
      {canWrite && confirming && (
        <Confirm
          question="Delete this webhook? Its events stop being sent."
          yes="Yes, delete it"
          no="Keep it"
          pending={remove.isPending}
          onYes={() => remove.mutate()}
          onNo={() => setConfirming(false)}
        />
      )}
      <FormError error={remove.error} />
    </article>
  );
}

function WebhookForm({
  api,
  clientId,
  webhook,
  onCreated,
  onDone,
}: {
  api: RewardsClient;
  clientId: string;
  webhook: Webhook | undefined;
  onCreated: (created: Webhook & { secret: string }) => void;
  onDone: () => void;
}) {
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<EventType[]>(webhook?.events ?? [ALL]);
  const [enabled, setEnabled] = useState(webhook?.enabled ?? true);
  const every = events.includes(ALL);
  const save = useMutation({
    mutationFn: async () => {
      const body = { url: url.trim(), events, enabled };
      if (!webhook) {
        onCreated(await unwrap(api.POST('/admin/v1/clients/{client_id}/webhooks', { params: { path: { client_id: clientId } }, body })));
        return;
      }
      await unwrap(
        api.PUT('/admin/v1/clients/{client_id}/webhooks/{webhook_id}', { params: { path: { client_id: clientId, webhook_id: webhook.webhook_id } }, body }),
      );
    },
    onSuccess: onDone,
  });
  const toggle = (event: EventType, on: boolean) => setEvents(on ? [...events.filter((each) => each !== ALL), event] : events.filter((each) => each !== event));
  return (
    <CardForm id="webhook-form" title={webhook ? 'Edit webhook' : 'New webhook'} onSubmit={() => save.mutate()}>
      <Field label="URL" name="url" error={save.error} hint="An https address the events are POSTed to">
        <input type="url" value={url} onChange={(event) => setUrl(event.target.value)} required />
      </Field>
      <fieldset aria-describedby={save.error ? 'events-error' : undefined}>
        <legend>Events</legend>
        <label className="check">
          <input type="checkbox" checked={every} onChange={(event) => setEvents(event.target.checked ? [ALL] : [])} /> Every event, including ones added later
        </label>
        {!every && (
          <div className="checks">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label className="check" key={type}>
                <input type="checkbox" checked={events.includes(type)} onChange={(event) => toggle(type, event.target.checked)} /> {type}
              </label>
            ))}
          </div>
        )}
        <div id="events-error">
          <FormError error={save.error} fields={['url', 'enabled']} />
        </div>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} /> Enabled
      </label>
      <FormActions label={webhook ? 'Save webhook' : 'Create webhook'} pending={save.isPending} onCancel={onDone} />
    </CardForm>
  );
}

const DELIVERY_STATUS_CLASS: Record<string, string> = { delivered: 'status good', failed: 'status bad', retrying: 'status bad' };

/** One endpoint's delivery log, newest first, a page at a time; managers send a delivery again. */
export function WebhookDeliveriesPage() {
  const { clientId = '', webhookId = '' } = useParams();
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const pages = useCursorPages();
  const { cursor } = pages;
  const path = { client_id: clientId, webhook_id: webhookId };
  const webhook = useQuery({
    queryKey: ['webhook', clientId, webhookId],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/webhooks/{webhook_id}', { params: { path } })),
  });
  const key = ['webhook-deliveries', clientId, webhookId];
  const deliveries = useQuery({
    queryKey: [...key, cursor],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries', { params: { path, query: { limit: 25, ...(cursor ? { cursor } : {}) } } }),
      ),
  });
  const replay = useMutation({
    mutationFn: (delivery_id: string) =>
      unwrap(api.POST('/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/replay', { params: { path: { ...path, delivery_id } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const canReplay = may(session.role, 'replayWebhookDelivery');
  const nextCursor = deliveries.data?.next_cursor;

  return (
    <>
      <h1>Deliveries</h1>
      <p>
        <Link to={`/programs/${clientId}/webhooks`}>All webhooks</Link>
      </p>
      {webhook.data && (
        <p className="break">
          To <strong>{webhook.data.url}</strong> ({webhook.data.enabled ? 'enabled' : 'paused'})
        </p>
      )}
      {webhook.isError && <QueryError error={webhook.error} />}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => void deliveries.refetch()} disabled={deliveries.isFetching}>
          Refresh
        </button>
      </div>
      {replay.data && (
        <p role="status" className="notice">
          Delivery {replay.data.delivery_id} queued to be sent again.
        </p>
      )}
      <FormError error={replay.error} />
      <ListSection
        id="delivery-log"
        title="Delivery log"
        query={deliveries}
        what="deliveries"
        empty="No deliveries yet: events appear here once this endpoint has been sent one."
        items={(data) => data.deliveries}
        label="Deliveries"
        columns={['Event', 'Status', 'Attempts', 'Last answer', 'Next attempt', 'Created', ...(canReplay ? ['Replay'] : [])]}
        row={(delivery) => (
          <tr key={delivery.delivery_id}>
            <td>
              {delivery.event_type}
              <br />
              <span className="hint">{delivery.event_id}</span>
            </td>
            <td>
              <span className={DELIVERY_STATUS_CLASS[delivery.status] ?? 'status'}>{delivery.status}</span>
            </td>
            <td>{delivery.attempts}</td>
            <td>{delivery.last_response_code ?? delivery.last_error ?? ''}</td>
            <td>
              <When at={delivery.next_attempt_at} />
            </td>
            <td>
              <When at={delivery.created_at} />
            </td>
            {canReplay && (
              <td>
                <button
                  type="button"
                  className="secondary"
                  disabled={replay.isPending}
                  onClick={() => replay.mutate(delivery.delivery_id)}
                  aria-label={`Replay ${delivery.event_type} ${delivery.event_id}`}
                >
                  Replay
                </button>
              </td>
            )}
          </tr>
        )}
      >
        <Pager pages={pages} nextCursor={nextCursor} label="Delivery" />
      </ListSection>
    </>
  );
}
