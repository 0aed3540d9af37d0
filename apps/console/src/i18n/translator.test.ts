import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator, loadCatalog } from './translator';
import type { MessageKey } from './zh-CN';

describe('createTranslator', () => {
  beforeAll(() => Promise.all([loadCatalog('zh-CN'), loadCatalog('en')]));

  it('fills ICU arguments in the language asked for', () => {
    expect(createTranslator('en').t('settingsError.title', { file: 'config.json' })).toBe('The site settings file config.json is invalid');
    expect(createTranslator('zh-CN').t('settingsError.title', { file: 'config.json' })).toBe('站点设置文件 config.json 有误');
  });

  it('shows a key its catalog lacks as the key, never a blank, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createTranslator('en').t('no.such.text' as MessageKey)).toBe('no.such.text');
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('shows the raw text of a message whose arguments are missing, logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createTranslator('en').t('settingsError.title')).toBe('The site settings file {file} is invalid');
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
