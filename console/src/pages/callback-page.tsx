import { useEffect, useRef, useState } from 'react';
import { completeCognitoSignIn } from '../auth/cognito-sign-in.js';
import type { Session } from '../auth/session.js';
import type { ConsoleConfig } from '../config.js';

/** Where the user pool sends the browser back: exchanges the code for tokens, once. */
export function CallbackPage({ config, onSignedIn }: { config: ConsoleConfig; onSignedIn: (session: Session) => void }) {
  const [error, setError] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || config.auth.kind !== 'cognito') return;
    started.current = true;
    completeCognitoSignIn(config.auth, window.location.search).then(onSignedIn, (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [config, onSignedIn]);
  return (
    <main id="main" className="centered">
      <h1>Signing in</h1>
      {error ? (
        <>
          <p role="alert">{error}</p>
          <a href={`${import.meta.env.BASE_URL}`}>Back to sign-in</a>
        </>
      ) : (
        <p role="status">Finishing your sign-in…</p>
      )}
    </main>
  );
}
