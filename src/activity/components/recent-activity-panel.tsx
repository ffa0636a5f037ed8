import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { formatWhen } from '../format-value.ts';
import { recentActivityRequested, selectLive } from '../live-slice.ts';

/** The dashboard's "Recent activity in my agency": the newest changes to any file, live. */
export function RecentActivityPanel() {
  const dispatch = useAppDispatch();
  const { recent, recentStatus } = useAppSelector(selectLive);

  useEffect(() => {
    dispatch(recentActivityRequested());
  }, [dispatch]);

  return (
    <section className="card panel recent-activity" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className="panel__title">
        Recent activity in my agency
      </h2>
      {recentStatus === 'failed' && <p className="panel__muted">The recent activity could not be loaded.</p>}
      {recentStatus === 'loaded' && recent.length === 0 && <p className="panel__muted">No changes yet. Changes to any file of your agency appear here as they happen.</p>}
      {recent.length > 0 && (
        <ol className="recent-activity__list" aria-live="polite">
          {recent.map((entry) => (
            <li key={entry.id} className="recent-activity__item">
              <p className="recent-activity__what">
                <strong>{entry.actor.name}</strong> {entry.summary}
                {entry.fileNumber ? (
                  <>
                    {' '}
                    on <Link to={paths.history(entry.orderGuid)}>file {entry.fileNumber}</Link>
                  </>
                ) : null}
              </p>
              <p className="recent-activity__when">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
