import { useEffect, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import type { SessionProfile } from '@postulate/contracts';
import { MessageModal } from '@postulate/ui';

/** Which login session last saw the reminder: kept across reloads and tabs, new at each login. */
const SEEN_KEY = 'postulate.pendingTestsSeen';

/** Screens the reminder must not cover: a running test, the invitation flow and the conversations. */
const QUIET_PATHS = ['/mistests/*', '/tests/*', '/mispostulaciones/mensajes/*'];
const isQuiet = (pathname: string) => QUIET_PATHS.some((path) => matchPath(path, pathname) !== null);

/**
 * The spec's reminder for a candidate whose personality or matrix test is still pending: once per
 * login session, on the first screen that is not a test or a conversation.
 */
export function PendingTestsNotice({ profile }: { profile: SessionProfile }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const applicant = profile.postulante;
  const pending = applicant !== null && (!applicant.haveMbti || !applicant.haveCards);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (isQuiet(pathname)) {
      // Opened on the page before (a redirect after login, the browser's back button): it steps
      // aside for the test, and comes back on the next page that is not one.
      setOpen((wasOpen) => {
        if (wasOpen) window.localStorage.removeItem(SEEN_KEY);
        return false;
      });
      return;
    }
    if (!pending || window.localStorage.getItem(SEEN_KEY) === profile.csrfToken) return;
    // Marked when shown, not when closed: a reload or another tab does not bring it back.
    window.localStorage.setItem(SEEN_KEY, profile.csrfToken);
    setOpen(true);
  }, [pending, pathname, profile.csrfToken]);

  return (
    <MessageModal
      open={open}
      title="Faltan Test por hacer"
      body="Tenés aún Tests por hacer"
      buttons={[
        {
          label: 'Ir a Mis Tests',
          variant: 'primary',
          onClick: () => {
            setOpen(false);
            void navigate('/mistests');
          },
        },
      ]}
      onClose={() => setOpen(false)}
    />
  );
}
