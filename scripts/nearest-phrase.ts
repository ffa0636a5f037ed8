import { distance } from 'fastest-levenshtein';

/* The step catalogue's phrase nearest to a mistyped step (features/formatters/nearest-step.ts). */

/** A step's text with its values as the catalogue writes them: "x" → {string}, 3 → {int}. */
export function asPhrase(text: string): string {
  return text.replace(/"[^"]*"/g, '{string}').replace(/\b\d+(st|nd|rd|th)\b/g, '{ordinal}').replace(/\b\d+\b/g, '{int}');
}

/** The phrase nearest to a step's text, by edit distance between their phrase forms. */
export function nearestPhrase(text: string, phrases: readonly string[]): string | null {
  const wanted = asPhrase(text).toLowerCase();
  let best: { phrase: string; cost: number } | null = null;
  for (const phrase of phrases) {
    const cost = distance(wanted, phrase.toLowerCase());
    if (!best || cost < best.cost) best = { phrase, cost };
  }
  return best?.phrase ?? null;
}
