import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cookies, settings } from '../app/services';
import { LanguageSwitch } from './language-switch';

afterEach(cleanup);

describe('LanguageSwitch', () => {
  it('offers 中文 and English as menu items and remembers the choice in both language cookies', async () => {
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByTestId('lang-switch'));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['中文', 'English']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(settings.state.language).toBe('en'));
    expect(cookies.get('language')).toBe('en');
    expect(cookies.get('za-language')).toBe('en');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('lang-switch').textContent).toBe('English'));
  });

  it('is keyboard operable: ArrowDown opens on the current language, arrows wrap, Escape closes', () => {
    settings.setLanguage('en');
    render(<LanguageSwitch />);
    fireEvent.keyDown(screen.getByTestId('lang-switch'), { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(document.activeElement?.textContent).toBe('English');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('中文');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('lang-switch'));
  });
});
