import { holdsWebAddress, webAddressMessage } from './name-rule.ts';
import { nameText } from './validation.ts';

describe('the name rule (src/lib/name-rule.ts)', () => {
  it.each([
    'Jr.',
    'St. Louis Title',
    "O'Brien",
    'Smith-Jones',
    'J. R. R.',
    'A.J.',
    'U.S. Title',
    'A.B.C. Title Co.',
    'Title & Escrow, LLC',
    'Dr. Ana María',
    'Ma. Cristina',
    "Anne-Marie O'Neil-Smith, Jr.",
    'Wm. H. Smith',
    'Title Co. of Texas',
    'Demo Title & Escrow.',
    'Title 2.0',
    'Escrow 3.14',
    'Marcel·la',
    'Dot Jones',
    'Mary Dot',
    'Whitney',
    'Nguyễn Thị Minh',
    'Zoë',
    '李小龍',
    'Müller',
    'Smith & Co. Title',
    'A J Smith',
    'J. R. R. Tolkien Title',
    'Ste. Genevieve Escrow',
  ])('keeps %j a name', (name) => {
    expect(holdsWebAddress(name)).toBe(false);
  });

  it.each([
    ['a scheme', 'Verify at https://evil.test/login'],
    ['"http:" with backslashes', 'http:\\\\evil'],
    ['"://" with a division slash', 'evil:\u2215\u2215login'],
    ['the defanged "hxxp"', 'hxxp://evil[.]com'],
    ['"hxxps" on its own', 'hxxps evil'],
    ['"www" with a dot', 'www.evil.test'],
    ['"www" as a word', 'www evil'],
    ['a bare domain', 'evil.co'],
    ['a bare domain with a hyphen and any top-level domain', 'pay-here.xyz'],
    ['a domain in capitals', 'PAY AT EVIL.COM'],
    ['a domain in a sentence', 'Sam, see pay-here.xyz/now'],
    ['a one-letter domain', 'x.com'],
    ['a punycode domain', 'xn--e1afmkfd.xn--p1ai'],
    ['an address', 'sam@evil.test'],
    ['a full-width dot', 'Visit evil\uff0ecom'],
    ['full-width letters and dot', '\uff45\uff56\uff49\uff4c\uff0e\uff43\uff4f\uff4d'],
    ['an ideographic full stop', 'evil\u3002com'],
    ['a half-width ideographic full stop', 'evil\uff61com'],
    ['a one-dot leader', 'evil\u2024com'],
    ['a small full stop', 'evil\ufe52com'],
    ['a middle dot', 'evil\u00b7com'],
    ['a katakana middle dot', 'evil\u30fbcom'],
    ['an Arabic full stop', 'evil\u06d4com'],
    ['an Arabic-Indic zero', 'evil\u0660com'],
    ['a bullet', 'evil\u2022com'],
    ['a dot with spaces around it', 'evil . com'],
    ['a dot with a space before', 'evil .com'],
    ['a dot with a space after', 'evil. com'],
    ['letters spelled one by one', 'e v i l . c o m'],
    ['"d0t" spelled out', 'evil d0t com'],
    ['a raised dot', 'evil\u2e33com'],
    ['a two-dot leader', 'evil\u2025com'],
    ['a host with a port', 'localhost:8080'],
    ['a percent-encoded dot', 'evil%2Ecom'],
    ['a spaced dot before another top-level domain', 'pay-here . xyz'],
    ['a Cyrillic top-level domain', 'evil.\u0441\u043em'],
    ['a zero-width space after the dot', 'evil.\u200bcom'],
    ['"[.]"', 'evil[.]com'],
    ['"(dot)"', 'evil(dot)com'],
    ['"[dot]"', 'evil [dot] com'],
    ['" dot " before a top-level domain', 'evil dot com'],
    ['an IPv4 address', '192.168.0.1'],
    ['two words joined by a dot (read as a domain)', 'Mr.Smith'],
  ])('refuses %s: %j', (_what, name) => {
    expect(holdsWebAddress(name)).toBe(true);
  });

  it('is a field of the forms and the server, naming the field in its refusal', () => {
    expect(() => nameText('Please enter first name', 'first name').validateSync('evil\u3002com')).toThrow('The first name cannot hold a web address.');
    expect(nameText('Please enter first name', 'first name').isValidSync("O'Brien")).toBe(true);
    expect(webAddressMessage('agency name')).toBe('The agency name cannot hold a web address.');
  });
});
