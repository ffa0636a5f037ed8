import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { useOnline } from '../lib/use-online.ts';
import { Logo } from '../ui/logo.tsx';

const SERVER_PROBE_INTERVAL_MS = 5000;

/**
 * Shown instead of a broken screen. The usual cause is a new version deployed while the page was
 * open (its old code files are gone): reloading fetches the new one. Offline, the screen's code
 * could not be fetched at all: that is what the agent is told, and the page opens by itself when
 * the connection is back (a reload then, offline, would only show the browser's error page).
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Offline once, the page waits for the server itself to answer before it reloads: the browser's
  // "online" only means a network is there (a hotel Wi-Fi's login page, a tunnel that drops again).
  const [waitingForServer, setWaitingForServer] = useState(!online);
  if (!online && !waitingForServer) setWaitingForServer(true);
  useEffect(() => {
    if (!online || !waitingForServer) return;
    let stopped = false;
    let retry: number | undefined;
    const probe = () =>
      fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
        (response) => {
          if (!stopped && response.ok) window.location.reload();
          else if (!stopped) retry = window.setTimeout(probe, SERVER_PROBE_INTERVAL_MS);
        },
        () => {
          if (!stopped) retry = window.setTimeout(probe, SERVER_PROBE_INTERVAL_MS);
        },
      );
    void probe();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
    };
  }, [online, waitingForServer]);
  const offline = (!online || waitingForServer) && !notFound;
  return (
    <main className="standalone">
      <Logo />
      <h1 className="standalone__title">{notFound ? 'Page not found' : offline ? 'You are offline' : 'This page could not be opened'}</h1>
      <p className="standalone__text">
        {notFound
          ? 'The address you opened does not exist in TitleTrack.'
          : offline
            ? 'This page needs the connection to open. It opens by itself when you are back online.'
            : 'TitleTrack may have been updated while it was open. Reloading usually fixes this.'}
      </p>
      {offline ? (
        // Reload and the dashboard link load a page from the network, which offline only shows the
        // browser's error; the screen before this one is already loaded.
        <div className="standalone__actions">
          <button type="button" className="button button--primary" onClick={() => navigate(-1)}>
            Go back
          </button>
        </div>
      ) : (
        <div className="standalone__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link className="button button--outline" to={paths.dashboard} reloadDocument>
            Go to the dashboard
          </Link>
        </div>
      )}
    </main>
  );
}
