import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectTenantUnderwriters, selectUserInfo, tenantUnderwritersRequested } from '../auth/auth-slice';
import { fullNameOf } from '../lib/auth-token';

export function DashboardPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const underwriters = useAppSelector(selectTenantUnderwriters);

  useEffect(() => {
    dispatch(tenantUnderwritersRequested());
  }, [dispatch]);

  return (
    <section className="page" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="page__title">
        Dashboard
      </h1>
      {user && (
        <p className="page__lead" data-testid="signed-in-as">
          Signed in as <strong>{fullNameOf(user)}</strong> of <strong>{user.TenantName}</strong>
        </p>
      )}
      <section className="card panel" aria-labelledby="underwriters-heading">
        <h2 id="underwriters-heading" className="panel__title">
          Underwriters you write for
        </h2>
        {underwriters === null ? (
          <p className="panel__muted" role="status">
            Loading…
          </p>
        ) : underwriters.length === 0 ? (
          <p className="panel__muted">No underwriters are set up for your agency yet.</p>
        ) : (
          <ul className="panel__list">
            {underwriters.map((underwriter) => (
              <li key={underwriter.name}>{underwriter.name}</li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
