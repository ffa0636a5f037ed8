import { acceptedEmail, EMAIL_MAX_LENGTH } from './email-rule.ts';
import { emailField } from './validation.ts';

describe('the e-mail rule (src/lib/email-rule.ts)', () => {
  it.each([
    ['a plain address', 'sam@harbor-closing.test', 'sam@harbor-closing.test'],
    ['plain spaces around it, dropped', '  Sam@Harbor-Closing.test ', 'Sam@Harbor-Closing.test'],
    ['dots, plus and hyphens', 'sam.harbor+invites@mail.harbor-closing.test', 'sam.harbor+invites@mail.harbor-closing.test'],
    ['an apostrophe', "o'brien@demo-title.test", "o'brien@demo-title.test"],
    ['letters of other alphabets (compared as their look-alikes on the server)', 'josé@exämple.test', 'josé@exämple.test'],
    ['a Cyrillic "а" (an address of its own; the server compares it as "sam")', 's\u0430m@harbor-closing.test', 's\u0430m@harbor-closing.test'],
    ['a two-letter top-level domain', 'a@b.co', 'a@b.co'],
  ])('accepts %s', (_what, text, kept) => {
    expect(acceptedEmail(text)).toBe(kept);
  });

  it.each([
    ['a NUL at the end', 'sam@harbor-closing.test\u0000'],
    ['a NUL at the start', '\u0000sam@harbor-closing.test'],
    ['a tab at the end (not a plain space)', 'sam@harbor-closing.test\t'],
    ['a line break and a header', 'sam@harbor-closing.test\r\nBcc: evil@outside.test'],
    ['a line break at the end', 'sam@harbor-closing.test\n'],
    ['an escape code', 'sam\u001b[31m@harbor-closing.test'],
    ['a zero-width space', 'sam\u200b@harbor-closing.test'],
    ['a right-to-left mark', 'sam@harbor-closing.test\u200f'],
    ['a right-to-left override', '\u202etset.gnisolc-robrah@mas'],
    ['a soft hyphen', 'sa\u00adm@harbor-closing.test'],
    ['a byte order mark', '\ufeffsam@harbor-closing.test'],
    ['a no-break space around it', '\u00a0sam@harbor-closing.test'],
    ['a space inside', 'sam harbor@harbor-closing.test'],
    ['no @', 'harbor-closing.test'],
    ['two @', 'sam@@harbor-closing.test'],
    ['nothing before the @', '@harbor-closing.test'],
    ['no dot in the domain', 'sam@harbor-closing'],
    ['a one-letter top-level domain', 'a@b.c'],
    ['a top-level domain of digits', 'sam@harbor.123'],
    ['a full-width @', 'sam\uff20harbor-closing.test'],
    ['a full-width dot in the domain', 'sam@harbor-closing\uff0etest'],
    ['an ideographic full stop in the domain', 'sam@harbor-closing\u3002test'],
    ['a one-dot leader in the domain', 'sam@harbor-closing\u2024test'],
    ['two addresses with a comma', 'sam@harbor-closing.test,evil@outside.test'],
    ['two addresses with a semicolon', 'evil@outside.test;sam@harbor-closing.test'],
    ['angle brackets', 'Sam <sam@harbor-closing.test>'],
    ['quotes', '"sam"@harbor-closing.test'],
    ['two dots in a row', 'sam..harbor@harbor-closing.test'],
    ['a dot at the start', '.sam@harbor-closing.test'],
    ['a domain label starting with a hyphen', 'sam@-harbor.test'],
    ['an empty domain label', 'sam@harbor..test'],
    ['an IP address for a domain', 'sam@[127.0.0.1]'],
    ['65 characters before the @', `${'s'.repeat(65)}@harbor-closing.test`],
    ['more than 254 characters', `sam@${'h'.repeat(63)}.${'a'.repeat(63)}.${'r'.repeat(63)}.${'b'.repeat(60)}.test`],
  ])('refuses %s', (_what, text) => {
    expect(acceptedEmail(text)).toBeNull();
  });

  it('counts the length of the address without the spaces around it', () => {
    const longest = `${'s'.repeat(64)}@${'h'.repeat(63)}.${'a'.repeat(63)}.${'r'.repeat(56)}.test`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(acceptedEmail(` ${longest} `)).toBe(longest);
  });

  it("is the forms' and the server's e-mail field, with the fixed messages", () => {
    expect(emailField().isValidSync('sam@harbor-closing.test')).toBe(true);
    expect(() => emailField().validateSync('sam@harbor-closing.test\u0000')).toThrow('Please enter valid email address.');
    expect(() => emailField().validateSync('')).toThrow('Please enter your email address.');
  });
});
