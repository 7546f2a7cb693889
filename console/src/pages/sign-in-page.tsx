import { type FormEvent, useState } from 'react';
import { ApiProblem } from '../api/problem.js';
import { startCognitoSignIn } from '../auth/cognito-sign-in.js';
import { localSignIn } from '../auth/local-sign-in.js';
import type { Session } from '../auth/session.js';
import { Field, FormError } from '../components/forms.js';
import type { ConsoleConfig } from '../config.js';

/**
 * Sign-in: the local server's form (with the new password an invited operator sets first), or the
 * user pool's hosted page. After a session ran out (`ended`: whose) with the hosted page, it says
 * so and offers the same address; the page the operator was on stays in the address bar and opens
 * again once signed in. (With the local form, the session-ended dialog signs in over the page instead.)
 */
export function SignInPage({ config, onSignedIn, ended }: { config: ConsoleConfig; onSignedIn: (session: Session) => void; ended?: string }) {
  const auth = config.auth;
  return (
    <main id="main" className="centered">
      <h1>Rewards console</h1>
      {ended && (
        <p className="notice" role="status">
          Your session ended, so you were signed out. Sign in again to go back to the page you were on.
        </p>
      )}
      {auth.kind === 'cognito' ? (
        <button type="button" onClick={() => void startCognitoSignIn(auth)}>
          Sign in
        </button>
      ) : (
        <SignInForm config={config} onSignedIn={onSignedIn} email={ended} />
      )}
    </main>
  );
}

/** The local server's sign-in form, with the new password an invited operator sets first. */
export function SignInForm({ config, onSignedIn, email: offered }: { config: ConsoleConfig; onSignedIn: (session: Session) => void; email?: string }) {
  const [email, setEmail] = useState(offered ?? '');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [settingPassword, setSettingPassword] = useState(false);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await localSignIn(config.apiUrl, { email, password, ...(settingPassword ? { new_password: newPassword } : {}) }));
    } catch (failure) {
      if (failure instanceof ApiProblem && failure.field === 'new_password' && !settingPassword) setSettingPassword(true);
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="card sign-in" noValidate>
      <h2>{settingPassword ? 'Set a new password' : 'Sign in'}</h2>
      {settingPassword && <p>This is your first sign-in: choose a password of your own (at least 12 characters).</p>}
      <Field label="E-mail address" name="email" error={error}>
        <input type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} required />
      </Field>
      <Field label={settingPassword ? 'Temporary password' : 'Password'} name="password" error={error}>
        <input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
      </Field>
      {settingPassword && (
        <Field
          label="New password"
          name="new_password"
          error={error}
          hint="At least 12 characters, with a lower-case and an upper-case letter, a digit and a symbol."
        >
          <input type="password" autoComplete="new-password" value={newPassword} onChange={(event) => setNewPassword(event.target.value)} required />
        </Field>
      )}
      <FormError error={error} fields={['email', 'password', 'new_password']} />
      <button type="submit" disabled={busy}>
        {settingPassword ? 'Set password and sign in' : 'Sign in'}
      </button>
    </form>
  );
}
