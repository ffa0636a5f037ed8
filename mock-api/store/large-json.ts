/**
 * JSON.parse for a data file of any size. V8 cannot make a string of more than about 512 MiB, so a
 * data file of 100,000 orders and their 1.3 million checklist items (about 950 MB) could be written
 * (snapshotChunks streams it) but not read back: the server refused to start. A file that fits in a
 * string is parsed as one; a larger one is read as bytes and, for a top-level object, each of its
 * values (and each element of a value that is a list) is found by a scan that tracks strings and
 * nesting, then parsed on its own. The value is the same either way.
 */

/** Files up to this many bytes are parsed whole (JSON.parse's own messages name what is wrong). */
export const WHOLE_PARSE_LIMIT = 256 * 1024 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

export function parseLargeJson(bytes: Buffer, limit = WHOLE_PARSE_LIMIT): unknown {
  if (bytes.length <= limit) return JSON.parse(bytes.toString('utf8'));
  return new Scanner(bytes).document();
}

class Scanner {
  private at = 0;
  private readonly bytes: Buffer;

  constructor(bytes: Buffer) {
    this.bytes = bytes;
    // A byte-order mark is not JSON, but editors write one; JSON.parse of the text would refuse it too.
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) throw this.fail('a byte-order mark before the JSON');
  }

  document(): unknown {
    this.space();
    if (this.bytes[this.at] !== OPEN_BRACE) {
      // Not an object at the top: nothing to split, and too large to parse whole.
      throw this.fail('a data file of this size must be one JSON object');
    }
    this.at += 1;
    const result: Record<string, unknown> = {};
    this.space();
    if (this.bytes[this.at] === CLOSE_BRACE) {
      this.at += 1;
      return this.end(result);
    }
    for (;;) {
      this.space();
      if (this.bytes[this.at] !== QUOTE) throw this.fail('a key in quotes');
      const keyEnd = this.stringEnd(this.at);
      const key = JSON.parse(this.bytes.toString('utf8', this.at, keyEnd)) as string;
      this.at = keyEnd;
      this.space();
      if (this.bytes[this.at] !== COLON) throw this.fail('":" after a key');
      this.at += 1;
      this.space();
      // Not `result[key] =`: a key named __proto__ must be a plain property, as JSON.parse makes it.
      Object.defineProperty(result, key, { value: this.bytes[this.at] === OPEN_BRACKET ? this.list() : this.value(), enumerable: true, writable: true, configurable: true });
      this.space();
      const next = this.bytes[this.at];
      this.at += 1;
      if (next === CLOSE_BRACE) return this.end(result);
      if (next !== COMMA) throw this.fail('"," or "}" after a value', this.at - 1);
    }
  }

  /** A list, its elements parsed one by one. */
  private list(): unknown[] {
    this.at += 1;
    const items: unknown[] = [];
    this.space();
    if (this.bytes[this.at] === CLOSE_BRACKET) {
      this.at += 1;
      return items;
    }
    for (;;) {
      this.space();
      items.push(this.value());
      this.space();
      const next = this.bytes[this.at];
      this.at += 1;
      if (next === CLOSE_BRACKET) return items;
      if (next !== COMMA) throw this.fail('"," or "]" after a list item', this.at - 1);
    }
  }

  /** One value, found by its extent and parsed by JSON.parse. */
  private value(): unknown {
    const start = this.at;
    const end = this.valueEnd(start);
    this.at = end;
    try {
      return JSON.parse(this.bytes.toString('utf8', start, end));
    } catch (error) {
      throw this.fail(`a valid value (${(error as Error).message})`, start);
    }
  }

  private valueEnd(start: number): number {
    const bytes = this.bytes;
    const first = bytes[start];
    if (first === QUOTE) return this.stringEnd(start);
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
      let at = start;
      while (at < bytes.length && bytes[at] !== COMMA && bytes[at] !== CLOSE_BRACE && bytes[at] !== CLOSE_BRACKET && !isSpace(bytes[at])) at += 1;
      if (at === start) throw this.fail('a value', start);
      return at;
    }
    let depth = 0;
    let at = start;
    while (at < bytes.length) {
      const byte = bytes[at];
      if (byte === QUOTE) {
        at = this.stringEnd(at);
        continue;
      }
      if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth += 1;
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        depth -= 1;
        if (depth === 0) return at + 1;
      }
      at += 1;
    }
    throw this.fail('the end of an object or list', start);
  }

  /** The index just past the string that opens at `start` (escaped quotes skipped). */
  private stringEnd(start: number): number {
    let at = start + 1;
    for (;;) {
      const quote = this.bytes.indexOf(QUOTE, at);
      if (quote < 0) throw this.fail('the end of a string', start);
      let backslashes = 0;
      while (this.bytes[quote - 1 - backslashes] === BACKSLASH) backslashes += 1;
      if (backslashes % 2 === 0) return quote + 1;
      at = quote + 1;
    }
  }

  private space(): void {
    while (isSpace(this.bytes[this.at])) this.at += 1;
  }

  private end(result: Record<string, unknown>): Record<string, unknown> {
    this.space();
    if (this.at !== this.bytes.length) throw this.fail('nothing after the object');
    return result;
  }

  private fail(expected: string, at = this.at): SyntaxError {
    return new SyntaxError(`expected ${expected} at byte ${at.toLocaleString('en-US')}`);
  }
}
