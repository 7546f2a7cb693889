import { useEffect, useRef } from 'react';
import type { Session } from '../auth/session.js';
import type { ConsoleConfig } from '../config.js';
import { SignInForm } from '../pages/sign-in-page.js';

/**
 * Sign-in over the page when the session ran out on a call: a modal dialog, the page left as it
 * was beneath it, so what the operator had typed (a half-written note, an adjustment) is still
 * there to send once they are signed in again. Escape does not close it: the page behind it can
 * do nothing without a session.
 */
export function SessionEnded({ config, email, onSignedIn }: { config: ConsoleConfig; email: string; onSignedIn: (session: Session) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
    return () => shown?.close();
  }, []);
  return (
    <dialog ref={dialog} className="session-ended" aria-labelledby="session-ended-title" onCancel={(event) => event.preventDefault()}>
      <h2 id="session-ended-title">Your session ended</h2>
      <p className="notice" role="status">
        Sign in again to carry on: what you typed on this page is kept.
      </p>
      <SignInForm config={config} onSignedIn={onSignedIn} email={email} />
    </dialog>
  );
}
