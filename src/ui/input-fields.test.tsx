// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, type FormikProps } from 'formik';
import { createRef } from 'react';
import { DATE_INPUT_ERROR, DateField } from './date-field';
import { AmountField, CurrencyField } from './decimal-fields';

type Values = { salesPrice: number | null; fee: string; closingDate: string | null };

function renderForm(initial: Partial<Values> = {}) {
  const form = createRef<FormikProps<Values>>();
  render(
    <Formik innerRef={form} initialValues={{ salesPrice: null, fee: '', closingDate: null, ...initial }} onSubmit={() => {}}>
      <div>
        <CurrencyField name="salesPrice" label="Sales Price" />
        <AmountField name="fee" label="Fee" />
        <DateField name="closingDate" label="Closing Date" />
      </div>
    </Formik>,
  );
  return { values: () => form.current?.values as Values };
}

describe('CurrencyField', () => {
  it('blocks keystrokes that break the rule and formats on blur', async () => {
    const user = userEvent.setup();
    const { values } = renderForm();
    const input = screen.getByLabelText('Sales Price');
    await user.type(input, '12a34.5.67');
    expect(input).toHaveValue('1234.56');
    await user.tab();
    expect(input).toHaveValue('1234.56');
    expect(values().salesPrice).toBe(1234.56);
  });

  it('keeps pasted text and cleans it on blur; empty becomes 0', async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ salesPrice: 5 });
    const input = screen.getByLabelText('Sales Price');
    expect(input).toHaveValue('5.00');
    await user.clear(input);
    await user.click(input);
    await user.paste('$1,250,000');
    await user.tab();
    expect(input).toHaveValue('1250000.00');
    expect(values().salesPrice).toBe(1250000);
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('0.00');
    expect(values().salesPrice).toBe(0);
  });
});

describe('AmountField', () => {
  it('blocks breaking keystrokes and pastes', async () => {
    const user = userEvent.setup();
    const { values } = renderForm();
    const input = screen.getByLabelText('Fee');
    await user.type(input, '99.999');
    expect(input).toHaveValue('99.99');
    await user.clear(input);
    await user.paste('abc');
    expect(input).toHaveValue('');
    await user.paste('12.5');
    expect(values().fee).toBe('12.5');
  });
});

describe('DateField', () => {
  it('reads typed text as day-month-year and shows month-day-year', async () => {
    const user = userEvent.setup();
    const { values } = renderForm();
    const input = screen.getByLabelText('Closing Date');
    await user.type(input, '30-06-2021');
    await user.tab();
    expect(input).toHaveValue('06-30-2021');
    expect(values().closingDate).toBe('2021-06-30T00:00:00Z');
    expect(screen.getByText('Reads as June 30, 2021')).toBeInTheDocument();
  });

  it('keeps text it cannot read and says how to type it', async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ closingDate: '2021-06-30T00:00:00Z' });
    const input = screen.getByLabelText('Closing Date');
    await user.clear(input);
    await user.type(input, '31-02-2021');
    await user.tab();
    expect(input).toHaveValue('31-02-2021');
    expect(screen.getByText(DATE_INPUT_ERROR)).toBeInTheDocument();
    expect(values().closingDate).toBe('2021-06-30T00:00:00Z');
  });

  it('picks a day from the calendar', async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ closingDate: '2021-06-30T00:00:00Z' });
    await user.click(screen.getByRole('button', { name: 'Choose Closing Date from a calendar' }));
    const calendar = screen.getByRole('dialog', { name: 'Closing Date calendar' });
    await user.click(calendar.querySelector('[data-day="2021-06-15"] button') as HTMLElement);
    expect(values().closingDate).toBe('2021-06-15T00:00:00Z');
    expect(screen.getByLabelText('Closing Date')).toHaveValue('06-15-2021');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
