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
  const folded = name.normalize('NFKD').toLowerCase().replace(ENDS, '').replace(/\s+/g, ' ');
  return unhomoglyph(folded).normalize('NFD').toLowerCase().replace(ENDS, '');
}
