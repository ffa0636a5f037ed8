import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** The heading's level where the page already has an h2 for the form (Schedule A). */
  level?: 2 | 3;
  children: ReactNode;
}

/** A titled card of fields laid out three to a row, named by its heading for screen readers. */
export function FormSection({ title, level = 2, children }: FormSectionProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="card form-section" aria-labelledby={id}>
      <Heading id={id} className="form-section__title">
        {title}
      </Heading>
      <div className="form-grid form-grid--3">{children}</div>
    </section>
  );
}
