// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, type FormikProps } from 'formik';
import { createRef } from 'react';
import { DATE_INPUT_ERROR, DATE_INPUT_PLACEHOLDER, DATE_UNCONFIRMED, DateField } from './date-field.tsx';
import { unsavedWork } from '../lib/leave-guard.ts';
import { AMOUNT_NEGATIVE, AMOUNT_UNREADABLE, CurrencyField } from './decimal-fields.tsx';

type Values = { salesPrice: number | null; fee: string; closingDate: string | null };

function renderForm(initial: Partial<Values> = {}) {
  const form = createRef<FormikProps<Values>>();
  render(
    <Formik innerRef={form} initialValues={{ salesPrice: null, fee: '', closingDate: null, ...initial }} onSubmit={() => {}}>
      <div>
        <CurrencyField name="salesPrice" label="Sales Price" />
        <DateField name="closingDate" label="Closing Date" />
      </div>
    </Formik>,
  );
  return { values: () => form.current?.values as Values, form: () => form.current as FormikProps<Values> };
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

describe('CurrencyField from its initial state', () => {
  it('takes typed digits when it starts at 0.00', async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ salesPrice: 0 });
    const input = screen.getByLabelText('Sales Price');
    expect(input).toHaveValue('0.00');
    await user.click(input);
    await user.keyboard('450000');
    expect(input).toHaveValue('450000');
    await user.tab();
    expect(input).toHaveValue('450000.00');
    expect(values().salesPrice).toBe(450000);
  });

  it('shows 0.00 again when left empty', async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ salesPrice: 0 });
    const input = screen.getByLabelText('Sales Price');
    await user.click(input);
    await user.tab();
    expect(input).toHaveValue('0.00');
    expect(values().salesPrice).toBe(0);
  });

  it('flags a negative amount when the field is left', async () => {
    const user = userEvent.setup();
    renderForm({ salesPrice: 0 });
    const input = screen.getByLabelText('Sales Price');
    await user.click(input);
    await user.paste('-500');
    await user.tab();
    expect(screen.getByText(AMOUNT_NEGATIVE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('flags unreadable text, keeps it, and gives the model no amount', async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ salesPrice: 100 });
    const input = screen.getByLabelText('Sales Price');
    await user.clear(input);
    await user.paste('12abc');
    await user.tab();
    expect(input).toHaveValue('12abc');
    expect(screen.getByText(AMOUNT_UNREADABLE)).toBeInTheDocument();
    expect(values().salesPrice).toBeNaN();
  });
});

describe('work typed into a currency or date field before it is left', () => {
  it('gives the form a readable amount as it is typed, so a reload finds it saved', async () => {
    const user = userEvent.setup();
    const { values } = renderForm();
    await user.type(screen.getByLabelText('Sales Price'), '123456.5');
    expect(values().salesPrice).toBe(123456.5);
    expect(screen.getByLabelText('Sales Price')).toHaveValue('123456.5');
    expect(unsavedWork()).toEqual([]);
    // Pasted text that is no amount stays in the field only: leaving asks first.
    await user.clear(screen.getByLabelText('Sales Price'));
    await user.paste('about 12');
    expect(unsavedWork()).toEqual(['Sales Price']);
  });

  it('holds a date being typed as unsaved work until it is read', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Closing Date'), '15-06-20');
    expect(unsavedWork()).toEqual(['Closing Date']);
    await user.type(screen.getByLabelText('Closing Date'), '27');
    await user.tab();
    expect(unsavedWork()).toEqual([]);
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

  it('says day first everywhere the agent types, and puts a chosen date back day first for editing', async () => {
    const user = userEvent.setup();
    renderForm({ closingDate: '2021-06-30T00:00:00Z' });
    const input = screen.getByLabelText('Closing Date');
    expect(input).toHaveAttribute('placeholder', DATE_INPUT_PLACEHOLDER);
    expect(DATE_INPUT_PLACEHOLDER).toBe('DD-MM-YYYY');
    expect(input).toHaveValue('06-30-2021');
    await user.click(input);
    expect(input).toHaveValue('30-06-2021');
    await user.tab();
    expect(input).toHaveValue('06-30-2021');
  });

  it('asks which date is meant before saving one that reads two ways', async () => {
    const user = userEvent.setup();
    const { values } = renderForm();
    const input = screen.getByLabelText('Closing Date');
    await user.type(input, '05-06-2027');
    await user.tab();
    expect(values().closingDate).toBeNull();
    const confirm = screen.getByRole('group', { name: 'Confirm Closing Date' });
    expect(confirm).toHaveTextContent('“05-06-2027” could be either date');
    await user.click(screen.getByRole('button', { name: 'Use May 6, 2027' }));
    expect(values().closingDate).toBe('2027-05-06T00:00:00Z');
    expect(screen.getByText('Reads as May 6, 2027')).toBeInTheDocument();
  });

  it('keeps a form from being sent while a typed date waits to be confirmed, and a sign-out asks first', async () => {
    const user = userEvent.setup();
    const { form } = renderForm();
    await user.type(screen.getByLabelText('Closing Date'), '05-06-2027');
    await user.tab();
    expect(unsavedWork()).toEqual(['Closing Date']);
    const errors = await act(() => form().validateForm());
    expect(errors.closingDate).toBe(DATE_UNCONFIRMED);
    await user.click(screen.getByRole('button', { name: 'Use May 6, 2027' }));
    expect(unsavedWork()).toEqual([]);
    expect((await act(() => form().validateForm())).closingDate).toBeUndefined();
  });

  it('offers the month-first date when the text is no date day first', async () => {
    const user = userEvent.setup();
    const { values } = renderForm();
    const input = screen.getByLabelText('Closing Date');
    await user.type(input, '06-30-2027');
    await user.tab();
    expect(values().closingDate).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use June 30, 2027' }));
    expect(values().closingDate).toBe('2027-06-30T00:00:00Z');
    expect(input).toHaveValue('06-30-2027');
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
    // The calendar is gone from the page; focus is back on its button, not lost at the top.
    expect(screen.getByRole('button', { name: 'Choose Closing Date from a calendar' })).toHaveFocus();
  });

  it('closes the calendar on Escape and puts focus back on its button, the date unchanged', async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ closingDate: '2021-06-30T00:00:00Z' });
    const calendarButton = screen.getByRole('button', { name: 'Choose Closing Date from a calendar' });
    await user.click(calendarButton);
    expect(screen.getByRole('dialog', { name: 'Closing Date calendar' }).contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calendarButton).toHaveFocus();
    expect(values().closingDate).toBe('2021-06-30T00:00:00Z');
  });
});
