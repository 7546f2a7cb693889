import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { unwrap } from '../api/problem.js';
import { Confirm, Field, FormError, SecretOnce } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { useOperator } from '../operator.js';
import { OPERATOR_ROLES, type OperatorRole } from '../operator-roles.js';
import { may } from '../roles.js';

const OPERATORS_KEY = ['operators'] as const;

/** A change to an account waiting for the owner's yes. */
type Proposal = { kind: 'role'; operator_id: string; role: OperatorRole } | { kind: 'disable'; operator_id: string };

/** What each role may do, in the words a confirmation and its outcome use. */
const ROLE_MAY: Record<OperatorRole, string> = {
  owner: 'An owner may do everything, including operators, API keys and programs',
  manager: 'A manager runs programs: rewards, campaigns, imports, exports and adjustments of any size',
  support: "Support helps members: adjustments within the program's limit, orders and receipts",
  viewer: 'A viewer reads everything and changes nothing',
};

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
  // A role change or a disable is proposed first and done only once confirmed; each answers what it did.
  const [proposal, setProposal] = useState<Proposal>();
  const [done, setDone] = useState<{ message: string; undo?: () => void }>();
  const change = useMutation({
    mutationFn: ({ operator_id, role }: { operator_id: string; email: string; role: OperatorRole }) =>
      unwrap(api.PUT('/admin/v1/operators/{operator_id}/role', { params: { path: { operator_id } }, body: { role } })),
    onSuccess: (_, { email, role }) => setDone({ message: `${email} now has the ${role} role. ${ROLE_MAY[role]}.` }),
    onSettled: () => {
      setProposal(undefined);
      refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: ({ operator_id, enable }: { operator_id: string; email: string; enable: boolean }) =>
      unwrap(
        api.POST(enable ? '/admin/v1/operators/{operator_id}/enable' : '/admin/v1/operators/{operator_id}/disable', { params: { path: { operator_id } } }),
      ),
    onSuccess: (_, { operator_id, email, enable }) =>
      setDone(
        enable
          ? { message: `${email} is enabled and may sign in again.` }
          : { message: `${email} is disabled and was signed out everywhere.`, undo: () => toggle.mutate({ operator_id, email, enable: true }) },
      ),
    onSettled: () => {
      setProposal(undefined);
      refresh();
    },
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
        before={
          <>
            <FormError error={change.error ?? toggle.error} />
            {done && (
              <p className="notice" role="status">
                {done.message}
                {done.undo && (
                  <>
                    {' '}
                    <button type="button" className="secondary small" onClick={done.undo} disabled={toggle.isPending}>
                      Enable again
                    </button>
                  </>
                )}
              </p>
            )}
          </>
        }
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
                    value={proposal?.operator_id === account.operator_id && proposal.kind === 'role' ? proposal.role : account.role}
                    disabled={change.isPending}
                    onChange={(event) => {
                      const role = event.target.value as OperatorRole;
                      setProposal(role === account.role ? undefined : { kind: 'role', operator_id: account.operator_id, role });
                    }}
                  >
                    {OPERATOR_ROLES.map((name) => (
                      <option key={name}>{name}</option>
                    ))}
                  </select>
                )}
              </td>
              <td>{account.status}</td>
              <td>
                {!self && proposal?.operator_id === account.operator_id && proposal.kind === 'role' && (
                  <Confirm
                    question={`Give ${account.email} the ${proposal.role} role in place of ${account.role}? ${ROLE_MAY[proposal.role]}.`}
                    yes={`Yes, make ${proposal.role}`}
                    no={`Keep ${account.role}`}
                    pending={change.isPending}
                    onYes={() => change.mutate({ operator_id: account.operator_id, email: account.email, role: proposal.role })}
                    onNo={() => setProposal(undefined)}
                  />
                )}
                {!self && proposal?.operator_id === account.operator_id && proposal.kind === 'disable' && (
                  <Confirm
                    question={`Disable ${account.email}? They are signed out everywhere at once and cannot sign in until enabled again.`}
                    yes="Yes, disable"
                    no="Keep enabled"
                    pending={toggle.isPending}
                    onYes={() => toggle.mutate({ operator_id: account.operator_id, email: account.email, enable: false })}
                    onNo={() => setProposal(undefined)}
                  />
                )}
                {!self && proposal?.operator_id !== account.operator_id && (
                  <button
                    type="button"
                    className={account.status === 'disabled' ? 'secondary' : 'danger'}
                    disabled={toggle.isPending}
                    aria-label={`${account.status === 'disabled' ? 'Enable' : 'Disable'} ${account.email}`}
                    onClick={() =>
                      account.status === 'disabled'
                        ? toggle.mutate({ operator_id: account.operator_id, email: account.email, enable: true })
                        : setProposal({ kind: 'disable', operator_id: account.operator_id })
                    }
                  >
                    {account.status === 'disabled' ? 'Enable' : 'Disable…'}
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
