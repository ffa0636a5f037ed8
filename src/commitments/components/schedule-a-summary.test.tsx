// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import type { ScheduleA } from '../commitment-schemas.ts';
import { ScheduleADifferences } from './schedule-a-summary.tsx';

const mine = {
  orderGuid: 'g',
  ownerPolicyType: 'ALTA Owner',
  ownersCoverageAmount: 450000,
  commitmentBy: 'Bob B',
  isSeperatePageForLegal: false,
} as unknown as ScheduleA;

describe('ScheduleADifferences', () => {
  it('lists every field where theirs and mine differ, with both values', () => {
    render(<ScheduleADifferences theirs={{ ...mine, commitmentBy: 'Alice A', ownersCoverageAmount: 460000 }} mine={mine} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent("Owner's Coverage Amount");
    expect(rows[0]).toHaveTextContent('$460,000.00$450,000.00');
    expect(rows[1]).toHaveTextContent('Commitment ByAlice ABob B');
  });

  it('says so when theirs is the same as mine', () => {
    render(<ScheduleADifferences theirs={mine} mine={mine} />);
    expect(screen.getByText('Theirs is the same as yours.')).toBeInTheDocument();
  });
});
