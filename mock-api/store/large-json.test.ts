import fc from 'fast-check';
import { parseLargeJson } from './large-json.ts';

/** The split parse gives JSON.parse's value for any document; limit 0 forces it on small inputs. */
describe('parseLargeJson', () => {
  it('gives the value JSON.parse gives, for any object of lists and values, compact or indented', () => {
    const document = fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }), fc.jsonValue({ maxDepth: 3 })));
    fc.assert(
      fc.property(document, fc.constantFrom(0, 2), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        expect(parseLargeJson(Buffer.from(text), 0)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('keeps quotes, backslashes and brackets inside strings as text', () => {
    const value = { orders: [{ id: 'a"]}', note: 'ends with \\', more: '[{"x":1}]' }], meta: { s: '\\"' } };
    expect(parseLargeJson(Buffer.from(JSON.stringify(value)), 0)).toEqual(value);
  });

  it('makes "__proto__" a plain key, as JSON.parse does', () => {
    const parsed = parseLargeJson(Buffer.from('{"__proto__":[1],"a":2}'), 0) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'a']);
  });

  it.each([
    ['{"a":[1,2}', /byte/],
    ['{"a":1} x', /nothing after/],
    ['[1,2]', /one JSON object/],
    ['{"a":"open', /end of a string/],
    ['{"a":[{"b":1]', /byte/],
  ])('refuses %j, naming where', (text, message) => {
    expect(() => parseLargeJson(Buffer.from(text), 0)).toThrow(message);
  });
});
