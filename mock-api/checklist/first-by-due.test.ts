import fc from 'fast-check';
import type { TaskRecord } from '../store/model.ts';
import { byDue } from './checklists.ts';
import { firstByDue } from './first-by-due.ts';

const task = (due: string | null, fileNumber: string, position: number) => ({ due, fileNumber, position }) as TaskRecord;

describe('firstByDue', () => {
  it('is the start of the whole list sorted by due date, for any list and count', () => {
    const item = fc.tuple(fc.option(fc.constantFrom('2026-11-01', '2026-11-02', '2026-12-31'), { nil: null }), fc.constantFrom('A-1', 'A-2', 'B-1'), fc.nat(20));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), fc.integer({ min: 0, max: 70 }), (tuples, count) => {
        const items = tuples.map(([due, file, position]) => task(due, file, position));
        const expected = [...items].sort(byDue).slice(0, count);
        expect(firstByDue(items, count).map((one) => [one.due, one.fileNumber, one.position])).toEqual(expected.map((one) => [one.due, one.fileNumber, one.position]));
      }),
    );
  });
});
