import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { unwrap } from '../api/problem.js';
import { Field, FormError, SecretOnce } from '../components/forms.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

/**
 * A program's credentials (owners): api_keys for its member API calls and signing keys for signed
 * requests. The API answers a secret once, on issue, and never lists keys, so a key is revoked
 * by the id its issue answered.
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
  const issue = useMutation({ mutationFn: () => unwrap(api.POST('/admin/v1/clients/{client_id}/api_keys', { params: { path } })) });
  const [keyId, setKeyId] = useState('');
  const revoke = useMutation({
    mutationFn: (key_id: string) => unwrap(api.DELETE('/admin/v1/clients/{client_id}/api_keys/{key_id}', { params: { path: { ...path, key_id } } })),
    onSuccess: () => setKeyId(''),
  });
  const submitRevoke = (event: FormEvent) => {
    event.preventDefault();
    revoke.mutate(keyId.trim());
  };
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
      <form onSubmit={submitRevoke} noValidate>
        <h3>Revoke an API key</h3>
        <Field label="key_id" name="key_id" error={revoke.error} hint="The key_id its issue answered.">
          <input value={keyId} onChange={(event) => setKeyId(event.target.value)} required />
        </Field>
        <FormError error={revoke.error} fields={['key_id']} />
        <button type="submit" className="danger" disabled={!keyId.trim() || revoke.isPending}>
          Revoke key
        </button>
        {revoke.isSuccess && <p role="status">Key revoked: calls made with it are refused from now on.</p>}
      </form>
    </section>
  );
}

function SigningKeys({ clientId }: { clientId: string }) {
  const { api } = useOperator();
  const path = { client_id: clientId };
  const issue = useMutation({ mutationFn: () => unwrap(api.POST('/admin/v1/clients/{client_id}/signing_keys', { params: { path } })) });
  const [publicKey, setPublicKey] = useState('');
  const revoke = useMutation({
    mutationFn: (public_key: string) =>
      unwrap(api.DELETE('/admin/v1/clients/{client_id}/signing_keys/{public_key}', { params: { path: { ...path, public_key } } })),
    onSuccess: () => setPublicKey(''),
  });
  const submitRevoke = (event: FormEvent) => {
    event.preventDefault();
    revoke.mutate(publicKey.trim());
  };
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
      <form onSubmit={submitRevoke} noValidate>
        <h3>Revoke a signing key</h3>
        <Field label="public_key" name="public_key" error={revoke.error}>
          <input value={publicKey} onChange={(event) => setPublicKey(event.target.value)} required />
        </Field>
        <FormError error={revoke.error} fields={['public_key']} />
        <button type="submit" className="danger" disabled={!publicKey.trim() || revoke.isPending}>
          Revoke signing key
        </button>
        {revoke.isSuccess && <p role="status">Signing key revoked.</p>}
      </form>
    </section>
  );
}
