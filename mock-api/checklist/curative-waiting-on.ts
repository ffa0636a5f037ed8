/**
 * Whom a B-I requirement usually waits on, read from its text: a payoff or release waits on the
 * payoff lender, a trust certification or an estate's papers on an attorney, and so on. A guess
 * the agent can change on the checklist; no match leaves it empty.
 */
const RULES: readonly [RegExp, string][] = [
  [/\b(payoff|pay off|satisfaction|release|reconveyance)\b/i, 'payoff lender'],
  [/\b(homeowners'? association|hoa|estoppel|condominium)\b/i, 'HOA'],
  [/\b(survey|encroachment|boundary)\b/i, 'surveyor'],
  [/\b(trust|estate|probate|death certificate|heirs?|power of attorney|divorce|court|judgment|lis pendens)\b/i, 'attorney'],
  [/\b(lender|loan|mortgage to be insured|deed of trust to be insured)\b/i, 'lender'],
  [/\b(tax|taxes|assessment)\b/i, 'county recorder'],
  [/\b(seller|grantor|vendor)\b/i, 'seller'],
  [/\b(buyer|purchaser|grantee|borrower)\b/i, 'buyer'],
];

export function waitingOnFor(text: string): string {
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? '';
}
