import { useDeferredValue, useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectTenantUnderwriters, selectTenantUnderwritersError, selectUserInfo, tenantUnderwritersRequested } from '../../auth/index.ts';
import { paths } from '../../config/paths.ts';
import { fullNameOf } from '../../lib/auth-token.ts';
import { tabOpened } from '../../shell/index.ts';
import { RecentActivityPanel } from '../../activity/index.ts';
import type { DashboardSummary, RecentFile } from '../dashboard-api.ts';
import { dashboardPageLeft, dashboardPageOpened, dashboardRequested, selectDashboard } from '../dashboard-slice.ts';
import { monthAndDay, wholeNumber } from '../../lib/format/plain-formats.ts';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { RetryAlert } from '../../ui/alert.tsx';
import { PageHead } from '../../ui/page-head.tsx';


function Figure({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <div className="card figure">
      <p className="figure__label">{label}</p>
      <p className="figure__value">{wholeNumber(value)}</p>
      <p className="figure__note">{note}</p>
    </div>
  );
}

/** The agent's own open checklist items, each count a way into My work. */
function MyWorkFigures({ counts }: { counts: NonNullable<DashboardSummary['myWork']> }) {
  const line = [`${wholeNumber(counts.overdue)} overdue`, `${wholeNumber(counts.today)} due today`, `${wholeNumber(counts.thisWeek)} due later this week`];
  return (
    <section className={`card panel my-work-figures${counts.overdue > 0 ? ' my-work-figures--overdue' : ''}`} aria-labelledby="my-work-heading">
      <h2 id="my-work-heading" className="panel__title">
        My work
      </h2>
      <p className="my-work-figures__line">{line.join(' · ')}</p>
      <Link className="button button--outline" to={paths.myWork}>
        Open My work
      </Link>
    </section>
  );
}

function ClosingsChart({ weeks }: { weeks: DashboardSummary['closingsPerWeek'] }) {
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const barWidth = 100 / weeks.length;
  return (
    <figure className="chart" aria-labelledby="closings-chart-title">
      <svg className="chart__plot" viewBox="0 0 100 50" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {weeks.map((week, index) => {
          const height = (week.count / max) * 46;
          return (
            <rect
              key={week.weekStart}
              className={index === 0 ? 'chart__bar chart__bar--current' : 'chart__bar'}
              x={index * barWidth + barWidth * 0.18}
              y={50 - height}
              width={barWidth * 0.64}
              height={height}
              rx="0.8"
            />
          );
        })}
      </svg>
      <ol className="chart__axis" aria-hidden="true">
        {weeks.map((week) => (
          <li key={week.weekStart}>
            <span className="chart__count">{week.count}</span>
            <span className="chart__week">{monthAndDay(week.weekStart)}</span>
          </li>
        ))}
      </ol>
      <table className="visually-hidden">
        <caption>Closings per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Closings</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <td>{week.weekStart}</td>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function RecentFiles({ files, onOpen }: { files: RecentFile[]; onOpen: (file: RecentFile) => void }) {
  return (
    // On a phone each file is a small card (its number on top); the page never scrolls sideways.
    <ScrollTable name="Recent files" stackOnPhone columns={['File number', 'Address', 'Transaction', 'Closing date']}>
      {files.map((file) => (
        <tr key={file.id}>
          <td>
            <a
              href={paths.orderEntry(file.orderGuid)}
              onClick={(event) => {
                event.preventDefault();
                onOpen(file);
              }}
            >
              {file.fileNumber}
            </a>
          </td>
          <td>{file.address}</td>
          <td>
            {file.transactionType}
            <span className="data-table__muted"> · {file.cashClosing}</span>
          </td>
          <td>{file.closingDate ? file.closingDate.slice(0, 10) : '—'}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

export function DashboardPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUserInfo);
  const dashboard = useAppSelector(selectDashboard);
  // The figures, charts and lists are drawn from a deferred copy: React renders them in slices
  // between which a phone can answer a tap, instead of one long task when the data arrives.
  const { summary, status, error } = useDeferredValue(dashboard);
  const underwriters = useAppSelector(selectTenantUnderwriters);
  const underwritersError = useAppSelector(selectTenantUnderwritersError);

  useEffect(() => {
    dispatch(tenantUnderwritersRequested());
  }, [dispatch]);

  // The figures are refreshed while the page is on screen (dashboard-epics.ts, dashboardRefreshEpic).
  useEffect(() => {
    dispatch(dashboardPageOpened());
    return () => {
      dispatch(dashboardPageLeft());
    };
  }, [dispatch]);

  const openFile = (file: RecentFile) => {
    const path = paths.orderEntry(file.orderGuid);
    dispatch(tabOpened({ id: file.orderGuid, label: file.fileNumber, path }));
    navigate(path);
  };

  const maxByType = Math.max(1, ...(summary?.openFilesByTransactionType ?? []).map((entry) => entry.count));

  return (
    <section className="page dashboard" aria-labelledby="dashboard-heading">
      <PageHead
        title="Dashboard"
        titleId="dashboard-heading"
        lead={
          user && (
            <p className="page__lead" data-testid="signed-in-as">
              Signed in as <strong>{fullNameOf(user)}</strong> of <strong>{user.TenantName}</strong>
            </p>
          )
        }
      />

      {error && (
        <RetryAlert message={error} onRetry={() => dispatch(dashboardRequested())} />
      )}

      {!summary ? (
        <div className="page-loading" role="status">
          {status === 'failed' ? null : (
            <>
              <span className="spinner spinner--large" aria-hidden="true" />
              <span className="visually-hidden">Loading the dashboard…</span>
            </>
          )}
        </div>
      ) : summary.openFiles === 0 && summary.recentFiles.length === 0 ? (
        <div className="card empty-state">
          <h2 className="empty-state__title">No files yet</h2>
          <p className="empty-state__text">Your agency&apos;s figures appear here as soon as the first order is entered.</p>
          <Link className="button button--primary" to={paths.orders}>
            Go to order tracking
          </Link>
        </div>
      ) : (
        <>
          {summary.myWork && <MyWorkFigures counts={summary.myWork} />}
          <div className="figures">
            <Figure label="Open files" value={summary.openFiles} note="closing today or later" />
            <Figure label="Closings this week" value={summary.closingsThisWeek} note={`week of ${monthAndDay(summary.closingsPerWeek[0]?.weekStart ?? summary.today)}`} />
            <Figure label="Closings in the next 30 days" value={summary.closingsNext30Days} note={`from ${summary.today}`} />
          </div>
          <div className="dashboard__grid">
            <section className="card panel" aria-labelledby="by-type-heading">
              <h2 id="by-type-heading" className="panel__title">
                Open files by transaction type
              </h2>
              <ul className="bars">
                {summary.openFilesByTransactionType.map((entry) => (
                  <li key={entry.transactionType} className="bars__row">
                    <span className="bars__label">{entry.transactionType}</span>
                    <span className="bars__track" aria-hidden="true">
                      <span className="bars__fill" style={{ width: `${(entry.count / maxByType) * 100}%` }} />
                    </span>
                    <span className="bars__value">{entry.count}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="card panel" aria-labelledby="closings-chart-title">
              <h2 id="closings-chart-title" className="panel__title">
                Closings per week
              </h2>
              <ClosingsChart weeks={summary.closingsPerWeek} />
            </section>
          </div>
          <section className="card panel" aria-labelledby="recent-heading">
            <h2 id="recent-heading" className="panel__title">
              Most recent files
            </h2>
            <RecentFiles files={summary.recentFiles} onOpen={openFile} />
          </section>
          <RecentActivityPanel />
          <section className="card panel" aria-labelledby="underwriters-heading">
            <h2 id="underwriters-heading" className="panel__title">
              Underwriters you write for
            </h2>
            {underwritersError ? (
              <div className="panel__problem" role="alert">
                <p className="panel__muted">{underwritersError}</p>
                <button type="button" className="button button--outline button--small" onClick={() => dispatch(tenantUnderwritersRequested())}>
                  Try again
                </button>
              </div>
            ) : underwriters === null ? (
              <p className="panel__muted">Loading…</p>
            ) : underwriters.length === 0 ? (
              <p className="panel__muted">No underwriters are set up for your agency yet.</p>
            ) : (
              <ul className="chip-list">
                {underwriters.map((underwriter) => (
                  <li key={underwriter.name} className="chip chip--static">
                    {underwriter.name}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
