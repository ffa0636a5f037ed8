import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { Logo } from '../ui/logo.tsx';

export function NotFoundPage() {
  return (
    <main className="standalone">
      <Logo />
      <h1 className="standalone__title">Page not found</h1>
      <p className="standalone__text">The address you opened does not exist in TitleTrack.</p>
      <Link className="button button--primary" to={paths.dashboard}>
        Go to the dashboard
      </Link>
    </main>
  );
}
