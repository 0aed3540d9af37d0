import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationProps } from './pagination';

function Controlled(props: Partial<PaginationProps> & { onSize?: (size: number) => void }) {
  const [page, setPage] = useState(props.page ?? 1);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 10);
  return (
    <Pagination
      total={200}
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      pageSizeOptions={[10, 20, 50]}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        props.onSize?.(size);
      }}
    />
  );
}

const current = () => screen.getByRole('button', { current: 'page' });

describe('Pagination', () => {
  it('shows the total, pages with ellipses and disables previous on the first page', () => {
    render(<Controlled labels={{ total: (n) => `共 ${n} 条` }} />);
    expect(screen.getByText('共 200 条')).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('Page 1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 10' })).not.toBeInTheDocument();
  });

  it('moves with next/previous buttons from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(current()).toHaveAccessibleName('Page 3');
    screen.getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard('{Enter}');
    expect(current()).toHaveAccessibleName('Page 2');
  });

  it('moves with arrow keys, Home and End, keeping focus on the current page', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    current().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(current()).toHaveAccessibleName('Page 3');
    expect(current()).toHaveFocus();
    await user.keyboard('{End}');
    expect(current()).toHaveAccessibleName('Page 20');
    expect(current()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(current()).toHaveAccessibleName('Page 19');
    await user.keyboard('{Home}');
    expect(current()).toHaveAccessibleName('Page 1');
    expect(current()).toHaveFocus();
  });

  it('changes the page size with the keyboard and reports it', async () => {
    const user = userEvent.setup();
    const onSize = vi.fn();
    render(<Controlled page={3} onSize={onSize} labels={{ rowsPerPage: '每页条数', pageSize: (n) => `${n}条/页` }} />);
    const sizeSelect = screen.getByRole('combobox', { name: '每页条数' });
    expect(sizeSelect).toHaveTextContent('10条/页');
    sizeSelect.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['10条/页', '20条/页', '50条/页']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSize).toHaveBeenCalledWith(50);
    expect(sizeSelect).toHaveTextContent('50条/页');
    expect(screen.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
    expect(current()).toHaveAccessibleName('Page 1');
  });

  it('survives nonsense totals and sizes as a single empty page', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={3} pageSize={0} total={Number.NaN} onPageChange={onPageChange} />);
    expect(screen.getByText('Total 0')).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('Page 1');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    rerender(<Pagination page={9} pageSize={10} total={-5} onPageChange={onPageChange} />);
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(1);
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
