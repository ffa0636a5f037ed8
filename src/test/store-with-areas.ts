import { createAreas, type AreaCode } from '../app/areas.ts';
import { makeStore, type RootState } from '../app/store.ts';
import type { FakeDependencies } from './fakes.ts';

/**
 * A real store with the given areas loaded, as their route loaders would have done: how unit tests
 * drive an area's slices and epics through its actions, with fake dependencies.
 */
export function storeWithAreas(dependencies: FakeDependencies, areas: readonly AreaCode[], preloadedState?: Partial<RootState>) {
  const loaded = createAreas();
  for (const area of areas) loaded.load(area);
  return makeStore(dependencies, preloadedState, loaded);
}
