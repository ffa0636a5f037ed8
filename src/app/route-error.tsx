import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { Logo } from '../ui/logo';

/**
 * Shown instead of a broken screen. The usual cause is a new version deployed while the page was
 * open (its old code files are gone): reloading fetches the new one.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="standalone">
      <Logo />
      <h1 className="standalone__title">{notFound ? 'Page not found' : 'This page could not be opened'}</h1>
      <p className="standalone__text">
        {notFound ? 'The address you opened does not exist in TitleTrack.' : 'TitleTrack may have been updated while it was open. Reloading usually fixes this.'}
      </p>
      <div className="standalone__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="button button--outline" to={paths.dashboard} reloadDocument>
          Go to the dashboard
        </Link>
      </div>
    </main>
  );
}
