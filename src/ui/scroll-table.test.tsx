// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { ScrollTable } from './scroll-table.tsx';

/** The screen's width, and how wide the table is laid out (jsdom lays nothing out). */
function renderTable(width: number, stackOnPhone: boolean, tableWidth = 515) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(Math.min(width, 1000) - 80);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(Math.max(tableWidth, Math.min(width, 1000) - 80));
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
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a named region the keyboard can scroll where it is wider than its box, even when it stacks on a phone', () => {
    renderTable(1280, true, 1400);
    expect(screen.getByRole('region', { name: 'Documents, scrolls sideways' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Documents' })).toBeInTheDocument();
  });

  it('stacked on a phone, keeps the table and its headings but drops the region and its Tab stop', () => {
    renderTable(360, true);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Documents' })).toHaveClass('data-table--stack');
    expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Name', 'Size']);
  });

  it('is no region and no Tab stop where the table fits, and scrolls on a phone where it does not', () => {
    renderTable(1280, false);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.querySelector('.table-scroll')).not.toHaveAttribute('tabindex');
    cleanup();
    renderTable(360, false);
    expect(screen.getByRole('region', { name: 'Documents, scrolls sideways' })).toHaveAttribute('tabindex', '0');
  });
});
