import type { ReactNode } from 'react';
import { Logo } from './logo.tsx';

/**
 * The column of the pages a person sees before signing in (login, forgot password, choose a
 * password): the logo above, the page's card in the main landmark, and what the page puts below.
 */
export function SignedOutPanel({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="login__panel">
      <header className="login__header">
        <Logo />
      </header>
      <main className="login__main">{children}</main>
      {footer}
    </div>
  );
}
