import type { ReactNode } from 'react';

interface PageHeadProps {
  /** The screen's title: the page's one h1. */
  title: ReactNode;
  /** For the section's aria-labelledby. */
  titleId?: string;
  /** A short line above the title saying where the screen sits (a file, a link back). */
  eyebrow?: ReactNode;
  /** Under the title: a `page__lead` paragraph, which some screens give a role or show only signed in. */
  lead?: ReactNode;
  /** The screen's main action, on the right (under the title on a phone). */
  action?: ReactNode;
}

/** The head every signed-in screen starts with, so their titles line up and read alike. */
export function PageHead({ title, titleId, eyebrow, lead, action }: PageHeadProps) {
  return (
    <div className="page__head">
      <div>
        {eyebrow && <p className="page__eyebrow">{eyebrow}</p>}
        <h1 id={titleId} className="page__title">
          {title}
        </h1>
        {lead}
      </div>
      {action}
    </div>
  );
}
