import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectToken, selectUserInfo } from '../auth/auth-slice.ts';
import { paths } from '../config/paths.ts';
import { useAppSelector } from './hooks.ts';

/**
 * Guarded areas need a stored token; without one the user goes to the login screen. Someone who
 * signed in with a password chosen for them (e-mailed at approval) goes to My account to choose
 * their own first; the server refuses everything else meanwhile.
 */
export function RequireToken() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUserInfo);
  const { pathname } = useLocation();
  if (!token) return <Navigate to={paths.login} replace />;
  if (user?.pwd_change && pathname !== paths.account) return <Navigate to={paths.account} replace />;
  return <Outlet />;
}

/** A user who already has a token is sent from the login screen to the dashboard. */
export function RedirectIfToken() {
  const token = useAppSelector(selectToken);
  return token ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
