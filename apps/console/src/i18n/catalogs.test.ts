import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATION_KEYS } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pagesEn } from './pages.en';
import { pagesZhCN } from './pages.zh-CN';
import { createTranslator, isMessageKey, parseLanguage } from './translator';
import { zhCN } from './zh-CN';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('catalogs', () => {
  it('zh-CN and en have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('splits the signed-in pages into their own area with the same keys in both languages and none of the base', () => {
    expect(Object.keys(pagesEn).sort()).toEqual(Object.keys(pagesZhCN).sort());
    expect(Object.keys(pagesZhCN).filter((key) => Object.hasOwn(zhCN, key))).toEqual([]);
    for (const [key, text] of Object.entries({ ...pagesZhCN, ...pagesEn })) expect(text.trim(), key).not.toBe('');
  });

  it('has no empty message in either language', () => {
    for (const catalog of [zhCN, en]) {
      for (const [key, text] of Object.entries(catalog)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('contains every key the code references', () => {
    const src = join(import.meta.dirname, '..');
    const referenced = new Set<string>();
    // t('key'), title: 'key', and any quoted dotted key of a known namespace.
    const pattern = /['"`]((?:app|module|route|login|register|remember|download|appfile|chooser|notFound|notAvailable|message|userinfo|layout|tags|alarm|session|common|validation|spec|kind|list|form|device|export|realtime|probe|overview|history|report|instruction|alarmType|alarmList|dispatch|workOrder|personnel|notify|inbox|popup|adminUser|roleUser|role|dept|menu|dict|param|announce|sysinfo|storage|product|fileAdmin|tree|admin|member|account|screen|gateway|linkage|fence|trajectory|video|recording|playback|videoStorage|talk|photo)\.[A-Za-z.]+[A-Za-z])['"`]/g;
    for (const file of sourceFiles(src)) {
      if (file.includes(`${join('src', 'i18n')}`)) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(pattern)) if (m[1]) referenced.add(m[1]);
    }
    expect(referenced.size).toBeGreaterThan(20);
    const missing = [...referenced].filter((k) => !isMessageKey(k));
    expect(missing).toEqual([]);
  });

  it("translates every validation key of @vigil/sdk in both languages", () => {
    const keys = Object.values(VALIDATION_KEYS);
    expect(keys.length).toBeGreaterThan(50);
    // Some rules state their bound ({max}, {min}) or the refused name (RuoYi's uniqueness words); the forms pass the
    // values the sdk's issueText gives them.
    const bounds = { max: 20, min: 2, name: 'x' };
    for (const key of keys) {
      expect(isMessageKey(key), key).toBe(true);
      for (const language of ['en', 'zh-CN'] as const) {
        const text = createTranslator(language).t(key as never, bounds as never);
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/[{}]/);
        // ICU quoting: RuoYi's '{name}' is written ''{name}'' so the name is filled in, inside its apostrophes.
        if (/Taken$|NotHttp$|ownParent$/.test(key)) expect(text, key).toMatch(/'x'/);
      }
    }
  });

  it('uses a Chinese system title by default and an English one in en', () => {
    expect(createTranslator('zh-CN').t('app.title')).toMatch(/[\u4e00-\u9fff]/);
    expect(createTranslator('en').t('app.title')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('formats values and every message of spec §8 in both languages', () => {
    expect(createTranslator('en').t('login.resendIn', { seconds: 119 })).toBe('Resend in 119 s');
    expect(createTranslator('en').t('spec.productNotOpen')).toBe('Product not yet open');
    expect(createTranslator('en').t('alarm.disconnected')).toBe('Connection Disconnected');
    expect(createTranslator('zh-CN').t('session.title')).toBe('系统提示');
    expect(createTranslator('en').t('session.title')).toBe('System prompt');
    const specKeys = Object.keys(zhCN).filter((k) => k.startsWith('spec.'));
    expect(specKeys).toHaveLength(18);
  });

  it('reads stored language values leniently', () => {
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('en-US')).toBe('en');
    expect(parseLanguage('zh')).toBe('zh-CN');
    expect(parseLanguage('zh-CN')).toBe('zh-CN');
    expect(parseLanguage('fr')).toBeNull();
    expect(parseLanguage(null)).toBeNull();
  });
});
