/** The name fields a party has (an order's buyer, seller or lender contact). */
interface PartyNameFields {
  FirstName?: string;
  MiddleName?: string;
  LastName?: string;
}

/** A party's name as written on documents: first, middle and last, skipping the empty ones. */
export function partyName(party: PartyNameFields): string {
  return [party.FirstName, party.MiddleName, party.LastName].filter((part) => part && part.trim() !== '').join(' ');
}

/** The named parties as a sentence: "A", "A and B", "A, B and C" (Schedule A, the letter request). */
export function partyNamesInWords(parties: PartyNameFields[] | null | undefined): string {
  const names = (parties ?? []).map(partyName).filter(Boolean);
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
