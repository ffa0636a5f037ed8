import { useEnvironment } from '../../config/environment-context.tsx';

/** The fixed copyright year (docs/behaviour.md#the-login-screen). */
export const COPYRIGHT_YEAR = 2021;

export function AuthFooter() {
  const { supportEmail, supportPhone } = useEnvironment();
  return (
    <footer className="auth-footer">
      <p>© {COPYRIGHT_YEAR} TitleTrack. All rights reserved.</p>
      <p>
        Support: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        <span aria-hidden="true"> · </span>
        <a href={`tel:${supportPhone.replace(/[^0-9+]/g, '')}`}>{supportPhone}</a>
      </p>
    </footer>
  );
}
