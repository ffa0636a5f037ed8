// Shared with the mock API: it checks routing numbers and names their bank the same way.
/**
 * A small bundled directory of ABA routing numbers and their banks (the largest US banks' wire and
 * state routing numbers), so the Payees page can show whose number was typed. A number not here is
 * not wrong: the checksum decides that; only the name is unknown.
 */
export const ROUTING_DIRECTORY: Readonly<Record<string, string>> = {
  '011000138': 'Bank of America (Massachusetts)',
  '011401533': 'Citizens Bank',
  '021000021': 'JPMorgan Chase Bank',
  '021000089': 'Citibank',
  '026009593': 'Bank of America',
  '031101266': 'TD Bank',
  '043000096': 'PNC Bank',
  '044000037': 'JPMorgan Chase Bank (Ohio)',
  '051405515': 'Capital One',
  '053000196': 'Bank of America (North Carolina)',
  '061000104': 'Truist Bank',
  '063100277': 'Bank of America (Florida)',
  '071000013': 'JPMorgan Chase Bank (Illinois)',
  '072000326': 'JPMorgan Chase Bank (Michigan)',
  '091000022': 'U.S. Bank',
  '103000648': 'BancFirst',
  '111000025': 'Bank of America (Texas)',
  '111000614': 'JPMorgan Chase Bank (Texas)',
  '113000023': 'Wells Fargo Bank (Texas)',
  '114000093': 'Frost Bank',
  '121000248': 'Wells Fargo Bank',
  '122000247': 'Wells Fargo Bank (California)',
  '122100024': 'JPMorgan Chase Bank (Arizona)',
  '256074974': 'Navy Federal Credit Union',
  '314074269': 'USAA Federal Savings Bank',
  '322271627': 'JPMorgan Chase Bank (California)',
};

/** The ABA checksum: 3, 7 and 1 times the digits in turn add up to a multiple of 10. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const digit = (at: number) => Number(value[at]);
  const sum = 3 * (digit(0) + digit(3) + digit(6)) + 7 * (digit(1) + digit(4) + digit(7)) + (digit(2) + digit(5) + digit(8));
  return sum % 10 === 0;
}

export const bankOfRouting = (value: string): string | null => ROUTING_DIRECTORY[value] ?? null;

/** An account number as every screen, list, e-mail and answer shows it: its last four digits. */
export const maskedAccount = (last4: string): string => `•••• ${last4}`;
