import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { parseAddress, US_STATES, type ParsedAddress } from '../../lib/format/address.ts';
import { parseAddressWithoutCommas } from '../../lib/format/address-without-commas.ts';
import { type OrderDetail } from '../order-schemas.ts';

/** A pasted one-line address is split into street, city, state and zip by the address parser. */

/**
 * The line's parts: by its commas, or, for a line without any whose city the commas' rule could
 * not find ("1200 Lakeshore Dr Austin TX 78701"), by the street's own words (address-without-commas.ts).
 */
function partsOf(line: string): ParsedAddress | Promise<ParsedAddress> {
  const parsed = parseAddress(line);
  if (line.includes(',') || parsed.city !== '') return parsed;
  return parseAddressWithoutCommas(line)
    .catch(() => null)
    .then((found) => found ?? parsed);
}

/** The zip of a pasted line: 5 digits, or a ZIP+4 as 9 digits; anything else is not a zip. */
function zipOf(postalCode: string): string {
  const match = /^(\d{5})(?:-?(\d{4}))?$/.exec(postalCode.trim());
  return match ? `${match[1]}${match[2] ?? ''}` : '';
}

export function AddressPaste() {
  const { setFieldValue } = useFormikContext<OrderDetail>();
  const [line, setLine] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const id = useId();
  // A paste stands for the whole address: every field it covers is filled, or emptied when the
  // line has no such part, so nothing of an earlier paste (a state, a zip) stays behind.
  const apply = () => {
    const parts = partsOf(line);
    if (parts instanceof Promise) void parts.then(fill);
    else fill(parts);
  };
  const fill = (parsed: ParsedAddress) => {
    const code = Object.entries(US_STATES).find(([abbreviation, name]) => abbreviation === parsed.state.toUpperCase() || name.toLowerCase() === parsed.state.toLowerCase())?.[0];
    const parts: { field: keyof OrderDetail; label: string; value: string }[] = [
      { field: 'address', label: 'street', value: parsed.street_address1 },
      { field: 'city', label: 'city', value: parsed.city },
      { field: 'state', label: 'state', value: code ?? '' },
      // A ZIP+4 (78701-1234) is kept whole, as the 9 digits the Zip field takes (docs/behaviour.md#zip-codes).
      { field: 'zip', label: 'zip', value: zipOf(parsed.postal_code) },
    ];
    const filled = parts.filter((part) => part.value !== '');
    if (filled.length === 0) {
      setResult('No address parts were recognised; please fill the fields in.');
      return;
    }
    for (const part of parts) void setFieldValue(part.field, part.value);
    const cleared = parts.filter((part) => part.value === '').map((part) => part.label);
    setResult(`Filled in ${filled.map((part) => part.label).join(', ')}.${cleared.length > 0 ? ` Not in the line, so emptied: ${cleared.join(', ')}.` : ''}`);
  };
  return (
    <div className="field form-grid__wide address-paste">
      <label className="field__label" htmlFor={id}>
        Paste a full address
      </label>
      <div className="address-paste__row">
        <input
          id={id}
          className="field__input"
          placeholder="1200 Lakeshore Dr, Austin, TX 78701"
          value={line}
          onChange={(event) => setLine(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className="button button--outline" onClick={apply} disabled={line.trim() === ''}>
          Split into fields
        </button>
      </div>
      <p className="field__description" aria-live="polite">
        {result ?? 'Street, city, state and zip are filled in from the line.'}
      </p>
    </div>
  );
}

