import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { unwrap } from '../api/problem.js';
import { When } from '../components/when.js';
import { DataTable } from '../components/list-section.js';
import { FormError, IssuedSecret, QueryView } from '../components/forms.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

/**
 * A program's credentials (owners): api_keys for its member API calls and signing keys for signed
 * requests, listed by id and date. The API answers a secret once, on issue, and never again.
 */
export function KeysPage() {
  const { clientId = '' } = useParams();
  const { session } = useOperator();
  if (!may(session.role, 'issueApiKey')) {
    return (
      <>
        <h1>Keys</h1>
        <p>Only owners issue and revoke a program's keys.</p>
      </>
    );
  }
  return (
    <>
      <h1>Keys</h1>
      <p>
        Program <code>{clientId}</code>
      </p>
      <ApiKeys clientId={clientId} />
      <SigningKeys clientId={clientId} />
    </>
  );
}

function ApiKeys({ clientId }: { clientId: string }) {
  const { api } = useOperator();
  const path = { client_id: clientId };
  return (
    <KeySection
      id="api-keys"
      title="API keys"
      what="API keys"
      noun="API key"
      issueLabel="Issue an API key"
      queryKey={['api-keys', clientId]}
      list={async () =>
        (await unwrap(api.GET('/admin/v1/clients/{client_id}/api_keys', { params: { path } }))).api_keys.map((key) => ({ ...key, id: key.key_id }))
      }
      issue={async () => {
        const issued = await unwrap(api.POST('/admin/v1/clients/{client_id}/api_keys', { params: { path } }));
        return { id: issued.key_id, secret: issued.api_key };
      }}
      revoke={(key_id) => unwrap(api.DELETE('/admin/v1/clients/{client_id}/api_keys/{key_id}', { params: { path: { ...path, key_id } } }))}
      issued={(id) => (
        <>
          Issued key <code>{id}</code>.
        </>
      )}
      secretLabel="The new API key"
      revoked={(id) => `Key ${id} revoked: calls made with it are refused from now on.`}
      confirm={(id) => `Revoke API key ${id}? Calls made with it are refused from then on.`}
      empty="No API keys: members' apps cannot call the API until one is issued."
      idColumn="key_id"
    />
  );
}

function SigningKeys({ clientId }: { clientId: string }) {
  const { api } = useOperator();
  const path = { client_id: clientId };
  return (
    <KeySection
      id="signing-keys"
      title="Signing keys"
      what="signing keys"
      noun="signing key"
      issueLabel="Issue a signing key"
      queryKey={['signing-keys', clientId]}
      list={async () =>
        (await unwrap(api.GET('/admin/v1/clients/{client_id}/signing_keys', { params: { path } }))).signing_keys.map((key) => ({ ...key, id: key.public_key }))
      }
      issue={async () => {
        const issued = await unwrap(api.POST('/admin/v1/clients/{client_id}/signing_keys', { params: { path } }));
        return { id: issued.public_key, secret: issued.secret };
      }}
      revoke={(public_key) => unwrap(api.DELETE('/admin/v1/clients/{client_id}/signing_keys/{public_key}', { params: { path: { ...path, public_key } } }))}
      issued={(id) => (
        <>
          Issued signing key <code>{id}</code>.
        </>
      )}
      secretLabel="Its secret"
      revoked={(id) => `Signing key ${id} revoked.`}
      confirm={(id) => `Revoke signing key ${id}?`}
      empty="No signing keys."
      idColumn="Public key"
    />
  );
}

/** One kind of key: issue one (its secret shown once), list them by id and date, revoke one after a confirm. */
function KeySection({
  id,
  title,
  what,
  noun,
  issueLabel,
  queryKey,
  list,
  issue: issueKey,
  revoke: revokeKey,
  issued,
  secretLabel,
  revoked,
  confirm,
  empty,
  idColumn,
}: {
  id: string;
  title: string;
  what: string;
  noun: string;
  issueLabel: string;
  queryKey: readonly string[];
  list: () => Promise<{ id: string; date_created: number }[]>;
  issue: () => Promise<{ id: string; secret: string }>;
  revoke: (id: string) => Promise<unknown>;
  issued: (id: string) => ReactNode;
  secretLabel: string;
  revoked: (id: string) => string;
  confirm: (id: string) => string;
  empty: string;
  idColumn: string;
}) {
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey, queryFn: list });
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  const issue = useMutation({ mutationFn: issueKey, onSuccess: refresh });
  const revoke = useMutation({ mutationFn: revokeKey, onSuccess: refresh });
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {issue.data ? (
        <IssuedSecret note={issued(issue.data.id)} label={secretLabel} value={issue.data.secret} onDismiss={() => issue.reset()} />
      ) : (
        <>
          <FormError error={issue.error} />
          <button type="button" onClick={() => issue.mutate()} disabled={issue.isPending}>
            {issueLabel}
          </button>
        </>
      )}
      <FormError error={revoke.error} />
      {revoke.isSuccess && <p role="status">{revoked(revoke.variables)}</p>}
      <QueryView query={keys} what={what} empty={empty} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <DataTable
            label={title}
            columns={[idColumn, 'Issued', 'Revoke']}
            items={data}
            row={(key) => (
              <tr key={key.id}>
                <td>
                  <code>{key.id}</code>
                </td>
                <td>
                  <When at={key.date_created} />
                </td>
                <td>
                  <button
                    type="button"
                    className="danger"
                    disabled={revoke.isPending}
                    aria-label={`Revoke ${noun} ${key.id}`}
                    onClick={() => window.confirm(confirm(key.id)) && revoke.mutate(key.id)}
                  >
                    Revoke
                  </button>
                </td>
              </tr>
            )}
          />
        )}
      </QueryView>
    </section>
  );
}
