import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { operatorClient } from './api/client.js';
import { logoutUrl } from './auth/pkce.js';
import { clearSession, readSession, saveSession, type Session } from './auth/session.js';
import { Layout } from './components/layout.js';
import { SessionEnded } from './components/session-ended.js';
import type { ConsoleConfig } from './config.js';
import { type Operator, OperatorContext } from './operator.js';
import { ActivitiesPage } from './pages/activities-page.js';
import { ApprovalsPage } from './pages/approvals-page.js';
import { CampaignsPage } from './pages/campaigns-page.js';
import { ExportsPage } from './pages/exports-page.js';
import { EventTypesPage } from './pages/event-types-page.js';
import { ImportPage, ImportsPage } from './pages/imports-page.js';
import { AuditPage } from './pages/audit-page.js';
import { CallbackPage } from './pages/callback-page.js';
import { KeysPage } from './pages/keys-page.js';
import { MembersPage } from './pages/member-list-page.js';
import { MemberPage } from './pages/members-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { OperatorsPage } from './pages/operators-page.js';
import { OrdersPage } from './pages/orders-page.js';
import { ProgramsPage } from './pages/programs-page.js';
import { ReceiptsPage } from './pages/receipts-page.js';
import { ReportsPage } from './pages/reports-page.js';
import { RulePage } from './pages/rule-page.js';
import { RulesPage } from './pages/rules-page.js';
import { RewardsPage } from './pages/rewards-page.js';
import { SegmentPage } from './pages/segment-page.js';
import { SegmentsPage } from './pages/segments-page.js';
import { SettingsPage } from './pages/settings-page.js';
import { SimulationPage } from './pages/simulation-page.js';
import { SimulationsPage } from './pages/simulations-page.js';
import { SignInPage } from './pages/sign-in-page.js';
import { WebhookDeliveriesPage, WebhooksPage } from './pages/webhooks-page.js';

export function App({ config }: { config: ConsoleConfig }) {
  const [session, setSession] = useState<Session | undefined>(() => readSession());

  // Whose session ran out (a 401 on a call), so sign-in can say why it is back and who was signed in.
  const [ended, setEnded] = useState<string>();
  const signIn = useCallback((next: Session) => {
    saveSession(next);
    setSession(next);
    setEnded(undefined);
  }, []);

  const queryClient = useMemo(
    () =>
      new QueryClient({
        defaultOptions: {
          // The typed client already retries what is safe to retry; a 4xx is an answer, not a glitch.
          queries: { retry: false, staleTime: 15_000, refetchOnWindowFocus: false },
        },
        queryCache: new QueryCache({ onError: () => undefined }),
      }),
    [],
  );

  // The token in use: a call of a session already replaced finds nothing to end.
  const token = useRef(session?.accessToken);
  token.current = session?.accessToken;
  // Signed in again over a page: once it renders with the new session, what failed is read again.
  const [renewals, setRenewals] = useState(0);
  useEffect(() => {
    if (renewals > 0) void queryClient.invalidateQueries();
  }, [renewals, queryClient]);

  const signOut = useCallback(async () => {
    // The API ends the session first: the token would otherwise stay good for the rest of its hour.
    if (session)
      await operatorClient(config.apiUrl, session.accessToken, () => undefined)
        .POST('/admin/v1/sign_out')
        .catch(() => undefined);
    clearSession();
    setSession(undefined);
    queryClient.clear();
    if (config.auth.kind === 'cognito') window.location.assign(logoutUrl(config.auth));
  }, [config, queryClient, session]);

  const operator = useMemo<Operator | undefined>(
    () =>
      session && {
        config,
        session,
        signOut,
        api: operatorClient(config.apiUrl, session.accessToken, () => {
          if (token.current !== session.accessToken) return;
          clearSession();
          // The local form signs in over the page, which keeps what was typed; the hosted pages take the whole tab.
          if (config.auth.kind !== 'local') setSession(undefined);
          setEnded(session.email);
        }),
      },
    [config, session, signOut],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/console">
        {operator ? (
          <OperatorContext.Provider value={operator}>
            {ended && (
              <SessionEnded
                config={config}
                email={ended}
                onSignedIn={(next) => {
                  // Someone else signing in sees nothing the last operator's session read.
                  if (next.email !== session?.email) queryClient.clear();
                  signIn(next);
                  setRenewals((count) => count + 1);
                }}
              />
            )}
            <Routes>
              <Route element={<Layout />}>
                <Route index element={<Navigate to="/programs" replace />} />
                <Route path="programs" element={<ProgramsPage />} />
                <Route path="programs/:clientId/settings" element={<SettingsPage />} />
                <Route path="programs/:clientId/reports" element={<ReportsPage />} />
                <Route path="programs/:clientId/activities" element={<ActivitiesPage />} />
                <Route path="programs/:clientId/rewards" element={<RewardsPage />} />
                <Route path="programs/:clientId/rules" element={<RulesPage />} />
                <Route path="programs/:clientId/rules/:ruleId" element={<RulePage />} />
                <Route path="programs/:clientId/segments" element={<SegmentsPage />} />
                <Route path="programs/:clientId/segments/:segmentId" element={<SegmentPage />} />
                <Route path="programs/:clientId/simulations" element={<SimulationsPage />} />
                <Route path="programs/:clientId/simulations/:simulationId" element={<SimulationPage />} />
                <Route path="programs/:clientId/event-types" element={<EventTypesPage />} />
                <Route path="programs/:clientId/keys" element={<KeysPage />} />
                <Route path="programs/:clientId/campaigns" element={<CampaignsPage />} />
                <Route path="programs/:clientId/webhooks" element={<WebhooksPage />} />
                <Route path="programs/:clientId/webhooks/:webhookId" element={<WebhookDeliveriesPage />} />
                <Route path="programs/:clientId/imports" element={<ImportsPage />} />
                <Route path="programs/:clientId/imports/:importId" element={<ImportPage />} />
                <Route path="programs/:clientId/exports" element={<ExportsPage />} />
                <Route path="programs/:clientId/members" element={<MembersPage />} />
                <Route path="programs/:clientId/members/:memberId" element={<MemberPage />} />
                <Route path="programs/:clientId/orders" element={<OrdersPage />} />
                <Route path="programs/:clientId/receipts" element={<ReceiptsPage />} />
                <Route path="programs/:clientId/approvals" element={<ApprovalsPage />} />
                <Route path="programs/:clientId/audit" element={<AuditPage key="program" scope="program" />} />
                <Route path="audit" element={<AuditPage key="deployment" scope="deployment" />} />
                <Route path="operators" element={<OperatorsPage />} />
                <Route path="sign-in" element={<Navigate to="/programs" replace />} />
                <Route path="auth/callback" element={<Navigate to="/programs" replace />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </OperatorContext.Provider>
        ) : (
          <Routes>
            <Route path="auth/callback" element={<CallbackPage config={config} onSignedIn={signIn} />} />
            <Route path="*" element={<SignInPage config={config} onSignedIn={signIn} ended={ended} />} />
          </Routes>
        )}
      </BrowserRouter>
    </QueryClientProvider>
  );
}
