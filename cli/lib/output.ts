import { stripVTControlCharacters } from 'node:util';
import { printableJson } from '../../mock-api/index.ts';

/**
 * Colour only for a terminal that wants it: Node's hasColors() honours NO_COLOR, NODE_DISABLE_COLORS
 * and FORCE_COLOR, and a file or pipe is never a TTY.
 */
export function colourWanted(stream: NodeJS.WriteStream = process.stdout): boolean {
  return Boolean(stream.isTTY) && stream.hasColors();
}

/** Text as the stream should get it: ANSI codes removed unless colour is wanted. */
export function forStream(text: string, stream: NodeJS.WriteStream = process.stdout): string {
  return colourWanted(stream) ? text : stripVTControlCharacters(text);
}

/**
 * --json output: one JSON document on stdout, nothing else; invisible and direction characters in
 * its strings (names from anonymous registrations) are written as \u escapes, the same JSON value.
 */
export function printJson(value: unknown): void {
  process.stdout.write(`${printableJson(JSON.stringify(value, null, 2))}\n`);
}
