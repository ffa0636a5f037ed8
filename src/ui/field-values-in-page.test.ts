// @vitest-environment jsdom
// jsdom, not happy-dom like the other DOM tests: these check the browser's own value sanitising (a
// single-line field drops line breaks), which only jsdom implements.
import { fieldValuesInPage } from './field-values-in-page.ts';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('the values a form has not heard of', () => {
  it('finds text fields whose text differs from what was rendered, by their form path', () => {
    const form = formWith('<input name="email" value=""><textarea name="notes"></textarea><input name="buyer.name" value="">');
    (form.elements.namedItem('email') as HTMLInputElement).value = 'dana@demo-title.test';
    (form.elements.namedItem('notes') as HTMLTextAreaElement).value = 'Call first';
    (form.elements.namedItem('buyer.name') as HTMLInputElement).value = 'Jo';
    expect(fieldValuesInPage(form, { email: '', notes: '', buyer: { name: '' } })).toEqual({ email: 'dana@demo-title.test', notes: 'Call first', 'buyer.name': 'Jo' });
  });

  it('leaves fields that hold what the form has, formatted fields, non-text values and boxes alone', () => {
    const form = formWith(
      '<input name="same" value="a"><input name="amount" value="$1,000.00"><input name="tags" value=""><input type="checkbox" name="agree"><input name="disabled" value="" disabled><input value="">',
    );
    (form.elements.namedItem('amount') as HTMLInputElement).value = '$2,000.00';
    (form.elements.namedItem('tags') as HTMLInputElement).value = 'x';
    (form.elements.namedItem('disabled') as HTMLInputElement).value = 'x';
    expect(fieldValuesInPage(form, { same: 'a', amount: '1000', tags: ['a'], agree: false, disabled: '' })).toEqual({});
  });

  it('leaves a single-line field that shows its stored text on one line alone (opening a file must not save it)', () => {
    const form = document.createElement('form');
    const legal = document.createElement('input');
    legal.name = 'brieflegal';
    // What React renders for a stored value with line breaks: the attribute keeps them, the field does not.
    legal.setAttribute('value', 'Lot 1, Block 2\r\nStandard Oaks');
    const email = document.createElement('input');
    email.type = 'email';
    email.name = 'email';
    email.setAttribute('value', ' dana@demo-title.test ');
    form.append(legal, email);
    expect(legal.value).toBe('Lot 1, Block 2Standard Oaks');
    expect(fieldValuesInPage(form, { brieflegal: 'Lot 1, Block 2\r\nStandard Oaks', email: ' dana@demo-title.test ' })).toEqual({});
    legal.value = 'Lot 9';
    expect(fieldValuesInPage(form, { brieflegal: 'Lot 1, Block 2\r\nStandard Oaks', email: ' dana@demo-title.test ' })).toEqual({ brieflegal: 'Lot 9' });
  });

  it('counts an unset form value as an empty field', () => {
    const form = formWith('<input name="city" value="">');
    (form.elements.namedItem('city') as HTMLInputElement).value = 'Austin';
    expect(fieldValuesInPage(form, {})).toEqual({ city: 'Austin' });
  });
});

describe('fieldValuesInPage and selects', () => {
  it('finds a single select whose choice was changed without events, and leaves one React chose', () => {
    const form = document.createElement('form');
    form.innerHTML = '<select name="state"><option value="" selected>Select</option><option value="TX">Texas</option></select><select name="range"><option value="">Select</option><option value="1-10" selected>1-10</option></select>';
    document.body.append(form);
    (form.elements.namedItem('state') as HTMLSelectElement).value = 'TX';
    expect(fieldValuesInPage(form, { state: '', range: '1-10' })).toEqual({ state: 'TX' });
    form.remove();
  });
});
