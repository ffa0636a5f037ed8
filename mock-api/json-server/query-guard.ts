import type { ExceptionEntry } from '../http/api-errors.ts';

/**
 * What json-server's query language may be given here. json-server 0.17 takes any query it is
 * sent: `*_like` values become regular expressions (a catastrophic pattern froze the server for
 * seconds), nested query objects reach lodash paths, a list without a page is cloned whole. This
 * reads the query once, refuses what is not plain, bounded text, and hands the router a query it
 * can only answer quickly: every `_like` value matched as literal text, every list paged.
 */

export const QUERY_LIMITS = {
  /** Parameters in one query. */
  parameters: 20,
  /** Characters of one parameter's name, and of one value. */
  nameLength: 100,
  valueLength: 200,
  /** Values of one repeated parameter (`id=1&id=2` asks for either: react-admin's getMany sends a page's references at once). */
  repeats: 100,
  /** Records in one page (`_limit`, or `_end - _start`). */
  pageSize: 500,
  /** Records of a list asked for without a page or limit: it gets the first ones and X-Total-Count. */
  unpagedList: 1_000,
  /** `_delay`, in milliseconds. */
  delayMs: 10_000,
} as const;

/** The parameters json-server reads itself; any other name filters on a field. */
const CONTROL = new Set(['q', '_page', '_limit', '_start', '_end', '_sort', '_order', '_embed', '_expand', '_delay']);
/** A field path: names of letters, digits, `_` and `-`, joined by dots; never into an object's prototype. */
const FIELD_PATH = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
const OPERATOR = /(_gte|_lte|_ne|_like)$/;

/**
 * json-server 1.x's query syntax, which 0.17 does not know: 0.17 would take each as a filter on a
 * field of that name and answer 200 with an empty, unsorted or unpaged list, which a tester reads
 * as "no data". Each is refused with the 0.17 form to use instead.
 */
const NEWER_SYNTAX: readonly [RegExp, string][] = [
  [/^_per_page$/, 'json-server 0.17 pages with _page and _limit (_page=2&_limit=25), or _start and _end.'],
  [/^_where$/, 'json-server 0.17 filters with one parameter per field (status=open&due_gte=2026-01-01).'],
  [/^[A-Za-z0-9_.-]+_(gt|lt)$/, 'json-server 0.17 compares with _gte and _lte (amount_gte=100), not _gt or _lt.'],
  [/^[A-Za-z0-9_.-]+:(eq|ne|lt|lte|gt|gte|contains|startsWith|endsWith)$/, 'json-server 0.17 filters with field=value, field_ne, field_gte, field_lte or field_like.'],
];
export interface GuardedQuery {
  /** The query to give the router, its values plain strings (or a few, for a repeated filter). */
  query: Record<string, string | string[]>;
  /** How long the tester asked the answer to wait (`_delay`), bounded. */
  delayMs: number;
}

export interface QueryRules {
  /** Collections `_embed` and `_expand` may name (plural, as in the URL). */
  exposed: ReadonlySet<string>;
  /** Singular names `_expand` takes, to their collection. */
  expandable: ReadonlyMap<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function isFieldPath(path: string): boolean {
  return FIELD_PATH.test(path) && !path.split('.').some((segment) => FORBIDDEN_SEGMENTS.has(segment));
}

const wholeNumber = (value: string, min: number, max: number): number | null => {
  if (!/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

/**
 * Checks a list's or a record's query (the parsed `req.query`; express's extended parser makes
 * objects of `a[b]=c`, which are refused) and returns what the router may be given, or the
 * problems, each naming its parameter.
 */
export function guardQuery(raw: Record<string, unknown>, rules: QueryRules): { problems: ExceptionEntry[] } | GuardedQuery {
  const problems: ExceptionEntry[] = [];
  const problem = (name: string, message: string) => problems.push({ Type: 'Query', Message: `${name.slice(0, 50)}: ${message}` });
  const names = Object.keys(raw);
  if (names.length > QUERY_LIMITS.parameters) return { problems: [{ Type: 'Query', Message: `A query takes ${QUERY_LIMITS.parameters} parameters at most.` }] };

  const query: Record<string, string | string[]> = {};
  let delayMs = 0;
  for (const name of names) {
    const given = raw[name];
    const values = typeof given === 'string' ? [given] : Array.isArray(given) && given.every((value) => typeof value === 'string') ? (given as string[]) : null;
    if (name.length > QUERY_LIMITS.nameLength) {
      problem(name, `a parameter's name is ${QUERY_LIMITS.nameLength} characters at most.`);
      continue;
    }
    if (!values) {
      problem(name, 'give each parameter as plain text (name=value), not as an object.');
      continue;
    }
    if (values.some((value) => value.length > QUERY_LIMITS.valueLength)) {
      problem(name, `a value is ${QUERY_LIMITS.valueLength} characters at most.`);
      continue;
    }
    if (CONTROL.has(name)) {
      // json-server embeds and expands several at once (_embed=notes&_embed=photos); the rest are single.
      if (values.length > 1 && (name === '_embed' || name === '_expand')) {
        const refused = values.map((value) => checkControl(name, value, rules)).find((checked) => typeof checked === 'string');
        if (typeof refused === 'string') problem(name, refused);
        else if (values.length > QUERY_LIMITS.repeats) problem(name, `give it ${QUERY_LIMITS.repeats} times at most.`);
        else query[name] = values;
        continue;
      }
      if (values.length > 1) {
        problem(name, 'give it once.');
        continue;
      }
      const value = values[0] ?? '';
      const checked = checkControl(name, value, rules);
      if (typeof checked === 'string') problem(name, checked);
      else if (name === '_delay') delayMs = checked.delayMs ?? 0;
      else query[name] = value;
      continue;
    }
    const newer = NEWER_SYNTAX.find(([pattern]) => pattern.test(name));
    if (newer) {
      problem(name, newer[1]);
      continue;
    }
    const path = name.replace(OPERATOR, '');
    if (!isFieldPath(path)) {
      problem(name, 'filter on a field by its name, or a dotted path such as baseOrderDetail.transactionType.');
      continue;
    }
    if (values.length > QUERY_LIMITS.repeats) {
      problem(name, `give it ${QUERY_LIMITS.repeats} times at most.`);
      continue;
    }
    // json-server turns a _like value into a regular expression: here it is always literal text.
    const literal = name.endsWith('_like') ? values.map(escapeRegExp) : values;
    query[name] = literal.length === 1 ? (literal[0] ?? '') : literal;
  }
  if (problems.length > 0) return { problems };

  if (query._end !== undefined && Number(query._end) - Number(query._start ?? 0) > QUERY_LIMITS.pageSize) {
    return { problems: [{ Type: 'Query', Message: `_end: a window is ${QUERY_LIMITS.pageSize} records at most.` }] };
  }
  if (query._page !== undefined) query._limit ??= '10';
  else if (query._limit === undefined && query._end === undefined) {
    // A list asked for whole: its first records, with X-Total-Count saying how many there are.
    query._start ??= '0';
    query._end = String(Number(query._start) + QUERY_LIMITS.unpagedList);
  }
  return { query, delayMs };
}

function checkControl(name: string, value: string, rules: QueryRules): string | { delayMs?: number } {
  switch (name) {
    case 'q':
      return {};
    case '_page':
      return wholeNumber(value, 1, 1_000_000) === null ? 'a page number from 1.' : {};
    case '_limit':
      return wholeNumber(value, 1, QUERY_LIMITS.pageSize) === null ? `a number of records from 1 to ${QUERY_LIMITS.pageSize}.` : {};
    case '_start':
    case '_end':
      return wholeNumber(value, 0, 100_000_000) === null ? 'a whole number of 0 or more.' : {};
    case '_sort':
      if (value.split(',').some((field) => field.startsWith('-'))) return 'json-server 0.17 sorts descending with _order: _sort=field&_order=desc, not _sort=-field.';
      return value.split(',').every(isFieldPath) ? {} : 'name the fields to sort by, separated by commas.';
    case '_order':
      // json-server lower-cases the order itself: react-admin sends ASC and DESC.
      return value.split(',').every((order) => /^(asc|desc)$/i.test(order)) ? {} : 'asc or desc, for each sorted field.';
    case '_embed':
      return rules.exposed.has(value) ? {} : `embed one of ${[...rules.exposed].join(', ')}.`;
    case '_expand':
      return rules.expandable.has(value) ? {} : `expand one of ${[...rules.expandable.keys()].join(', ')}.`;
    case '_delay': {
      const delay = wholeNumber(value, 0, QUERY_LIMITS.delayMs);
      return delay === null ? `milliseconds, from 0 to ${QUERY_LIMITS.delayMs}.` : { delayMs: delay };
    }
    default:
      return 'not a parameter json-server reads.';
  }
}
