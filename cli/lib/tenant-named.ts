import type { Store } from '../../mock-api/index.ts';
import { CliError, EXIT } from './exit-codes.ts';

/** The agency a command's --tenant names (its name, any case, or its id), or null for every agency; exit 3 for none. */
export function tenantIdNamed(store: Store, named: string | undefined, file: string): number | null {
  if (named === undefined) return null;
  const wanted = named.trim().toLowerCase();
  const tenant = store.list('tenants').find((candidate) => candidate.name.toLowerCase() === wanted || String(candidate.id) === wanted);
  if (!tenant) throw new CliError(`There is no agency named "${named}" in ${file}.`, EXIT.notFound);
  return tenant.id;
}
