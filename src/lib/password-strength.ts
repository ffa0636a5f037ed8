import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's estimate of how guessable a password is (@zxcvbn-ts, the maintained TypeScript port):
 * it knows the most common passwords, keyboard walks, dates, names and l33t spellings, which no
 * list of character rules catches. Its dictionaries are most of a megabyte gzipped, so this module
 * imports nothing of the app: the browser loads it on its own, only where a password is chosen
 * (load-strength-estimator.ts), and so does the server, with the first password chosen.
 */
let factory: ZxcvbnFactory | null = null;

export function estimateStrength(password: string, userInputs: string[]): ZxcvbnResult {
  factory ??= new ZxcvbnFactory({ dictionary: { ...commonWords, ...englishWords }, graphs: adjacencyGraphs, translations });
  return factory.check(password, userInputs);
}
