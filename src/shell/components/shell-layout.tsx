import { Link, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested, selectUserInfo } from '../../auth/auth-slice';
import { Logo } from '../../ui/logo';
import { ProfileMenu } from './profile-menu';

/** The common shell: header with logo, tenant name and profile above the routed content. */
export function ShellLayout() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  return (
    <div className="shell">
      <header className="shell__header">
        <Link to={paths.dashboard} className="shell__home">
          <Logo />
        </Link>
        {user && (
          <>
            <p className="shell__tenant">{user.TenantName}</p>
            <ProfileMenu user={user} onLogout={() => dispatch(logoutRequested())} />
          </>
        )}
      </header>
      <main className="shell__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
