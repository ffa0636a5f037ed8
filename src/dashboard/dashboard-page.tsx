import { useAppSelector } from '../app/hooks';
import { selectUserInfo } from '../auth/auth-slice';
import { fullNameOf } from '../lib/auth-token';

export function DashboardPage() {
  const user = useAppSelector(selectUserInfo);
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
    </section>
  );
}
