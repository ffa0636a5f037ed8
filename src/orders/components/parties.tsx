import { FieldArray, useFormikContext } from 'formik';
import { Icon } from '../../ui/icon.tsx';
import { optionsOf, SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { PARTY_TYPES, type OrderDetail } from '../order-schemas.ts';
import { emptyParty } from '../order-defaults.ts';
import { SaveState, type ConflictActions, type FieldSaves } from './field-save-state.tsx';

/** The buyers or the sellers, added and removed as a list; in order entry each part saves on its own. */
export function Parties({ name, title, saves, actions }: { name: 'buyer' | 'seller'; title: string; saves?: FieldSaves; actions?: ConflictActions }) {
  const { values } = useFormikContext<OrderDetail>();
  const parties = values[name] ?? [];
  const singular = name === 'buyer' ? 'buyer' : 'seller';
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <div className="parties form-grid__wide">
          <div className="parties__head">
            <h3 className="parties__title">{title}</h3>
            <SaveState save={saves?.[name]} field={name} actions={actions} />
          </div>
          {parties.length === 0 && <p className="panel__muted">No {singular}s yet.</p>}
          {parties.map((_party, index) => (
            <div key={index} className="parties__row" role="group" aria-label={`${title} ${index + 1}`}>
              <TextField name={`${name}.${index}.FirstName`} label="First Name" />
              <TextField name={`${name}.${index}.MiddleName`} label="Middle Name" />
              <TextField name={`${name}.${index}.LastName`} label="Last Name" />
              <SelectField name={`${name}.${index}.Type`} label="Type" options={optionsOf(PARTY_TYPES)} placeholder="Select a type" />
              <button type="button" className="icon-button parties__remove" aria-label={`Remove ${singular} ${index + 1}`} onClick={() => remove(index)}>
                <Icon name="close" />
              </button>
            </div>
          ))}
          <button type="button" className="button button--outline parties__add" onClick={() => push(emptyParty())}>
            <Icon name="plus" size={18} /> Add {singular}
          </button>
        </div>
      )}
    </FieldArray>
  );
}

