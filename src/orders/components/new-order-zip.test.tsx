// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { NewOrderPage } from './order-pages.tsx';

const field = (label: string) => screen.getByLabelText(label);

describe('the zip on the new order form (docs/behaviour.md#validation-messages)', () => {
  it("asks for a missing zip with the fixed words 'Please enter zip.', keeping 'Please enter valid zip.' for a wrong one", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewOrderPage />);
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Please enter city name.')).toBeInTheDocument();
    expect(field('Zip')).toHaveAccessibleDescription('Please enter zip.');
    await user.type(screen.getByLabelText('Zip'), '7870');
    await user.tab();
    expect(field('Zip')).toHaveAccessibleDescription('Please enter valid zip.');
  });
});

describe('pasting an address with a ZIP+4 (docs/behaviour.md#zip-codes: a zip has 5 or 9 digits)', () => {
  it('keeps all nine digits of the pasted zip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewOrderPage />);
    await user.type(screen.getByLabelText('Paste a full address'), '1200 Lakeshore Dr, Austin, TX 78701-1234{Enter}');
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.getByLabelText('Zip')).toHaveValue('787011234');
  });
});

describe('a ZIP+4 typed or pasted into the Zip field itself', () => {
  it('is kept as its nine digits, not cut at the ninth character', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewOrderPage />);
    await user.click(field('Zip'));
    await user.paste('78701-1234');
    expect(field('Zip')).toHaveValue('787011234');
    await user.clear(field('Zip'));
    await user.type(field('Zip'), '78701 1234');
    expect(field('Zip')).toHaveValue('787011234');
    await user.tab();
    expect(field('Zip')).not.toHaveAccessibleDescription('Please enter valid zip.');
  });
});
