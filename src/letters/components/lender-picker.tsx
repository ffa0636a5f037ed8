import { useFormikContext } from 'formik';
import { useId } from 'react';
import type { MortgageClause } from '../letters-api.ts';
import type { LetterForm } from '../letters-slice.ts';

/** Picking a lender fills its mortgage clause and address; all stay editable. */
export function LenderPicker({ clauses }: { clauses: MortgageClause[] }) {
  const { values, setFieldValue } = useFormikContext<LetterForm>();
  const id = useId();
  const known = clauses.some((clause) => clause.lenderName === values.lender.lenderName);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Lender
      </label>
      <select
        id={id}
        className="field__input field__select"
        value={known ? values.lender.lenderName : ''}
        onChange={(event) => {
          const clause = clauses.find((candidate) => candidate.lenderName === event.target.value);
          if (!clause) return;
          void setFieldValue('lender', { ...clause, address2: '' });
        }}
      >
        <option value="">Choose a lender</option>
        {clauses.map((clause) => (
          <option key={clause.lenderName} value={clause.lenderName}>
            {clause.lenderName}
          </option>
        ))}
      </select>
    </div>
  );
}
