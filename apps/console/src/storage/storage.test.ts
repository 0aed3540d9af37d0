import { describe, expect, it } from 'vitest';
import { createCookieJar } from './cookie-jar';
import { createLocalStore } from './local-store';
import { COOKIE, LOCAL_PREFIX } from './storage-keys';

describe('cookie jar', () => {
  it('stores the token as the za_token cookie and reads it back', () => {
    const jar = createCookieJar(document);
    jar.set(COOKIE.token, 'abc.def=');
    expect(document.cookie).toContain('za_token=');
    expect(jar.get('za_token')).toBe('abc.def=');
    jar.remove(COOKIE.token);
    expect(jar.get('za_token')).toBeNull();
  });

  it('keeps names that share a prefix apart (language vs za-language)', () => {
    const jar = createCookieJar(document);
    jar.set(COOKIE.zaLanguage, 'en');
    jar.set(COOKIE.language, 'zh-CN');
    expect(jar.get('language')).toBe('zh-CN');
    expect(jar.get('za-language')).toBe('en');
  });
});

describe('local store', () => {
  it('writes every key behind the namespace prefix', () => {
    localStorage.clear();
    const store = createLocalStore(localStorage, LOCAL_PREFIX);
    store.set('voice', true);
    expect(localStorage.getItem('vigil:voice')).toBe('true');
    expect(localStorage.getItem('voice')).toBeNull();
    expect(store.get('voice', (v) => (typeof v === 'boolean' ? v : null))).toBe(true);
  });

  it('reads corrupt or wrongly typed values as absent instead of throwing', () => {
    localStorage.clear();
    localStorage.setItem('vigil:theme', '{not json');
    const store = createLocalStore(localStorage, LOCAL_PREFIX);
    expect(store.get('theme', (v) => (typeof v === 'string' ? v : null))).toBeNull();
    store.set('theme', 42);
    expect(store.get('theme', (v) => (typeof v === 'string' ? v : null))).toBeNull();
  });

  it('offers a prefixed Storage view that leaves foreign keys alone', () => {
    localStorage.clear();
    localStorage.setItem('other-app', 'x');
    const { storage } = createLocalStore(localStorage, LOCAL_PREFIX);
    storage.setItem('isopen', '1');
    expect(localStorage.getItem('vigil:isopen')).toBe('1');
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe('isopen');
    storage.clear();
    expect(localStorage.getItem('other-app')).toBe('x');
    expect(localStorage.getItem('vigil:isopen')).toBeNull();
  });
});
