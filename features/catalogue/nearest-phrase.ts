import { distance } from 'fastest-levenshtein';

/*
 * The step catalogue's phrase nearest to a mistyped step (features/formatters/nearest-step.ts),
 * by meaning first: an analyst writes "I press the "Save" button" or "I log in as …", other words
 * for a step that exists, far more often than a typo, and the closest spelling of such a line is
 * usually a step about something else. Each word stands for its idea (press, click and tap are
 * one; page and screen are one), ideas that are rare in the catalogue count more than common ones,
 * and spelling decides only between phrases that mean the same.
 */

/** A step's text with its values as the catalogue writes them: "x" → {string}, 3 → {int}. */
export function asPhrase(text: string): string {
  return text.replace(/"[^"]*"/g, '{string}').replace(/\b\d+(st|nd|rd|th)\b/g, '{ordinal}').replace(/\b\d+\b/g, '{int}');
}

/** Words analysts use for the same idea, each group under the catalogue's own word first. */
const SAME_IDEA: string[][] = [
  ['click', 'press', 'tap', 'hit', 'push'],
  ['see', 'show', 'display', 'visible', 'appear', 'read', 'contain', 'say'],
  ['type', 'enter', 'fill', 'input', 'write', 'put', 'set'],
  ['open', 'go', 'navigate', 'visit', 'browse', 'load'],
  ['screen', 'page', 'view'],
  ['sign', 'log', 'login', 'signin', 'logged', 'authenticate'],
  ['file', 'order'],
  ['error', 'alert', 'banner', 'warning'],
  ['message', 'hint', 'validation'],
  ['field', 'box', 'textbox'],
  ['choose', 'select', 'pick'],
  ['remove', 'delete'],
  ['change', 'edit', 'update', 'modify', 'replace'],
  ['list', 'table', 'result', 'grid'],
  ['disabled', 'inactive', 'greyed', 'grayed', 'unclickable'],
  ['enabled', 'active', 'clickable'],
  ['empty', 'clear', 'blank', 'erase'],
  ['entry', 'requirement', 'exception', 'item'],
  ['tab'],
  ['menu', 'dropdown'],
  ['heading', 'title', 'header'],
  ['upload', 'attach'],
  ['reload', 'refresh'],
  ['wait', 'pause', 'sleep'],
  ['out', 'logout', 'signout'],
];

/** Words that carry no idea of their own here. */
const FILLER = new Set(['i', 'the', 'a', 'an', 'my', 'of', 'in', 'on', 'to', 'into', 'is', 'are', 'be', 'as', 'and', 'it', 'should', 'then', 'that', 'this', 'with', 'at', 'for', 'user', 'am', 'can', 'now']);

const IDEA = new Map<string, string>(SAME_IDEA.flatMap((group) => group.map((word) => [word, group[0] ?? word] as [string, string])));

/** "pressed", "shows", "entries" → their plain form, near enough for matching ideas. */
function stem(word: string): string {
  for (const [ending, replacement] of [['ies', 'y'], ['ing', ''], ['ed', ''], ['es', ''], ['s', '']] as const) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      const plain = word.slice(0, -ending.length) + replacement;
      if (IDEA.has(plain) || IDEA.has(`${plain}e`)) return IDEA.has(plain) ? plain : `${plain}e`;
    }
  }
  return word;
}

/** The ideas of a phrase: parameters as themselves, words by their idea, a one-letter slip forgiven. */
function ideasOf(phrase: string): string[] {
  const words = phrase.toLowerCase().match(/\{[a-z]+\}|[a-z]+/g) ?? [];
  return words
    .filter((word) => !FILLER.has(word))
    .map((word) => {
      if (word.startsWith('{')) return word;
      const plain = stem(word);
      const known = IDEA.get(plain);
      if (known) return known;
      // A typo of a known word ("tipe", "clik", "pag"): one at one edit.
      if (plain.length >= 3) for (const [candidate, idea] of IDEA) if (candidate.length >= 4 && Math.abs(candidate.length - plain.length) <= 1 && distance(candidate, plain) <= 1) return idea;
      return plain;
    });
}

/** The phrase nearest to a step's text: most shared ideas (rarer ones weigh more), then closest spelling. */
export function nearestPhrase(text: string, phrases: readonly string[]): string | null {
  if (phrases.length === 0) return null;
  const catalogue = phrases.map((phrase) => ({ phrase, ideas: new Set(ideasOf(phrase)) }));
  const phrasesWith = new Map<string, number>();
  for (const { ideas } of catalogue) for (const idea of ideas) phrasesWith.set(idea, (phrasesWith.get(idea) ?? 0) + 1);
  const weight = (idea: string) => Math.log(1 + catalogue.length / (phrasesWith.get(idea) ?? 0.5));
  const wanted = new Set(ideasOf(asPhrase(text)));
  const wantedForm = asPhrase(text).toLowerCase();
  let best: { phrase: string; score: number; spelling: number } | null = null;
  for (const { phrase, ideas } of catalogue) {
    let shared = 0;
    let all = 0;
    for (const idea of new Set([...wanted, ...ideas])) {
      all += weight(idea);
      if (wanted.has(idea) && ideas.has(idea)) shared += weight(idea);
    }
    const score = all === 0 ? 0 : shared / all;
    const spelling = distance(wantedForm, phrase.toLowerCase());
    if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && spelling < best.spelling)) best = { phrase, score, spelling };
  }
  return best?.phrase ?? null;
}
