import { ApiError } from '../http/api-errors.ts';
import { agencyTurns } from './agency-turns.ts';

describe('agency turns', () => {
  it('gives an agency a few turns at once, queues the next in order, and refuses past the queue', async () => {
    const turn = agencyTurns({ atOnce: 2, waiting: 2 });
    const first = await turn(1);
    const second = await turn(1);
    const order: string[] = [];
    const third = turn(1).then((done) => (order.push('third'), done));
    const fourth = turn(1).then((done) => (order.push('fourth'), done));
    await expect(turn(1)).rejects.toBeInstanceOf(ApiError);
    // Another agency is not kept waiting by the first one's queue.
    const other = await turn(2);
    expect(order).toEqual([]);
    first();
    first();
    await third;
    expect(order).toEqual(['third']);
    second();
    (await fourth)();
    (await third)();
    other();
    expect(order).toEqual(['third', 'fourth']);
    // All turns back: the agency has its full allowance again.
    const again = await Promise.all([turn(1), turn(1)]);
    again.forEach((done) => done());
  });
});
