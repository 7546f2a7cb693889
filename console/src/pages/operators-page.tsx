import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { unwrap } from '../api/problem.js';
import { Field, FormError, SecretOnce } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { useOperator } from '../operator.js';
import { OPERATOR_ROLES, type OperatorRole } from '../operator-roles.js';
import { may } from '../roles.js';

const OPERATORS_KEY = ['operators'] as const;

/** Operator accounts (owners): invite (the first password shown once), change a role, disable and enable. */
export function OperatorsPage() {
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const pages = useCursorPages();
  const allowed = may(session.role, 'listOperators');
  const operators = useQuery({
    queryKey: [...OPERATORS_KEY, pages.cursor ?? ''],
    queryFn: () => unwrap(api.GET('/admin/v1/operators', { params: { query: { limit: 20, ...(pages.cursor ? { cursor: pages.cursor } : {}) } } })),
    enabled: allowed,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });

  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('viewer');
  const invite = useMutation({
    mutationFn: () => unwrap(api.POST('/admin/v1/operators', { body: { email: email.trim(), role } })),
    onSuccess: () => {
      setEmail('');
      refresh();
    },
  });
  const change = useMutation({
    mutationFn: ({ operator_id, role }: { operator_id: string; role: OperatorRole }) =>
      unwrap(api.PUT('/admin/v1/operators/{operator_id}/role', { params: { path: { operator_id } }, body: { role } })),
    onSettled: refresh,
  });
  const toggle = useMutation({
    mutationFn: ({ operator_id, enable }: { operator_id: string; enable: boolean }) =>
      unwrap(
        api.POST(enable ? '/admin/v1/operators/{operator_id}/enable' : '/admin/v1/operators/{operator_id}/disable', { params: { path: { operator_id } } }),
      ),
    onSettled: refresh,
  });

  if (!allowed) {
    return (
      <>
        <h1>Operators</h1>
        <p>Only owners manage operator accounts.</p>
      </>
    );
  }

  const submitInvite = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };

  return (
    <>
      <h1>Operators</h1>
      <section className="card" aria-labelledby="invite">
        <h2 id="invite">Invite an operator</h2>
        {invite.data ? (
          <>
            <p role="status">
              Invited <strong>{invite.data.email}</strong> as {invite.data.role}. They sign in with this password once and then choose their own.
            </p>
            {invite.data.temporary_password && (
              <SecretOnce label="Temporary password" value={invite.data.temporary_password} onDismiss={() => invite.reset()} />
            )}
          </>
        ) : (
          <form onSubmit={submitInvite} noValidate className="inline-form">
            <Field label="E-mail address" name="email" error={invite.error}>
              <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
            </Field>
            <Field label="Role" name="role" error={invite.error}>
              <select value={role} onChange={(event) => setRole(event.target.value as OperatorRole)}>
                {OPERATOR_ROLES.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            </Field>
            <FormError error={invite.error} fields={['email', 'role']} />
            <button type="submit" disabled={invite.isPending}>
              Invite
            </button>
          </form>
        )}
      </section>

      <ListSection
        id="accounts"
        title="Accounts"
        before={<FormError error={change.error ?? toggle.error} />}
        query={operators}
        what="operators"
        empty="No operators."
        items={(data) => data.operators}
        label="Operators"
        columns={['E-mail address', 'Role', 'Status', 'Actions']}
        row={(account) => {
          const self = account.email === session.email;
          return (
            <tr key={account.operator_id}>
              <td>{account.email}</td>
              <td>
                {self ? (
                  account.role
                ) : (
                  <select
                    aria-label={`Role of ${account.email}`}
                    value={account.role}
                    disabled={change.isPending}
                    onChange={(event) => change.mutate({ operator_id: account.operator_id, role: event.target.value as OperatorRole })}
                  >
                    {OPERATOR_ROLES.map((name) => (
                      <option key={name}>{name}</option>
                    ))}
                  </select>
                )}
              </td>
              <td>{account.status}</td>
              <td>
                {!self && (
                  <button
                    type="button"
                    className={account.status === 'disabled' ? 'secondary' : 'danger'}
                    disabled={toggle.isPending}
                    aria-label={`${account.status === 'disabled' ? 'Enable' : 'Disable'} ${account.email}`}
                    onClick={() => toggle.mutate({ operator_id: account.operator_id, enable: account.status === 'disabled' })}
                  >
                    {account.status === 'disabled' ? 'Enable' : 'Disable'}
                  </button>
                )}
              </td>
            </tr>
          );
        }}
      >
        <Pager pages={pages} nextCursor={operators.data?.next_cursor} label="Operators" />
      </ListSection>
    </>
  );
}
