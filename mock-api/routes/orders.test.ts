import request from 'supertest';
import { ORDER_CREATED, MAX_PAGE, MAX_UPLOAD_IMAGE_ENTRIES } from './orders.ts';
import { MAX_UPLOAD_BYTES } from '../../src/config/uploads.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createMockApi } from '../server.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { sampleOrderDetail } from '../../fixtures/sample-order.ts';

async function setup() {
  const store = Store.memory(await demoSeed());
  const api = createMockApi({ store });
  const tokenOf = async (email: string) =>
    (await request(api).post('/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.result.token as string;
  const dana = await tokenOf('dana@demo-title.test');
  const sam = await tokenOf('sam@harbor-closing.test');
  const as = (token: string) => ({
    get: (path: string) => request(api).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => request(api).post(path).set('Authorization', `Bearer ${token}`),
    patch: (path: string) => request(api).patch(path).set('Authorization', `Bearer ${token}`),
  });
  return { api, store, dana: as(dana), sam: as(sam) };
}

const newOrder = (overrides: Record<string, unknown> = {}) => ({ ...sampleOrderDetail({ fileNumber: 'NEW-2026-001' }), ...overrides });

describe('GET /api/files', () => {
  it("lists only the caller's files, pages them and counts the total", async () => {
    const { dana, store } = await setup();
    const response = await dana.get('/files?_start=0&_end=50').expect(200);
    expect(response.body.result.files).toHaveLength(50);
    expect(response.body.result.total).toBe(store.list('orders').filter((order) => order.tenantId === 1).length);
    expect(response.body.result.files.every((file: { fileNumber: string }) => file.fileNumber.startsWith('DTE-'))).toBe(true);
    expect(Object.keys(response.body.result.files[0]).sort()).toEqual(
      ['address', 'cashClosing', 'closingDate', 'createdAt', 'docName', 'fileNumber', 'id', 'lastChangedAt', 'lastChangedBy', 'nextStep', 'orderGuid', 'transactionType'].sort(),
    );
  });

  it('searches file numbers, addresses and party names', async () => {
    const { dana, store } = await setup();
    const order = store.list('orders').find((candidate) => candidate.tenantId === 1);
    const detail = order?.baseOrderDetail as { fileNumber: string; buyer: { LastName: string }[]; address: string };
    for (const q of [detail.fileNumber.toLowerCase(), detail.buyer[0]?.LastName ?? '', detail.address]) {
      const response = await dana.get(`/files?q=${encodeURIComponent(q)}`).expect(200);
      expect(response.body.result.files.map((file: { id: string }) => file.id)).toContain(order?.id);
    }
    expect((await dana.get('/files?q=HCS-').expect(200)).body.result.total).toBe(0);
  });

  it('sorts by a column', async () => {
    const { dana } = await setup();
    const files = (await dana.get('/files?_sort=fileNumber&_order=desc&_end=5').expect(200)).body.result.files as { fileNumber: string }[];
    const numbers = files.map((file) => file.fileNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it.each(['_start=-1', '_end=abc', `_start=0&_end=${MAX_PAGE + 1}`, '_sort=password', '_order=sideways', 'q=a&q=b', `q=${'x'.repeat(201)}`])(
    'answers 400 for %s',
    async (query) => {
      const { dana } = await setup();
      const response = await dana.get(`/files?${query}`).expect(400);
      expect(response.body.ExceptionList.length).toBeGreaterThan(0);
    },
  );
});

describe('POST /api/files', () => {
  it("creates an order: 202 with 'Succesfully created' and the orderId", async () => {
    const { dana } = await setup();
    const response = await dana.post('/files').send(newOrder()).expect(202);
    expect(response.body.result).toMatchObject({ isSuccess: true, message: ORDER_CREATED });
    const order = await dana.get(`/orders/${response.body.result.orderId}`).expect(200);
    expect(order.body.result.baseOrderDetail).toMatchObject({ fileNumber: 'NEW-2026-001', orderGuid: response.body.result.orderId, salesPrice: 450000 });
  });

  it('drops fields that are not part of an order', async () => {
    const { dana, store } = await setup();
    const response = await dana.post('/files').send(newOrder({ tenantId: 2, isAdmin: true })).expect(202);
    const stored = store.get('orders', response.body.result.orderId);
    expect(stored?.tenantId).toBe(1);
    expect(stored?.baseOrderDetail).not.toHaveProperty('isAdmin');
  });

  it('answers 409 for a file number used in the same tenant, in any case, but not across tenants', async () => {
    const { dana, sam } = await setup();
    await dana.post('/files').send(newOrder()).expect(202);
    const conflict = await dana.post('/files').send(newOrder({ fileNumber: 'new-2026-001' })).expect(409);
    expect(conflict.body.result.isSuccess).toBe(false);
    await sam.post('/files').send(newOrder()).expect(202);
  });

  it('gives exactly one 202 for 50 simultaneous creations of one file number', async () => {
    const { dana, store } = await setup();
    const answers = await Promise.all(Array.from({ length: 50 }, () => dana.post('/files').send(newOrder({ fileNumber: 'RACE-1' }))));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    expect(store.list('orders').filter((order) => order.baseOrderDetail.fileNumber === 'RACE-1')).toHaveLength(1);
  });

  it.each([
    [{ fileNumber: '' }, 'FileNumber'],
    [{ zip: '123' }, 'Zip'],
    [{ salesPrice: -5 }, 'SalesPrice'],
    [{ salesPrice: '450000' }, 'SalesPrice'],
    [{ loanAmount: 0 }, 'LoanAmount'],
    [{ closingDate: 'next week' }, 'ClosingDate'],
    [{ disbursementDate: '2026-12-01T00:00:00Z' }, 'DisbursementDate'],
    [{ buyer: [{ FirstName: 'A', LastName: '', Type: 'Individual' }] }, 'LastName'],
    [{ cashClosing: 'Barter' }, 'CashClosing'],
  ])('answers 400 for %j', async (overrides, type) => {
    const { dana, store } = await setup();
    const before = store.count('orders');
    const response = await dana.post('/files').send(newOrder(overrides)).expect(400);
    expect(response.body.ExceptionList.map((entry: { Type: string }) => entry.Type)).toContain(type);
    expect(store.count('orders')).toBe(before);
  });
});

describe('an order and its changes', () => {
  async function withOrder() {
    const context = await setup();
    const created = await context.dana.post('/files').send(newOrder()).expect(202);
    return { ...context, id: created.body.result.orderId as string };
  }

  it('saves one field with a JSON Patch whose pointer matches case-insensitively', async () => {
    const { dana, id } = await withOrder();
    await dana.patch(`/orders/${id}`).send([{ op: 'replace', path: '/DisbursementDate', value: '2026-12-30T00:00:00Z' }]).expect(202);
    await dana.patch(`/orders/${id}`).send([{ op: 'replace', path: '/buyer/0/firstname', value: 'Anna' }]).expect(202);
    const order = (await dana.get(`/orders/${id}`).expect(200)).body.result.baseOrderDetail;
    expect(order.disbursementDate).toBe('2026-12-30T00:00:00Z');
    expect(order.buyer[0].FirstName).toBe('Anna');
  });

  it('takes buyers person by person: a colleague changed another buyer is no conflict, the same buyer is 409 naming them', async () => {
    const { dana, id } = await withOrder();
    const first = { FirstName: 'Ana', MiddleName: '', LastName: 'Reyes', Type: 'Individual' };
    const second = { FirstName: 'Ben', MiddleName: '', LastName: 'Cole', Type: 'Individual' };
    await dana.patch(`/orders/${id}`).send([{ op: 'replace', path: '/Buyer', value: [first, second] }]).expect(202);
    // A colleague renames the first buyer.
    await dana.patch(`/orders/${id}`).send([{ op: 'replace', path: '/Buyer/0/LastName', value: 'Reyes-Lee' }]).expect(202);
    // The agent, on the list as it was, changes the second buyer: no conflict.
    await dana.patch(`/orders/${id}`).send([{ op: 'test', path: '/Buyer/1', value: second }, { op: 'replace', path: '/Buyer/1', value: { ...second, MiddleName: 'J' } }]).expect(202);
    // And the first, on the old value: the 409 names that buyer, as stored now.
    const refused = await dana.patch(`/orders/${id}`).send([{ op: 'test', path: '/Buyer/0', value: first }, { op: 'replace', path: '/Buyer/0', value: { ...first, MiddleName: 'M' } }]).expect(409);
    expect(refused.body.result.conflicts).toEqual([{ path: '/buyer/0', current: { ...first, LastName: 'Reyes-Lee' } }]);
    const stored = (await dana.get(`/orders/${id}`).expect(200)).body.result.baseOrderDetail;
    expect(stored.buyer).toEqual([{ ...first, LastName: 'Reyes-Lee' }, { ...second, MiddleName: 'J' }]);
  });

  it("refuses a change to the order's id with 400 instead of accepting and ignoring it", async () => {
    const { dana, id } = await withOrder();
    const refused = await dana.patch(`/orders/${id}`).send([{ op: 'replace', path: '/orderGuid', value: '00000000-0000-4000-8000-000000000000' }]).expect(400);
    expect(JSON.stringify(refused.body)).toContain('is set by the server and cannot be changed');
    expect((await dana.get(`/orders/${id}`).expect(200)).body.result.baseOrderDetail.orderGuid).toBe(id);
  });

  it('answers 409 with the stored value to a save built on an old read, and changes nothing', async () => {
    const { dana, id, store } = await withOrder();
    const save = (seen: unknown, value: unknown) =>
      dana.patch(`/orders/${id}`).send([
        { op: 'test', path: '/SalesPrice', value: seen },
        { op: 'replace', path: '/SalesPrice', value },
      ]);
    // Two agents read 450,000; the first save wins, the second is told what is stored now.
    const [first, second] = await Promise.all([save(450000, 475000), save(450000, 460000)]);
    expect([first.status, second.status]).toEqual([202, 409]);
    expect(second.body.result).toMatchObject({ isSuccess: false, conflicts: [{ path: '/salesPrice', current: 475000 }] });
    expect(store.get('orders', id)?.baseOrderDetail.salesPrice).toBe(475000);
    // Saving over it after seeing it works.
    await save(475000, 460000).expect(202);
    expect(store.get('orders', id)?.baseOrderDetail.salesPrice).toBe(460000);
  });

  it('guards whole lists the same way: a stale buyers list cannot wipe a colleague\'s buyer', async () => {
    const { dana, id, store } = await withOrder();
    const stored = store.get('orders', id)?.baseOrderDetail.buyer as unknown[];
    const added = [...stored, { FirstName: 'Lee', MiddleName: '', LastName: 'Park', Type: 'Individual' }];
    await dana.patch(`/orders/${id}`).send([{ op: 'test', path: '/Buyer', value: stored }, { op: 'replace', path: '/Buyer', value: added }]).expect(202);
    const stale = await dana.patch(`/orders/${id}`).send([{ op: 'test', path: '/Buyer', value: stored }, { op: 'replace', path: '/Buyer', value: [] }]).expect(409);
    expect(stale.body.result.conflicts[0].current).toHaveLength(added.length);
    expect(store.get('orders', id)?.baseOrderDetail.buyer).toHaveLength(added.length);
  });

  it('reads a field an older record lacks as its default when testing it', async () => {
    const { dana, id, store } = await withOrder();
    const order = store.get('orders', id);
    if (!order) throw new Error('no order');
    const { municipality: _dropped, ...rest } = order.baseOrderDetail;
    await store.put('orders', { ...order, baseOrderDetail: rest });
    await dana.patch(`/orders/${id}`).send([{ op: 'test', path: '/Municipality', value: '' }, { op: 'replace', path: '/Municipality', value: 'Travis' }]).expect(202);
  });

  it.each([
    [[{ op: 'replace', path: '/Password', value: 'x' }], 'Patch'],
    [[{ op: 'replace', path: '/ClosingDate', value: 'tomorrow' }], 'ClosingDate'],
    [[{ op: 'replace', path: '/Zip', value: 12 }], 'Zip'],
    [[{ op: 'move', from: '/city', path: '/county' }], 'Patch'],
    [[{ op: 'replace', path: '/buyer/7/FirstName', value: 'X' }], 'Buyer'],
    [{ op: 'replace' }, 'Patch'],
    [[], 'Patch'],
  ])('rejects %j with an ExceptionList and changes nothing', async (body, type) => {
    const { dana, id, store } = await withOrder();
    const before = JSON.stringify(store.get('orders', id));
    const response = await dana.patch(`/orders/${id}`).send(body).expect(400);
    expect(response.body.ExceptionList.map((entry: { Type: string }) => entry.Type)).toContain(type);
    expect(JSON.stringify(store.get('orders', id))).toBe(before);
  });

  it("answers 404 for another tenant's order on every route", async () => {
    const { sam, id } = await withOrder();
    await sam.get(`/orders/${id}`).expect(404);
    await sam.patch(`/orders/${id}`).send([{ op: 'replace', path: '/City', value: 'Nowhere' }]).expect(404);
    await sam.get(`/documents?orderGuid=${id}`).expect(404);
    await sam.post('/documents').field('orderGuid', id).attach('file', Buffer.from('x'), 'a.txt').expect(404);
    expect((await sam.get(`/files?q=NEW-2026-001`).expect(200)).body.result.total).toBe(0);
  });

  it('uploads, lists and downloads a document; refuses an upload over the limit', async () => {
    const { dana, sam, id } = await withOrder();
    const upload = await dana.post('/documents').field('orderGuid', id).attach('file', Buffer.from('%PDF-1.4 contract'), { filename: 'Purchase Contract.pdf', contentType: 'application/pdf' }).expect(202);
    const documentId = upload.body.result.id as string;
    const listed = (await dana.get(`/documents?orderGuid=${id}`).expect(200)).body.result;
    expect(listed).toEqual([expect.objectContaining({ id: documentId, name: 'Purchase Contract.pdf', size: 17, contentType: 'application/pdf' })]);
    const content = await dana.get(`/documents/${documentId}/content`).buffer(true).expect(200);
    expect(Buffer.from(content.body).toString()).toBe('%PDF-1.4 contract');
    expect(content.headers['content-disposition']).toContain('attachment');
    await sam.get(`/documents/${documentId}/content`).expect(404);
    const tooBig = await dana.post('/documents').field('orderGuid', id).attach('file', Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'big.pdf').expect(413);
    expect(tooBig.body.message).toMatch(/10 MiB/);
    await dana.post('/documents').field('orderGuid', id).expect(400);
  });

  it('shows in the Document column the latest document the file really has', async () => {
    const { dana, id } = await withOrder();
    const itemOf = async () => ((await dana.get('/files?_start=0&_end=1000').expect(200)).body.result.files as { id: string; docName: string }[]).find((file) => file.id === id);
    expect((await itemOf())?.docName).toBe('');
    await dana.post('/documents').field('orderGuid', id).attach('file', Buffer.from('%PDF-1.4 a'), { filename: 'Title Search.pdf', contentType: 'application/pdf' }).expect(202);
    expect((await itemOf())?.docName).toBe('Title Search.pdf');
    const recent = (await dana.get('/dashboard').expect(200)).body.result.recentFiles as { id: string; docName: string }[];
    expect(recent.find((file) => file.id === id)?.docName).toBe('Title Search.pdf');
  });
});

describe('PATCH /api/orders/:orderGuid with If-Match', () => {
  it('honours If-Match: an old version is 412 with what is stored, "*" or a list is 428, none keeps working', async () => {
    const { dana, store } = await setup();
    const order = store.list('orders').find((candidate) => candidate.tenantId === 1);
    if (!order) throw new Error('no order');
    const read = await dana.get(`/orders/${order.id}`).expect(200);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);
    const change = (city: string) => [{ op: 'replace', path: '/City', value: city }];
    const saved = await dana.patch(`/orders/${order.id}`).set('If-Match', etag).send(change('Dallas')).expect(202);
    expect(saved.headers.etag).not.toBe(etag);
    // A save built on the first read is refused, with what is stored now.
    const stale = await dana.patch(`/orders/${order.id}`).set('If-Match', etag).send(change('Houston')).expect(412);
    expect(stale.body.result).toMatchObject({ isSuccess: false, version: saved.headers.etag, current: { city: 'Dallas' } });
    await dana.patch(`/orders/${order.id}`).set('If-Match', '*').send(change('Houston')).expect(428);
    await dana.patch(`/orders/${order.id}`).set('If-Match', `${etag}, ${String(saved.headers.etag)}, "7"`).send(change('Houston')).expect(428);
    expect(store.get('orders', order.id)?.baseOrderDetail.city).toBe('Dallas');
    await dana.patch(`/orders/${order.id}`).set('If-Match', String(saved.headers.etag)).send(change('Houston')).expect(202);
    // The app's field-by-field saves send no If-Match and go on working.
    await dana.patch(`/orders/${order.id}`).send(change('Austin')).expect(202);
    expect(store.get('orders', order.id)?.baseOrderDetail.city).toBe('Austin');
  });
});

describe('bounded lists of an order', () => {
  it(`refuses more than ${MAX_UPLOAD_IMAGE_ENTRIES} uploadImage entries on create and on save`, async () => {
    const { dana, store } = await setup();
    const many = Array.from({ length: MAX_UPLOAD_IMAGE_ENTRIES + 1 }, (_, index) => ({ name: `doc-${index}.pdf` }));
    const created = await dana.post('/files').send(newOrder({ fileNumber: 'MANY-1', uploadImage: many })).expect(400);
    expect(created.body.ExceptionList).toEqual([expect.objectContaining({ Type: 'UploadImage' })]);
    const order = store.list('orders').find((candidate) => candidate.tenantId === 1);
    if (!order) throw new Error('no order');
    await dana.patch(`/orders/${order.id}`).send([{ op: 'replace', path: '/uploadImage', value: many }]).expect(400);
    await dana.patch(`/orders/${order.id}`).send([{ op: 'replace', path: '/uploadImage', value: many.slice(0, MAX_UPLOAD_IMAGE_ENTRIES) }]).expect(202);
    expect((store.get('orders', order.id)?.baseOrderDetail.uploadImage as unknown[]).length).toBe(MAX_UPLOAD_IMAGE_ENTRIES);
  });
});

describe('uploaded file names', () => {
  it('keep no direction marks, overrides or invisible characters', async () => {
    const { dana, store } = await setup();
    const order = store.list('orders').find((candidate) => candidate.tenantId === 1);
    if (!order) throw new Error('no order');
    const name = 'Invoice\u202egpj.exe\u200f\u200b.pdf';
    await dana.post(`/documents?orderGuid=${order.id}`).attach('file', Buffer.from('%PDF-1.4'), { filename: name, contentType: 'application/pdf' }).expect(202);
    const listed = (await dana.get(`/documents?orderGuid=${order.id}`).expect(200)).body.result as { name: string }[];
    expect(listed.map((document) => document.name)).toContain('Invoicegpj.exe.pdf');
  });
});
