// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ScrollTable } from './scroll-table';

function renderTable(width: number, stackOnPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  render(
    <ScrollTable name="Documents" caption stackOnPhone={stackOnPhone} columns={['Name', 'Size']}>
      <tr>
        <td>deed.pdf</td>
        <td>1 KB</td>
      </tr>
    </ScrollTable>,
  );
}

describe('ScrollTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a named region the keyboard can scroll on a wide screen, even when it stacks on a phone', () => {
    renderTable(1280, true);
    expect(screen.getByRole('region', { name: 'Documents, scrolls sideways' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Documents' })).toBeInTheDocument();
  });

  it('stacked on a phone, keeps the table and its headings but drops the region and its Tab stop', () => {
    renderTable(360, true);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Documents' })).toHaveClass('data-table--stack');
    expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Name', 'Size']);
  });
});
