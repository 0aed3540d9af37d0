import { describe, expect, it } from 'vitest';
import { formModules, moduleField } from './module-field';

describe('the modules field of the user and role forms', () => {
  it('names each choice as the chooser names its card, in the language of the page', () => {
    const zh = moduleField('zh-CN', 'admin.modulesUserHint').options ?? [];
    const en = moduleField('en', 'admin.modulesUserHint').options ?? [];
    // Spec §1's catalogue names: 火焰探测器 / Flame Detector; administration by its module name (a catalog key).
    expect(zh.find((o) => o.value === 'flame')).toEqual({ value: 'flame', text: '火焰探测器' });
    expect(en.find((o) => o.value === 'flame')).toEqual({ value: 'flame', text: 'Flame Detector' });
    expect(en.at(-1)).toEqual({ value: 'user', label: 'module.user' });
    expect(en).toHaveLength(14);
  });

  it('holds only the module codes this console knows', () => {
    expect(formModules(['flame', 'vendor-x', 'user'])).toEqual(['flame', 'user']);
    expect(formModules(null)).toEqual([]);
  });
});
