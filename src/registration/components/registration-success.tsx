import { Link } from 'react-router-dom';
import { useEnvironment } from '../../config/environment-context.tsx';
import { paths } from '../../config/paths.ts';
import { Alert } from '../../ui/alert.tsx';

/** Step 3. */
export function RegistrationSuccess({ error, onDismissError }: { error: string | null; onDismissError: () => void }) {
  const { supportEmail, supportPhone } = useEnvironment();
  return (
    <section className="register__success" aria-labelledby="registration-complete">
      <svg className="register__success-icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="var(--color-success-soft)" stroke="var(--color-success)" strokeWidth="2" />
        <path d="M14 24.5l7 7 13-14" fill="none" stroke="var(--color-success)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="registration-complete" className="register__title" tabIndex={-1}>
        Congratulations! Your Registration is Complete
      </h1>
      <p className="register__lead">You&apos;ll receive an email from us soon with your login credentials.</p>
      <Alert message={error} onDismiss={onDismissError} />
      <div className="contact-card">
        <h2 className="contact-card__title">Contact Us</h2>
        <p>
          Phone: <a href={`tel:${supportPhone.replace(/[^0-9+]/g, '')}`}>{supportPhone}</a>
        </p>
        <p>
          E-mail: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </div>
      <Link to={paths.root} className="button button--primary">
        CLOSE
      </Link>
    </section>
  );
}
