// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MultiSelect, type Option } from './multi-select.tsx';

const states: Option[] = [
  { value: 'TX', label: 'Texas' },
  { value: 'OK', label: 'Oklahoma' },
  { value: 'NM', label: 'New Mexico' },
  { value: 'LA', label: 'Louisiana' },
];

function Harness({ initial = [] as string[], onClose = () => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MultiSelect label="Dealing States" options={states} value={value} onChange={setValue} onClose={onClose} maxChips={2} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const listbox = () => screen.getByRole('listbox', { name: 'Dealing States' });

describe('MultiSelect', () => {
  it('opens a labelled listbox with Select All first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Dealing States' }));
    const options = within(listbox()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select All', 'Texas', 'Oklahoma', 'New Mexico', 'Louisiana']);
    expect(listbox()).toHaveAttribute('aria-multiselectable', 'true');
  });

  it('toggles entries and stays open to pick several', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Dealing States' }));
    await user.click(within(listbox()).getByRole('option', { name: 'Oklahoma' }));
    await user.click(within(listbox()).getByRole('option', { name: 'Texas' }));
    expect(value()).toBe('TX,OK');
    expect(within(listbox()).getByRole('option', { name: 'Texas' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(listbox()).getByRole('option', { name: 'Texas' }));
    expect(value()).toBe('OK');
  });

  it('checks Select All exactly when every entry is selected', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['TX', 'OK', 'NM']} />);
    await user.click(screen.getByRole('combobox', { name: 'Dealing States' }));
    const selectAll = within(listbox()).getByRole('option', { name: 'Select All' });
    expect(selectAll).toHaveAttribute('aria-selected', 'false');
    await user.click(within(listbox()).getByRole('option', { name: 'Louisiana' }));
    expect(selectAll).toHaveAttribute('aria-selected', 'true');
    await user.click(selectAll);
    expect(value()).toBe('');
    await user.click(selectAll);
    expect(value()).toBe('TX,OK,NM,LA');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Dealing States' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(listbox()).toBeVisible();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(value()).toBe('TX');
    await user.keyboard('{ArrowDown}{ }');
    expect(value()).toBe('TX,OK');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Dealing States' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows chips up to the limit, then 'N more...', and removes a chip", async () => {
    const user = userEvent.setup();
    render(<Harness initial={['TX', 'OK', 'NM', 'LA']} />);
    expect(screen.getByText('Texas')).toHaveAttribute('title', 'Texas');
    expect(screen.getByText('Oklahoma')).toBeInTheDocument();
    expect(screen.queryByText('New Mexico')).not.toBeInTheDocument();
    expect(screen.getByText('2 more...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Texas' }));
    expect(value()).toBe('OK,NM,LA');
    expect(screen.getByText('1 more...')).toBeInTheDocument();
  });

  it('removes the focused chip with Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['TX', 'OK']} />);
    await user.click(screen.getByText('Oklahoma'));
    await user.keyboard('{Backspace}');
    expect(value()).toBe('TX');
  });
});
