import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('keeps the rich text’s formatting and drops scripts, event handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={'<h2>停电</h2><p><strong>周六</strong> <em>检修</em></p><ul><li>一号楼</li></ul><script>window.__ran = 1</script><img src="x" onerror="window.__ran = 1"><a href="javascript:alert(1)">链接</a>'}
        empty="暂无内容"
      />,
    );
    expect(screen.getByRole('heading', { name: '停电' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('周六');
    expect(screen.getByRole('listitem').textContent).toBe('一号楼');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });

  it('says so when nothing is left to show', () => {
    render(<SafeHtml html={'<script>alert(1)</script>'} empty="暂无内容" />);
    expect(screen.getByText('暂无内容')).toBeTruthy();
    render(<SafeHtml html={null} empty="No content" />);
    expect(screen.getByText('No content')).toBeTruthy();
  });
});
