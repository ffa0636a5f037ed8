import type { DataProvider as RefineProvider } from '@refinedev/core';
import type { DataProvider as ReactAdminProvider } from 'ra-core';

/**
 * The calls a tester's admin app makes, through each framework's stock json-server data provider:
 * lists with paging, sort (react-admin sends ASC and DESC in capitals), filters, `q`, `_like`,
 * `_ne`, `_gte`/`_lte`, getMany, getManyReference, create, update by PUT (react-admin) and PATCH
 * (Refine), delete with json-server's removal of dependent records, `_embed`, `_expand` and a
 * nested route. Run in this order against stock json-server and against the mock
 * (tester-clients.test.ts); each answers a value both must give alike.
 */

export interface Clients {
  reactAdmin: ReactAdminProvider;
  refine: RefineProvider;
  url: string;
  headers: Record<string, string>;
}

export interface ClientCall {
  client: 'react-admin' | 'Refine';
  name: string;
  run: (clients: Clients) => Promise<unknown>;
}

const page = (page: number, perPage: number) => ({ page, perPage });
const ra = (name: string, run: (provider: ReactAdminProvider) => Promise<unknown>): ClientCall => ({ client: 'react-admin', name, run: (clients) => run(clients.reactAdmin) });
const refine = (name: string, run: (provider: RefineProvider, clients: Clients) => Promise<unknown>): ClientCall => ({ client: 'Refine', name, run: (clients) => run(clients.refine, clients) });
/** Refine's custom call: how a Refine app reaches json-server's `_embed`, `_expand` and nested routes. */
const custom = (provider: RefineProvider, clients: Clients, path: string, query?: Record<string, string>) =>
  provider.custom!({ url: `${clients.url}${path}`, method: 'get', headers: clients.headers, query }).then(({ data }) => data);

export const TESTER_CLIENT_CALLS: ClientCall[] = [
  ra('getList, page 1 of 5, sort id ASC', (p) => p.getList('signings', { pagination: page(1, 5), sort: { field: 'id', order: 'ASC' }, filter: {} })),
  ra('getList, page 2 of 4, sort fee DESC', (p) => p.getList('signings', { pagination: page(2, 4), sort: { field: 'fee', order: 'DESC' }, filter: {} })),
  ra('getList, q=austin', (p) => p.getList('signings', { pagination: page(1, 25), sort: { field: 'signer', order: 'ASC' }, filter: { q: 'austin' } })),
  ra('getList, status=signed', (p) => p.getList('signings', { pagination: page(1, 25), sort: { field: 'id', order: 'ASC' }, filter: { status: 'signed' } })),
  ra('getList, signer_like=r', (p) => p.getList('signings', { pagination: page(1, 25), sort: { field: 'id', order: 'ASC' }, filter: { signer_like: 'r' } })),
  ra('getList, status_ne=cancelled', (p) => p.getList('signings', { pagination: page(1, 25), sort: { field: 'id', order: 'DESC' }, filter: { status_ne: 'cancelled' } })),
  ra('getList, fee_gte=150 and fee_lte=250', (p) => p.getList('signings', { pagination: page(1, 25), sort: { field: 'fee', order: 'ASC' }, filter: { fee_gte: 150, fee_lte: 250 } })),
  ra('getList, nested filter address.state=TX', (p) => p.getList('signings', { pagination: page(1, 3), sort: { field: 'scheduledFor', order: 'DESC' }, filter: { address: { state: 'TX' } } })),
  ra('getList, embed notes', (p) => p.getList('signings', { pagination: page(1, 3), sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { embed: 'notes' } })),
  ra('getOne 3', (p) => p.getOne('signings', { id: 3 })),
  ra('getOne 2, embed notes', (p) => p.getOne('signings', { id: 2, meta: { embed: 'notes' } })),
  ra('getOne 999 (missing)', (p) => p.getOne('signings', { id: 999 })),
  ra('getMany 1, 3, 5', (p) => p.getMany('signings', { ids: [1, 3, 5] })),
  ra('getManyReference notes of signing 1', (p) => p.getManyReference('notes', { target: 'signingId', id: 1, pagination: page(1, 10), sort: { field: 'id', order: 'ASC' }, filter: {} })),
  ra('create a signing', (p) => p.create('signings', { data: { signer: 'Sasha Grant', city: 'Austin', fee: 210, status: 'scheduled' } })),
  ra('update 2 (PUT)', (p) => p.update('signings', { id: 2, data: { signer: 'Jordan Price', city: 'Waco', fee: 160, status: 'signed' }, previousData: { id: 2 } })),
  ra('updateMany 3, 4 (PUT)', (p) => p.updateMany('signings', { ids: [3, 4], data: { status: 'signed' } })),
  ra('delete 1, then its notes are gone', async (p) => [await p.delete('signings', { id: 1, previousData: { id: 1 } }), await p.getManyReference('notes', { target: 'signingId', id: 1, pagination: page(1, 10), sort: { field: 'id', order: 'ASC' }, filter: {} })]),
  ra('deleteMany 5, 6', (p) => p.deleteMany('signings', { ids: [5, 6] })),
  ra('getList after the writes', (p) => p.getList('signings', { pagination: page(1, 50), sort: { field: 'id', order: 'ASC' }, filter: {} })),
  refine('getList, current 2 of 3, sort fee desc', (p) => p.getList({ resource: 'signings', pagination: { currentPage: 2, pageSize: 3 }, sorters: [{ field: 'fee', order: 'desc' }] })),
  refine('getList, contains, ne, gte, lte', (p) =>
    p.getList({
      resource: 'signings',
      sorters: [{ field: 'id', order: 'asc' }],
      filters: [
        { field: 'city', operator: 'contains', value: 'a' },
        { field: 'status', operator: 'ne', value: 'cancelled' },
        { field: 'fee', operator: 'gte', value: 120 },
        { field: 'fee', operator: 'lte', value: 290 },
      ],
    }),
  ),
  refine('getList, q=signed, sort city, signer', (p) => p.getList({ resource: 'signings', filters: [{ field: 'q', operator: 'eq', value: 'signed' }], sorters: [{ field: 'city', order: 'asc' }, { field: 'signer', order: 'desc' }] })),
  refine('getOne 7', (p) => p.getOne({ resource: 'signings', id: 7 })),
  refine('getMany 7, 8', (p) => p.getMany!({ resource: 'signings', ids: [7, 8] })),
  refine('create a note on signing 7', (p) => p.create({ resource: 'notes', variables: { signingId: 7, text: 'Courier booked' } })),
  refine('update 8 (PATCH)', (p) => p.update({ resource: 'signings', id: 8, variables: { fee: 199 } })),
  refine('deleteOne 9', (p) => p.deleteOne({ resource: 'signings', id: 9 })),
  refine('custom: notes?_expand=signing', (p, c) => custom(p, c, '/notes', { _expand: 'signing', _sort: 'id', _order: 'asc' })),
  refine('custom: signings/7?_embed=notes', (p, c) => custom(p, c, '/signings/7', { _embed: 'notes' })),
  refine('custom: nested route signings/2/notes', (p, c) => custom(p, c, '/signings/2/notes')),
  refine('getList after the writes', (p) => p.getList({ resource: 'notes', pagination: { currentPage: 1, pageSize: 50 }, sorters: [{ field: 'id', order: 'asc' }] })),
];
