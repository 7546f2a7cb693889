import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { unwrap } from '../api/problem.js';
import { formatDate } from '../components/dates.js';
import { TableWrap } from '../components/table-wrap.js';
import { Empty, FormError, Loading, QueryError, SecretOnce } from '../components/forms.js';
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
  const queryClient = useQueryClient();
  const path = { client_id: clientId };
  const queryKey = ['api-keys', clientId];
  const keys = useQuery({ queryKey, queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/api_keys', { params: { path } })) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  const issue = useMutation({ mutationFn: () => unwrap(api.POST('/admin/v1/clients/{client_id}/api_keys', { params: { path } })), onSuccess: refresh });
  const revoke = useMutation({
    mutationFn: (key_id: string) => unwrap(api.DELETE('/admin/v1/clients/{client_id}/api_keys/{key_id}', { params: { path: { ...path, key_id } } })),
    onSuccess: refresh,
  });
  return (
    <section className="card" aria-labelledby="api-keys">
      <h2 id="api-keys">API keys</h2>
      {issue.data ? (
        <>
          <p role="status">
            Issued key <code>{issue.data.key_id}</code>.
          </p>
          <SecretOnce label="The new API key" value={issue.data.api_key} onDismiss={() => issue.reset()} />
        </>
      ) : (
        <>
          <FormError error={issue.error} />
          <button type="button" onClick={() => issue.mutate()} disabled={issue.isPending}>
            Issue an API key
          </button>
        </>
      )}
      <FormError error={revoke.error} />
      {revoke.isSuccess && <p role="status">Key {revoke.variables} revoked: calls made with it are refused from now on.</p>}
      {keys.isPending ? (
        <Loading what="API keys" />
      ) : keys.isError ? (
        <QueryError error={keys.error} />
      ) : keys.data.api_keys.length === 0 ? (
        <Empty>No API keys: members' apps cannot call the API until one is issued.</Empty>
      ) : (
        <TableWrap label="API keys">
          <table>
            <thead>
              <tr>
                <th scope="col">key_id</th>
                <th scope="col">Issued</th>
                <th scope="col">Revoke</th>
              </tr>
            </thead>
            <tbody>
              {keys.data.api_keys.map((key) => (
                <tr key={key.key_id}>
                  <td>
                    <code>{key.key_id}</code>
                  </td>
                  <td>{formatDate(key.date_created)}</td>
                  <td>
                    <button
                      type="button"
                      className="danger"
                      disabled={revoke.isPending}
                      aria-label={`Revoke API key ${key.key_id}`}
                      onClick={() => window.confirm(`Revoke API key ${key.key_id}? Calls made with it are refused from then on.`) && revoke.mutate(key.key_id)}
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}

function SigningKeys({ clientId }: { clientId: string }) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const path = { client_id: clientId };
  const queryKey = ['signing-keys', clientId];
  const keys = useQuery({ queryKey, queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/signing_keys', { params: { path } })) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  const issue = useMutation({ mutationFn: () => unwrap(api.POST('/admin/v1/clients/{client_id}/signing_keys', { params: { path } })), onSuccess: refresh });
  const revoke = useMutation({
    mutationFn: (public_key: string) =>
      unwrap(api.DELETE('/admin/v1/clients/{client_id}/signing_keys/{public_key}', { params: { path: { ...path, public_key } } })),
    onSuccess: refresh,
  });
  return (
    <section className="card" aria-labelledby="signing-keys">
      <h2 id="signing-keys">Signing keys</h2>
      {issue.data ? (
        <>
          <p role="status">
            Issued signing key <code>{issue.data.public_key}</code>.
          </p>
          <SecretOnce label="Its secret" value={issue.data.secret} onDismiss={() => issue.reset()} />
        </>
      ) : (
        <>
          <FormError error={issue.error} />
          <button type="button" onClick={() => issue.mutate()} disabled={issue.isPending}>
            Issue a signing key
          </button>
        </>
      )}
      <FormError error={revoke.error} />
      {revoke.isSuccess && <p role="status">Signing key {revoke.variables} revoked.</p>}
      {keys.isPending ? (
        <Loading what="signing keys" />
      ) : keys.isError ? (
        <QueryError error={keys.error} />
      ) : keys.data.signing_keys.length === 0 ? (
        <Empty>No signing keys.</Empty>
      ) : (
        <TableWrap label="Signing keys">
          <table>
            <thead>
              <tr>
                <th scope="col">Public key</th>
                <th scope="col">Issued</th>
                <th scope="col">Revoke</th>
              </tr>
            </thead>
            <tbody>
              {keys.data.signing_keys.map((key) => (
                <tr key={key.public_key}>
                  <td>
                    <code>{key.public_key}</code>
                  </td>
                  <td>{formatDate(key.date_created)}</td>
                  <td>
                    <button
                      type="button"
                      className="danger"
                      disabled={revoke.isPending}
                      aria-label={`Revoke signing key ${key.public_key}`}
                      onClick={() => window.confirm(`Revoke signing key ${key.public_key}?`) && revoke.mutate(key.public_key)}
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
