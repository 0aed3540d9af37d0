import { describe, expect, it } from 'vitest';
import { annotatePureCalls } from './pure-annotations';

describe('annotatePureCalls', () => {
  it('marks every call a const initializer makes, each chain once', () => {
    const out = annotatePureCalls("export const a = z.object({ b: z.string().check(z.minLength(1)) });\n");
    expect(out).toBe(
      'export const a = /* @__PURE__ */ z.object({ b: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) });\n',
    );
  });

  it('marks `new` and calls in arrays, spreads and `as` expressions', () => {
    const out = annotatePureCalls('const r = [new RegExp(x), ...f()] as const;');
    expect(out).toBe('const r = [/* @__PURE__ */ new RegExp(x), .../* @__PURE__ */ f()] as const;');
  });

  it('leaves function bodies, getters, classes and top-level statements that are not declarations', () => {
    const source = [
      'function f() { return g(); }',
      'const h = () => g();',
      'const o = { get c() { return g(); } };',
      'class C { static x = g(); }',
      'register(g());',
    ].join('\n');
    expect(annotatePureCalls(source)).toBe(source);
  });
});
