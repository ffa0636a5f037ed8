import { ApiError, VALIDATION_MESSAGE } from '../http/api-errors.ts';
import { applyOrderPatch, canonicalPointer, FIELD_CHANGED_MESSAGE, MAX_PATCH_OPERATIONS } from './order-patch.ts';

/** A stored order's detail, as the API keeps it. */
const stored = () => ({
  orderGuid: 'order-1',
  fileNumber: 'DTE-2026-00001',
  salesPrice: 450000,
  city: 'Austin',
  buyer: [{ FirstName: 'Ana', MiddleName: '', LastName: 'Reyes', Type: 'Individual' }],
  seller: [{ FirstName: 'Tom', MiddleName: 'J', LastName: 'Baker', Type: 'Individual' }],
  uploadImage: [{ name: 'Deed.pdf' }],
});

/** What applyOrderPatch threw, or a failure of the test when it threw nothing. */
function refusal(detail: Record<string, unknown>, body: unknown): ApiError {
  try {
    applyOrderPatch(detail, body);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the patch was applied, but a refusal was expected');
}

/** The validation problems of a 400, as the API lists them. */
function problems(detail: Record<string, unknown>, body: unknown) {
  const error = refusal(detail, body);
  expect(error.status).toBe(400);
  expect(error.body.message).toBe(VALIDATION_MESSAGE);
  return error.body.ExceptionList as { Type: string; Message: string }[];
}

describe('canonicalPointer', () => {
  it('names a top-level field in its stored spelling, whatever the case the client used', () => {
    expect(canonicalPointer('/SalesPrice')).toEqual({ path: '/salesPrice', field: 'salesPrice' });
    expect(canonicalPointer('/DISBURSEMENTDATE')).toEqual({ path: '/disbursementDate', field: 'disbursementDate' });
  });

  it("names a party's property and an upload's name, by index or as the end of the list", () => {
    expect(canonicalPointer('/Buyer/0/firstname')).toEqual({ path: '/buyer/0/FirstName', field: 'buyer' });
    expect(canonicalPointer('/seller/12/TYPE')).toEqual({ path: '/seller/12/Type', field: 'seller' });
    expect(canonicalPointer('/buyer/-')).toEqual({ path: '/buyer/-', field: 'buyer' });
    expect(canonicalPointer('/uploadImage/0/NAME')).toEqual({ path: '/uploadImage/0/name', field: 'uploadImage' });
  });

  it('reads ~1 and ~0 in a segment as / and ~ (RFC 6901), so an escaped name is no field', () => {
    expect(canonicalPointer('/buyer~10')).toBeNull();
    expect(canonicalPointer('/city~0')).toBeNull();
  });

  it('is null for what names no field of the order', () => {
    expect(canonicalPointer('salesPrice')).toBeNull(); // not a pointer
    expect(canonicalPointer('/')).toBeNull();
    expect(canonicalPointer('/notAField')).toBeNull();
    expect(canonicalPointer('/city/0')).toBeNull(); // only the lists go deeper
    expect(canonicalPointer('/buyer/01/FirstName')).toBeNull(); // no leading zero
    expect(canonicalPointer('/buyer/x/FirstName')).toBeNull();
    expect(canonicalPointer('/buyer/0/Email')).toBeNull(); // not a party's property
    expect(canonicalPointer('/uploadImage/0/FirstName')).toBeNull(); // a party's, not an upload's
    expect(canonicalPointer('/buyer/0/FirstName/x')).toBeNull(); // nothing deeper
  });
});

describe('applyOrderPatch', () => {
  it('applies add, remove, replace and a passing test to a copy, paths in any case', () => {
    const detail = stored();
    const result = applyOrderPatch(detail, [
      { op: 'test', path: '/SALESPRICE', value: 450000 },
      { op: 'replace', path: '/SalesPrice', value: 475000 },
      { op: 'replace', path: '/buyer/0/firstname', value: 'Anna' },
      { op: 'add', path: '/Seller/-', value: { FirstName: 'Jo', MiddleName: '', LastName: 'Baker', Type: 'Individual' } },
      { op: 'remove', path: '/uploadImage/0' },
    ]);
    expect(result.salesPrice).toBe(475000);
    expect(result.buyer).toEqual([{ FirstName: 'Anna', MiddleName: '', LastName: 'Reyes', Type: 'Individual' }]);
    expect((result.seller as { FirstName: string }[]).map((party) => party.FirstName)).toEqual(['Tom', 'Jo']);
    expect(result.uploadImage).toEqual([]);
  });

  it('never changes the stored detail, even deep inside a party', () => {
    const detail = stored();
    const before = structuredClone(detail);
    const result = applyOrderPatch(detail, [
      { op: 'replace', path: '/buyer/0/LastName', value: 'Ruiz' },
      { op: 'replace', path: '/city', value: 'Dallas' },
    ]);
    expect(detail).toEqual(before);
    expect(result.buyer).not.toBe(detail.buyer);
    expect((result.buyer as { LastName: string }[])[0]?.LastName).toBe('Ruiz');
  });

  it('reads a field an older record lacks as its default, so a test of what the agent saw passes', () => {
    const { loanNumber: _absent, ...older } = { ...stored(), loanNumber: undefined };
    expect('loanNumber' in older).toBe(false);
    const result = applyOrderPatch(older, [
      { op: 'test', path: '/loanNumber', value: '' },
      { op: 'replace', path: '/loanNumber', value: '0012345678' },
    ]);
    expect(result.loanNumber).toBe('0012345678');
  });

  it.each([
    ['not an array', { op: 'replace', path: '/city', value: 'Dallas' }],
    ['an empty array', []],
    ['no body', null],
  ])('refuses a body that is %s', (_what, body) => {
    expect(problems(stored(), body)).toEqual([{ Type: 'Patch', Message: 'The body must be a non-empty JSON Patch array.' }]);
  });

  it(`refuses more than ${MAX_PATCH_OPERATIONS} operations, and takes exactly that many`, () => {
    const operation = { op: 'replace', path: '/city', value: 'Dallas' };
    expect(problems(stored(), Array.from({ length: MAX_PATCH_OPERATIONS + 1 }, () => operation))).toEqual([
      { Type: 'Patch', Message: `At most ${MAX_PATCH_OPERATIONS} operations per request.` },
    ]);
    expect(applyOrderPatch(stored(), Array.from({ length: MAX_PATCH_OPERATIONS }, () => operation)).city).toBe('Dallas');
  });

  it('refuses an operation without op or path, naming which one', () => {
    expect(problems(stored(), [{ op: 'replace', path: '/city', value: 'Dallas' }, { path: '/city', value: 'Dallas' }, 'replace', { op: 'replace', path: 7 }])).toEqual([
      { Type: 'Patch', Message: 'Operation 2 needs "op" and "path".' },
      { Type: 'Patch', Message: 'Operation 3 needs "op" and "path".' },
      { Type: 'Patch', Message: 'Operation 4 needs "op" and "path".' },
    ]);
  });

  it.each(['move', 'copy', '_get', 'REPLACE'])('refuses the "%s" operation', (op) => {
    expect(problems(stored(), [{ op, from: '/city', path: '/county', value: 'x' }])).toEqual([{ Type: 'Patch', Message: `Operation 1: "${op}" is not supported here.` }]);
  });

  it('refuses a path that is no field of the order, quoting it', () => {
    expect(problems(stored(), [{ op: 'add', path: '/isAdmin', value: true }])).toEqual([{ Type: 'Patch', Message: 'Operation 1: "/isAdmin" is not a field of the order.' }]);
    expect(problems(stored(), [{ op: 'add', path: '/__proto__/polluted', value: true }])).toEqual([
      { Type: 'Patch', Message: 'Operation 1: "/__proto__/polluted" is not a field of the order.' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['replace', 'remove', 'add'])('refuses to %s the orderGuid, which the server sets, in any case', (op) => {
    expect(problems(stored(), [{ op, path: '/OrderGuid', value: 'other' }])).toEqual([
      { Type: 'OrderGuid', Message: 'Operation 1: "orderGuid" is set by the server and cannot be changed.' },
    ]);
  });

  it('lets a patch test the orderGuid', () => {
    expect(applyOrderPatch(stored(), [{ op: 'test', path: '/orderGuid', value: 'order-1' }, { op: 'replace', path: '/city', value: 'Dallas' }]).orderGuid).toBe('order-1');
  });

  it('refuses add, replace and test without a value, naming the field; remove needs none', () => {
    expect(problems(stored(), [{ op: 'replace', path: '/city' }, { op: 'add', path: '/buyer/-' }, { op: 'test', path: '/salesPrice' }])).toEqual([
      { Type: 'City', Message: 'Operation 1 needs a value.' },
      { Type: 'Buyer', Message: 'Operation 2 needs a value.' },
      { Type: 'SalesPrice', Message: 'Operation 3 needs a value.' },
    ]);
    expect(applyOrderPatch(stored(), [{ op: 'remove', path: '/seller/0' }]).seller).toEqual([]);
  });

  it('lists every problem of the patch at once, and applies none of it', () => {
    const detail = stored();
    const found = problems(detail, [
      { op: 'replace', path: '/city', value: 'Dallas' },
      { op: 'move', path: '/city' },
      { op: 'replace', path: '/nope', value: 1 },
    ]);
    expect(found.map((problem) => problem.Message)).toEqual(['Operation 2: "move" is not supported here.', 'Operation 3: "/nope" is not a field of the order.']);
    expect(detail.city).toBe('Austin');
  });

  it('answers a failed test with 409 and what the field holds now', () => {
    const error = refusal(stored(), [
      { op: 'test', path: '/salesPrice', value: 400000 },
      { op: 'replace', path: '/salesPrice', value: 410000 },
    ]);
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ result: { isSuccess: false, message: FIELD_CHANGED_MESSAGE, conflicts: [{ path: '/salesPrice', current: 450000 }] } });
  });

  it("answers a failed test of a party's property with the stored value at its canonical path", () => {
    const error = refusal(stored(), [{ op: 'test', path: '/BUYER/0/lastname', value: 'Ruiz' }]);
    expect(error.status).toBe(409);
    expect(error.body.result).toMatchObject({ conflicts: [{ path: '/buyer/0/LastName', current: 'Reyes' }] });
  });

  it('answers a failed test of a field stored as null with null as what it holds now', () => {
    const error = refusal({ ...stored(), closingDate: null }, [{ op: 'test', path: '/closingDate', value: '2026-12-15T00:00:00Z' }]);
    expect(error.status).toBe(409);
    expect(error.body.result).toMatchObject({ conflicts: [{ path: '/closingDate', current: null }] });
  });

  it('refuses a test of a party that is not there as a validation failure, not a conflict', () => {
    const found = problems(stored(), [{ op: 'test', path: '/buyer/5/LastName', value: 'Ruiz' }]);
    expect(found).toEqual([{ Type: 'Buyer', Message: expect.stringMatching(/^The change cannot be applied: \S/) as string }]);
  });

  it('refuses an operation the document cannot take as a validation failure naming the field', () => {
    const found = problems(stored(), [{ op: 'replace', path: '/seller/3/FirstName', value: 'Jo' }]);
    expect(found).toHaveLength(1);
    expect(found[0]?.Type).toBe('Seller');
    expect(found[0]?.Message).toMatch(/^The change cannot be applied: \S/);
    expect(found[0]?.Message).not.toContain('\n');
  });
});
