import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PACT_DIR } from '../../contracts/pact-names.ts';
import { CliError, EXIT } from './exit-codes.ts';

export interface PactToPublish {
  file: string;
  consumer: string;
  provider: string;
  /** HTTP interactions, or messages for a message pact (the live feed's). */
  interactions: number;
  kind: 'interactions' | 'messages';
}

/**
 * The pacts `broker publish` sends: the files given, or every pact the consumer tests wrote in
 * contracts/pacts/ (the HTTP pact and the live feed's message pact: a broker that lacks one cannot
 * answer can-i-deploy for it). Each is read first, so a file that is not a pact is named here
 * rather than half-way through a publication.
 */
export function pactsToPublish(files: string[] | undefined, dir: string = PACT_DIR): PactToPublish[] {
  const chosen = files ?? (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort().map((name) => path.join(dir, name)) : []);
  if (chosen.length === 0) throw new CliError(`There is no pact in ${dir}; run npm run test:contracts to write them, or give --pact-file.`, EXIT.notFound);
  return chosen.map(readPact);
}

function readPact(file: string): PactToPublish {
  if (!existsSync(file)) throw new CliError(`There is no pact file ${file}; run npm run test:contracts to write it, or give another --pact-file.`, EXIT.notFound);
  if (!statSync(file).isFile()) throw new CliError(`${file} is not a file; --pact-file names a pact (JSON) file.`, EXIT.usage);
  let pact: { consumer?: { name?: unknown }; provider?: { name?: unknown }; interactions?: unknown; messages?: unknown };
  try {
    pact = JSON.parse(readFileSync(file, 'utf8')) as typeof pact;
  } catch {
    throw new CliError(`${file} is not JSON: is it a pact file, complete?`, EXIT.usage);
  }
  const consumer = pact.consumer?.name;
  const provider = pact.provider?.name;
  const list = Array.isArray(pact.interactions) ? pact.interactions : Array.isArray(pact.messages) ? pact.messages : null;
  if (typeof consumer !== 'string' || typeof provider !== 'string' || !list || list.length === 0) {
    throw new CliError(`${file} is not a pact with a consumer, a provider and interactions.`, EXIT.usage);
  }
  return { file, consumer, provider, interactions: list.length, kind: Array.isArray(pact.interactions) ? 'interactions' : 'messages' };
}
