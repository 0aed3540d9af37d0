import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from './breadcrumb';

describe('Breadcrumb', () => {
  it('is a labelled navigation with links and the current page', () => {
    render(
      <Breadcrumb label="面包屑">
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink href="/">首页</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>消息中心</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>,
    );
    const nav = screen.getByRole('navigation', { name: '面包屑' });
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(screen.getByText('消息中心')).toHaveAttribute('aria-current', 'page');
    // Separators are decorative: only the two real items are list items.
    expect(nav.querySelectorAll('li:not([aria-hidden])')).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders a router link through asChild', () => {
    render(
      <BreadcrumbLink asChild>
        <button type="button">Back</button>
      </BreadcrumbLink>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toHaveClass('hover:text-foreground');
  });
});
