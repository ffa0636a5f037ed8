import unhomoglyph from 'unhomoglyph';

/** Punctuation, symbols and spaces at either end ("Demo Title & Escrow.", "“Demo Title”", "Demo Title®"). */
const ENDS = /^[\p{P}\p{S}\p{Z}\s]+|[\p{P}\p{S}\p{Z}\s]+$/gu;

/**
 * A name's skeleton (Unicode TR39, "Confusable Detection"): two names with the same skeleton look
 * alike, e.g. "Demo Title & Escrow" and the same with a Cyrillic "е". Case, compatibility forms,
 * runs of spaces and punctuation or symbols at either end ("Demo Title & Escrow." or "Demo Title & Escrow®") do
 * not tell agencies apart either. unhomoglyph applies the Unicode confusables mapping (which can
 * turn a letter into punctuation, such as "ǃ" into "!", hence the ends are cut before and after);
 * the result is for comparing, never for showing.
 */
export function nameSkeleton(name: string): string {
  // Accents and other combining marks are dropped: "Escrow" with an accent on its w looks the same.
  const folded = name.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(ENDS, '').replace(/\s+/g, ' ');
  return unhomoglyph(folded).normalize('NFD').replace(MARKS, '').toLowerCase().replace(ENDS, '');
}

const MARKS = /\p{M}/gu;
