import type { EndpointName, Environment } from './environment.ts';

export type EndpointParams = Record<string, string | number>;

export interface Endpoints {
  /** Absolute (or same-origin) URL of a configured endpoint, with `{name}` placeholders filled in. */
  url(name: EndpointName, params?: EndpointParams, suffix?: string): string;
}

export function createEndpoints(environment: Pick<Environment, 'apiHost' | 'apiBasePath' | 'endpoints'>): Endpoints {
  const base = `${environment.apiHost}${environment.apiBasePath}`;
  return {
    url(name, params = {}, suffix = '') {
      const path = environment.endpoints[name].replace(/\{(\w+)\}/g, (_match, key: string) => {
        const value = params[key];
        if (value === undefined) throw new Error(`Endpoint "${name}" needs the parameter "${key}"`);
        return encodeURIComponent(String(value));
      });
      return `${base}/${path}${suffix}`;
    },
  };
}
