import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useMatch, useNavigationType } from 'react-router';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { ProgramPicker } from './program-picker.js';
import { ProgramZone } from './when.js';

const SECTIONS = [
  { path: 'settings', label: 'Settings' },
  { path: 'reports', label: 'Reports' },
  { path: 'activities', label: 'Activities' },
  { path: 'rewards', label: 'Rewards' },
  { path: 'rules', label: 'Rules' },
  { path: 'segments', label: 'Segments' },
  { path: 'simulations', label: 'Simulations' },
  { path: 'event-types', label: 'Event types' },
  { path: 'campaigns', label: 'Campaigns' },
  { path: 'webhooks', label: 'Webhooks' },
  { path: 'imports', label: 'Imports' },
  { path: 'exports', label: 'Exports' },
  { path: 'members', label: 'Members' },
  { path: 'orders', label: 'Orders' },
  { path: 'audit', label: 'Audit log' },
] as const;

/** Every signed-in page: skip link, header (program, operator, sign out), navigation, main. */
export function Layout() {
  const { session, signOut } = useOperator();
  const clientId = useMatch('/programs/:clientId/*')?.params.clientId;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [seenPath, setSeenPath] = useState(location.pathname);
  // The phone menu closes once a link in it has been followed.
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    setMenuOpen(false);
  }
  useHeadingFocusOnNavigation(location.pathname);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top">
        <div className="brand">Rewards console</div>
        <ProgramPicker clientId={clientId} />
        <div className="who">
          <span className="who-email">{session.email}</span> <span className="role-badge">{session.role}</span>
          <button type="button" className="secondary" onClick={signOut}>
            Sign out
          </button>
        </div>
        <button type="button" className="menu-button secondary" aria-expanded={menuOpen} aria-controls="nav" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
      </header>
      <nav id="nav" aria-label="Sections" className={menuOpen ? 'nav open' : 'nav'}>
        <ul>
          <li>
            <NavLink to="/programs" end>
              Programs
            </NavLink>
          </li>
          {clientId &&
            SECTIONS.map(({ path, label }) => (
              <li key={path}>
                <NavLink to={`/programs/${clientId}/${path}`}>{label}</NavLink>
              </li>
            ))}
          {clientId && may(session.role, 'listReceipts') && (
            <li>
              <NavLink to={`/programs/${clientId}/receipts`}>Receipts</NavLink>
            </li>
          )}
          {clientId && may(session.role, 'listAdjustmentApprovals') && (
            <li>
              <NavLink to={`/programs/${clientId}/approvals`}>Approvals</NavLink>
            </li>
          )}
          {clientId && may(session.role, 'issueApiKey') && (
            <li>
              <NavLink to={`/programs/${clientId}/keys`}>Keys</NavLink>
            </li>
          )}
          {may(session.role, 'readDeploymentAudit') && (
            <li>
              <NavLink to="/audit">Deployment audit</NavLink>
            </li>
          )}
          {may(session.role, 'listOperators') && (
            <li>
              <NavLink to="/operators">Operators</NavLink>
            </li>
          )}
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        <ProgramZone clientId={clientId}>
          <Outlet />
        </ProgramZone>
      </main>
    </div>
  );
}

/**
 * After moving to another page, focus goes to its heading, so a screen reader announces where it
 * landed and the keyboard starts from the top of the page's content. Not on the first page of a
 * visit, nor after a redirect: there the first Tab still reaches the skip link.
 */
function useHeadingFocusOnNavigation(pathname: string) {
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    const moved = shown.current !== pathname;
    shown.current = pathname;
    // A redirect (a replace) is no move of the person's: focus stays where it was.
    if (!moved || navigation !== 'PUSH') return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [pathname, navigation]);
}
