import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberNote, MemberOverview } from '../api/answers.js';
import { memberKey } from '../api/members.js';
import { ApiProblem, unwrap } from '../api/problem.js';
import { CardForm, Confirm, Empty, Field, FormActions, FormError, Loading, QueryError } from '../components/forms.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

/**
 * Customer service on a member: fix their profile, override their tier, deactivate or reactivate
 * them, and keep internal notes. Each control shows only to the roles its route admits.
 */

interface MemberProps {
  clientId: string;
  member: MemberOverview;
}

type User = MemberOverview['user'];

/** The API names a taken identifier "<field> already taken": said in plain words, beside that field. */
const IDENTIFIER_WORDS: Record<string, string> = {
  email_address: 'e-mail address',
  username: 'username',
  mobile_phone_number: 'mobile phone number',
};
function plainProblem(error: unknown): unknown {
  if (!(error instanceof ApiProblem)) return error;
  const taken = /^(\w+) already taken$/.exec(error.message);
  const field = taken?.[1];
  if (!field) return error;
  return new ApiProblem(error.status, error.code, `${field}: another member already has this ${IDENTIFIER_WORDS[field] ?? field}.`, field);
}

/** A birth date (Unix seconds) as a date input's value, and back. */
const dayOf = (seconds: number | null): string => (seconds === null ? '' : new Date(seconds * 1000).toISOString().slice(0, 10));
const secondsOf = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);

const PROFILE_FIELDS = ['first_name', 'last_name', 'email_address', 'mobile_phone_number', 'username', 'date_of_birth', 'postal_code'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
type Draft = Record<ProfileField, string>;

const draftOf = (user: User): Draft => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  email_address: user.email_address ?? '',
  mobile_phone_number: user.mobile_phone_number === null ? '' : String(user.mobile_phone_number),
  username: user.username ?? '',
  date_of_birth: dayOf(user.date_of_birth),
  postal_code: user.postal_code ?? '',
});

/** Only the fields the operator changed; a cleared optional field is sent as null (removed). */
function changesOf(before: Draft, after: Draft): Record<string, string | number | null> {
  const changes: Record<string, string | number | null> = {};
  for (const field of PROFILE_FIELDS) {
    const value = after[field].trim();
    if (value === before[field].trim()) continue;
    if (field === 'date_of_birth') changes[field] = value === '' ? null : secondsOf(value);
    else changes[field] = value === '' ? null : value;
  }
  return changes;
}

/** The member's profile as support corrects it, under the member API's rules. */
export function EditProfile({ clientId, member }: MemberProps) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const memberId = String(member.user.id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(member.user));
  const [unchanged, setUnchanged] = useState(false);
  const save = useMutation({
    mutationFn: (changes: Record<string, string | number | null>) =>
      unwrap(
        api.PUT('/admin/v1/clients/{client_id}/members/{member_id}', {
          params: { path: { client_id: clientId, member_id: member.user.id } },
          body: changes as never,
        }),
      ).catch((error: unknown) => {
        throw plainProblem(error);
      }),
    onSuccess: (overview) => {
      setDraft(draftOf(overview.user));
      queryClient.setQueryData([...memberKey(clientId, memberId), 'overview'], overview);
      void queryClient.invalidateQueries({ queryKey: memberKey(clientId, memberId) });
    },
  });
  const submit = () => {
    const changes = changesOf(draftOf(member.user), draft);
    setUnchanged(Object.keys(changes).length === 0);
    if (Object.keys(changes).length > 0) save.mutate(changes);
  };
  const set = (field: ProfileField) => (event: { target: { value: string } }) => {
    setUnchanged(false);
    save.reset();
    setDraft({ ...draft, [field]: event.target.value });
  };
  return (
    <CardForm id="edit-profile" title="Edit profile" onSubmit={submit}>
      <div className="grid">
        <Field label="First name" name="first_name" error={save.error}>
          <input value={draft.first_name} onChange={set('first_name')} maxLength={100} autoComplete="off" required />
        </Field>
        <Field label="Last name" name="last_name" error={save.error}>
          <input value={draft.last_name} onChange={set('last_name')} maxLength={100} autoComplete="off" required />
        </Field>
        <Field label="E-mail address" name="email_address" error={save.error}>
          <input type="email" value={draft.email_address} onChange={set('email_address')} maxLength={255} autoComplete="off" required />
        </Field>
        <Field label="Mobile phone number" name="mobile_phone_number" error={save.error} hint="Leave blank to remove it">
          <input type="tel" value={draft.mobile_phone_number} onChange={set('mobile_phone_number')} maxLength={32} autoComplete="off" />
        </Field>
        <Field label="Username" name="username" error={save.error} hint="Leave blank to remove it">
          <input value={draft.username} onChange={set('username')} maxLength={255} autoComplete="off" />
        </Field>
        <Field label="Date of birth" name="date_of_birth" error={save.error}>
          <input type="date" value={draft.date_of_birth} onChange={set('date_of_birth')} required />
        </Field>
        <Field label="Postal code" name="postal_code" error={save.error}>
          <input value={draft.postal_code} onChange={set('postal_code')} maxLength={20} autoComplete="off" required />
        </Field>
      </div>
      <FormError error={save.error} fields={PROFILE_FIELDS} />
      <p role="status">{save.isSuccess ? 'Profile saved.' : unchanged ? 'Nothing has changed: edit a field first.' : ''}</p>
      <FormActions label={save.isPending ? 'Saving…' : 'Save profile'} pending={save.isPending} />
    </CardForm>
  );
}

/** Puts the member at a level of the program's tiers whatever their points, or back on their earned level. */
export function TierOverride({ clientId, member }: MemberProps) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const memberId = String(member.user.id);
  const settings = useQuery({
    queryKey: ['settings', clientId],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/settings', { params: { path: { client_id: clientId } } })),
  });
  const [tierId, setTierId] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const override = useMutation({
    mutationFn: () =>
      unwrap(
        api.PUT('/admin/v1/clients/{client_id}/members/{member_id}/tier_override', {
          params: { path: { client_id: clientId, member_id: member.user.id } },
          body: { tier_id: tierId === '' ? null : tierId, reason },
        }),
      ),
    onSuccess: (overview) => {
      setReason('');
      setDone(
        tierId === ''
          ? `Tier override cleared: the member is on ${overview.points.fan_level || 'the tier their points earn'}.`
          : `Tier override set: the member is on ${overview.points.fan_level}.`,
      );
      queryClient.setQueryData([...memberKey(clientId, memberId), 'overview'], overview);
      void queryClient.invalidateQueries({ queryKey: memberKey(clientId, memberId) });
    },
  });
  const tiers = settings.data?.tiers;
  const levels = tiers?.version === 2 ? tiers.levels : [];
  if (settings.isPending) return <Loading what="the program's tiers" />;
  if (settings.isError) return <QueryError error={settings.error} />;
  if (levels.length === 0)
    return (
      <section className="card" aria-labelledby="tier-override">
        <h2 id="tier-override">Tier override</h2>
        <p>This program has no tier levels to choose from (tiers are set in the program's settings).</p>
      </section>
    );
  return (
    <CardForm id="tier-override" title="Tier override" onSubmit={() => override.mutate()}>
      <p className="hint">Now at {member.points.fan_level || 'no tier'}.</p>
      <Field label="Tier" name="tier_id" error={override.error}>
        <select
          value={tierId}
          onChange={(event) => {
            setDone('');
            setTierId(event.target.value);
          }}
        >
          <option value="">No override: the tier their points earn</option>
          {levels.map((level) => (
            <option key={level.id} value={level.id}>
              {level.title}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Reason for the change" name="reason" error={override.error} hint="Kept in the audit log">
        <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} required />
      </Field>
      <FormError error={override.error} fields={['tier_id', 'reason']} />
      <p role="status">{done}</p>
      <FormActions label={tierId === '' ? 'Clear the override' : 'Set the override'} pending={override.isPending} />
    </CardForm>
  );
}

/** Deactivates or reactivates the member, once the operator has confirmed what it does. */
export function MemberStanding({ clientId, member }: MemberProps) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const memberId = String(member.user.id);
  const active = member.user.is_active !== false;
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const change = useMutation({
    mutationFn: () =>
      unwrap(
        active
          ? api.POST('/admin/v1/clients/{client_id}/members/{member_id}/deactivate', {
              params: { path: { client_id: clientId, member_id: member.user.id } },
              body: { reason },
            })
          : api.POST('/admin/v1/clients/{client_id}/members/{member_id}/reactivate', {
              params: { path: { client_id: clientId, member_id: member.user.id } },
              body: { reason },
            }),
      ),
    onSuccess: (overview) => {
      setConfirming(false);
      setReason('');
      setDone(
        overview.user.is_active === false
          ? 'Member deactivated: they keep their points but can no longer sign in or claim receipts.'
          : 'Member reactivated: they can sign in and claim receipts again.',
      );
      queryClient.setQueryData([...memberKey(clientId, memberId), 'overview'], overview);
      void queryClient.invalidateQueries({ queryKey: memberKey(clientId, memberId) });
    },
  });
  const verb = active ? 'Deactivate' : 'Reactivate';
  const effect = active
    ? 'They keep their points and history but cannot sign in or claim receipts until reactivated.'
    : 'They can sign in and claim receipts again.';
  return (
    <CardForm
      id="member-standing"
      title={active ? 'Deactivate the member' : 'Reactivate the member'}
      onSubmit={() => {
        setDone('');
        setConfirming(true);
      }}
    >
      <p>{effect}</p>
      <Field label={`Reason for ${active ? 'deactivating' : 'reactivating'}`} name="reason" error={change.error} hint="Kept in the audit log">
        <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} required />
      </Field>
      <FormError error={change.error} fields={['reason']} />
      <p role="status">{done}</p>
      {confirming ? (
        <Confirm
          question={`${verb} member ${member.user.id}? ${effect}`}
          yes={`Yes, ${verb.toLowerCase()}`}
          no="Keep as is"
          pending={change.isPending}
          onYes={() => change.mutate()}
          onNo={() => setConfirming(false)}
        />
      ) : (
        <FormActions label={`${verb} member`} pending={change.isPending} />
      )}
    </CardForm>
  );
}

const NOTES_PAGE = 10;

/** Support's internal notes on the member, newest first, with a form to add one for roles that may. */
export function MemberNotes({ clientId, memberId }: { clientId: string; memberId: string }) {
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const pages = useCursorPages();
  const [text, setText] = useState('');
  const notes = useQuery({
    queryKey: [...memberKey(clientId, memberId), 'notes', pages.cursor ?? ''],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/members/{member_id}/notes', {
          params: { path: { client_id: clientId, member_id: memberId }, query: { limit: NOTES_PAGE, ...(pages.cursor ? { cursor: pages.cursor } : {}) } },
        }),
      ),
  });
  const add = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/admin/v1/clients/{client_id}/members/{member_id}/notes', {
          params: { path: { client_id: clientId, member_id: Number(memberId) } },
          body: { text },
        }),
      ),
    onSuccess: () => {
      setText('');
      pages.reset();
      void queryClient.invalidateQueries({ queryKey: [...memberKey(clientId, memberId), 'notes'] });
    },
  });
  return (
    <>
      {may(session.role, 'addMemberNote') && (
        <CardForm id="add-note" title="Add a note" onSubmit={() => add.mutate()}>
          <Field label="Note" name="text" error={add.error} hint="Only operators see notes; the member never does">
            <textarea value={text} onChange={(event) => setText(event.target.value)} maxLength={2000} rows={3} required />
          </Field>
          <FormError error={add.error} fields={['text']} />
          <p role="status">{add.isSuccess ? 'Note added.' : ''}</p>
          <FormActions label="Add note" pending={add.isPending} />
        </CardForm>
      )}
      {notes.isPending ? (
        <Loading what="notes" />
      ) : notes.isError ? (
        <QueryError error={notes.error} />
      ) : notes.data.notes.length === 0 ? (
        <Empty>No notes on this member yet.</Empty>
      ) : (
        <ol className="member-notes" aria-label="Notes, newest first">
          {notes.data.notes.map((note: MemberNote) => (
            <li key={note.note_id} className="member-note">
              <p className="member-note-head">
                {note.author.name} ({note.author.role}), <When at={note.date_created} />
              </p>
              <p className="member-note-text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      {notes.data && <Pager pages={pages} nextCursor={notes.data.next_cursor} label="Notes" />}
    </>
  );
}

/** The service cards of the member page, each for the roles its route admits. */
export function MemberService({ clientId, member }: MemberProps) {
  const { session } = useOperator();
  const cards = [
    may(session.role, 'editMember') && <EditProfile key={`profile-${member.user.id}`} clientId={clientId} member={member} />,
    may(session.role, 'overrideTier') && <TierOverride key="tier" clientId={clientId} member={member} />,
    may(session.role, 'changeMemberStanding') && <MemberStanding key="standing" clientId={clientId} member={member} />,
  ].filter(Boolean);
  if (cards.length === 0) return null;
  return (
    <section className="member-service" aria-label="Customer service">
      {cards}
    </section>
  );
}
