import { Navigate, Outlet } from 'react-router-dom';
import { selectToken } from '../auth/auth-slice';
import { paths } from '../config/paths';
import { useAppSelector } from './hooks';

/** Guarded areas need a stored token; without one the user goes to the login screen. */
export function RequireToken() {
  const token = useAppSelector(selectToken);
  return token ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/** A user who already has a token is sent from the login screen to the dashboard. */
export function RedirectIfToken() {
  const token = useAppSelector(selectToken);
  return token ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
