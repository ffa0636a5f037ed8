// @vitest-environment happy-dom
import { keepFieldsRestorable } from './restorable-fields.ts';

describe('keepFieldsRestorable', () => {
  it("puts the fields' defaults back when the page is left, so the browser saves what they hold", () => {
    document.body.innerHTML = '<form><input name="city" value=""><input type="email" name="email"><textarea name="notes"></textarea><input type="checkbox" name="c"></form>';
    const city = document.querySelector<HTMLInputElement>('[name=city]')!;
    const email = document.querySelector<HTMLInputElement>('[name=email]')!;
    const notes = document.querySelector<HTMLTextAreaElement>('[name=notes]')!;
    // What React does to a controlled field: its value attribute follows its value.
    for (const [field, text] of [[city, 'Austin'], [email, 'lee@lakeside.test'], [notes, 'Gate code 1234']] as const) {
      field.value = text;
      field.defaultValue = text;
    }
    const checkbox = document.querySelector<HTMLInputElement>('[name=c]')!;
    checkbox.defaultChecked = true;
    keepFieldsRestorable(window);
    window.dispatchEvent(new Event('pagehide'));
    expect([city.defaultValue, email.defaultValue, notes.defaultValue]).toEqual(['', '', '']);
    // What the agent sees does not change, and choices are left alone.
    expect([city.value, email.value, notes.value]).toEqual(['Austin', 'lee@lakeside.test', 'Gate code 1234']);
    expect(checkbox.defaultChecked).toBe(true);
  });
});
