import unhomoglyph from 'unhomoglyph';

/**
 * A name's skeleton (Unicode TR39, "Confusable Detection"): two names with the same skeleton look
 * alike, e.g. "Demo Title & Escrow" and the same with a Cyrillic "е". Case, compatibility forms
 * and runs of spaces do not tell agencies apart either. unhomoglyph applies the Unicode
 * confusables mapping; the result is for comparing, never for showing.
 */
export function nameSkeleton(name: string): string {
  const folded = name.normalize('NFKD').toLowerCase().replace(/\s+/g, ' ').trim();
  return unhomoglyph(folded).normalize('NFD').toLowerCase();
}
