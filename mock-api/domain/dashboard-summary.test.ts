import type { Order } from '../store/model.ts';
import { summarize } from './dashboard-summary.ts';

const now = new Date('2026-11-18T15:00:00Z'); // a Wednesday

function order(id: string, closingDate: string | null, transactionType = 'Purchase', createdAt = '2026-10-01T00:00:00Z'): Order {
  return {
    id,
    tenantId: 1,
    createdAt,
    updatedAt: createdAt,
    baseOrderDetail: { fileNumber: `F-${id}`, transactionType, closingDate, address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', cashClosing: 'Cash' },
  };
}

describe('summarize', () => {
  it('counts open files by transaction type, closings this week and in the next 30 days', () => {
    const summary = summarize(
      [
        order('a', '2026-11-16T00:00:00Z'), // Monday this week, already closed
        order('b', '2026-11-18T00:00:00Z'), // today
        order('c', '2026-11-22T00:00:00Z', 'Refinance'), // Sunday this week
        order('d', '2026-11-23T00:00:00Z', 'Refinance'), // next Monday
        order('e', '2026-12-17T00:00:00Z'), // day 29
        order('f', '2026-12-18T00:00:00Z'), // day 30: outside
        order('g', null, 'Refinance'),
      ],
      now,
    );
    expect(summary.today).toBe('2026-11-18');
    expect(summary.openFiles).toBe(6);
    expect(summary.openFilesByTransactionType).toEqual([
      { transactionType: 'Purchase', count: 3 },
      { transactionType: 'Refinance', count: 3 },
    ]);
    expect(summary.closingsThisWeek).toBe(3);
    expect(summary.closingsNext30Days).toBe(4);
    expect(summary.closingsPerWeek[0]).toEqual({ weekStart: '2026-11-16', count: 3 });
    expect(summary.closingsPerWeek[1]).toEqual({ weekStart: '2026-11-23', count: 1 });
    expect(summary.closingsPerWeek).toHaveLength(8);
  });

  it('lists the most recent files first, with the file list fields', () => {
    const orders = Array.from({ length: 20 }, (_, index) => order(String(index), null, 'Purchase', `2026-10-${String(index + 1).padStart(2, '0')}T00:00:00Z`));
    const { recentFiles } = summarize(orders, now);
    expect(recentFiles.map((file) => file.fileNumber)).toEqual(['F-19', 'F-18', 'F-17', 'F-16', 'F-15', 'F-14', 'F-13', 'F-12']);
    expect(recentFiles[0]).toMatchObject({ orderGuid: '19', address: '1 Main St, Austin, TX 78701', cashClosing: 'Cash', transactionType: 'Purchase' });
  });

  it('is empty for a tenant without orders', () => {
    const summary = summarize([], now);
    expect(summary).toMatchObject({ openFiles: 0, closingsThisWeek: 0, closingsNext30Days: 0, recentFiles: [], openFilesByTransactionType: [] });
  });
});
