/**
 * Collects the step catalogue: every step definition of the features with the phrase an analyst
 * writes, the description from the doc comment above it, and a real feature line it matches (an
 * outline's line with the values of its first example, so the example reads as a real step).
 * The doc comment is the single place a step is described, next to the code it describes.
 */
import { loadConfiguration, loadSupport } from '@cucumber/cucumber/api';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readableRegex } from './readable-regex.ts';

export interface CatalogueStep {
  keyword: string;
  /** The phrase as written in Gherkin, parameters as {string}, {int}, {ordinal}. */
  phrase: string;
  /** True when the step is a regular expression: the phrase is then made readable from it. */
  regex: boolean;
  description: string;
  area: string;
  where: string;
  /** A feature line the step matches (file:line and text), or null when no feature uses it. */
  example: { where: string; text: string } | null;
}

/**
 * Steps an analyst has no use for: how a browser fills a form at a given moment, code held back,
 * security headers. They keep a section of their own, last; a step elsewhere joins it with
 * `@engineering` at the end of its doc comment.
 */
export const ENGINEERING = 'Engineering only: browser timing, fill and security checks';
const ENGINEERING_TAG = /\s*@engineering\b\s*/;

/** Areas of the catalogue, in the order an analyst meets them; keyed by the steps file. */
export const AREAS: Record<string, string> = {
  'common.steps.ts': 'Pages, buttons, links and messages',
  'fields.steps.ts': 'Fields',
  'auth.steps.ts': 'Signing in',
  'shell.steps.ts': 'Menus, search, the file list and tabs',
  'orders.steps.ts': 'Orders',
  'session.steps.ts': 'Sessions, saving and colleagues',
  'activity.steps.ts': "Colleagues at work: presence, a file's history, recent activity",
  'checklist.steps.ts': "A file's work: checklists, curative, due dates and My work",
  'payees.steps.ts': 'Payees and wire instructions verified by a second person',
  'commitment.steps.ts': 'Commitment and closing protection letters',
  'registration.steps.ts': 'Registering an agency',
  'team.steps.ts': "The agency's people: team, invitations, passwords",
  'hardening.steps.ts': 'Security and accessibility',
  'browser-fill.steps.ts': ENGINEERING,
};

/** Every area, analysts' first and the engineering section last (AREAS lists it by its file). */
export const AREA_ORDER = [...new Set([...Object.values(AREAS).filter((area) => area !== ENGINEERING), ENGINEERING])];

// The public type of the support library is opaque; its step definitions carry these fields.
interface StepDefinition {
  keyword: string;
  pattern: string | RegExp;
  uri: string;
  line: number;
  expression: { match(text: string): unknown[] | null };
}

const STEP_LINE = /^\s*(Given|When|Then|And|But|\*)\s+(.*\S)\s*$/;

/** The doc comment (/** … *\/) that ends on the line just above a step definition, as one line. */
function docCommentAbove(lines: string[], line: number): string {
  const end = line - 2;
  if (!lines[end]?.trim().endsWith('*/')) return '';
  let start = end;
  while (start >= 0 && !(lines[start] ?? '').trim().startsWith('/**')) start -= 1;
  if (start < 0) return '';
  return lines
    .slice(start, end + 1)
    .join(' ')
    .replace(/^\s*\/\*\*|\*\/\s*$/g, '')
    .replace(/\s*\n?\s*\*\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An outline's step with the values of the first row of the Examples that follow it. */
function withFirstExample(lines: string[], index: number, text: string): string {
  if (!text.includes('<')) return text;
  const examples = lines.findIndex((line, at) => at > index && /^\s*Examples:/.test(line));
  if (examples < 0) return text;
  const row = (at: number) => (lines[at] ?? '').split('|').slice(1, -1).map((value) => value.trim());
  const [names, values] = [row(examples + 1), row(examples + 2)];
  return names.reduce((result, name, at) => result.replaceAll(`<${name}>`, values[at] ?? ''), text);
}

async function featureLines(dir: string): Promise<{ where: string; text: string }[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.feature')).sort();
  const steps: { where: string; text: string }[] = [];
  for (const file of files) {
    const lines = (await readFile(path.join(dir, file), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      const match = STEP_LINE.exec(line);
      if (match) steps.push({ where: `features/${file}:${index + 1}`, text: withFirstExample(lines, index, `${match[1]} ${match[2]}`) });
    });
  }
  return steps;
}

export async function collectCatalogue(cwd = process.cwd()): Promise<CatalogueStep[]> {
  const { runConfiguration } = await loadConfiguration({}, { cwd });
  const support = (await loadSupport(runConfiguration, { cwd })) as unknown as { stepDefinitions: StepDefinition[] };
  const lines = await featureLines(path.join(cwd, 'features'));
  const sources = new Map<string, string[]>();
  const steps: CatalogueStep[] = [];
  for (const definition of support.stepDefinitions) {
    const uri = path.relative(cwd, path.resolve(cwd, definition.uri));
    if (!sources.has(uri)) sources.set(uri, (await readFile(path.join(cwd, uri), 'utf8')).split('\n'));
    const regex = typeof definition.pattern !== 'string';
    const phrase = typeof definition.pattern === 'string' ? definition.pattern : readableRegex(definition.pattern.source);
    const usages = lines.filter(({ text }) => definition.expression.match(text.replace(STEP_LINE, '$2')) !== null);
    const example = usages[0] ?? null;
    const comment = docCommentAbove(sources.get(uri) ?? [], definition.line);
    const area = ENGINEERING_TAG.test(comment) ? ENGINEERING : AREAS[path.basename(uri)];
    if (!area) throw new Error(`${uri} has no area in the step catalogue: add it to AREAS in features/catalogue/step-catalogue.ts.`);
    steps.push({
      keyword: definition.keyword === 'Unknown' ? 'Given' : definition.keyword,
      phrase,
      regex,
      description: comment.replace(ENGINEERING_TAG, ' ').trim(),
      area,
      where: `${uri}:${definition.line}`,
      example,
    });
  }
  return steps;
}
