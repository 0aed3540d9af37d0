import ts from 'typescript';

const PURE = '/* @__PURE__ */ ';

/**
 * Marks the calls a module makes while it loads (the `z.*(...)`, `.check(...)`, `defineEndpoint(...)` of a
 * `const` initializer) as side-effect free. Bundlers cannot prove that a schema builder is pure, so without the
 * mark they keep every schema of a module a page imports one export from; with it, an unused schema is dropped.
 * The sdk promises this already (`"sideEffects": false`, nothing runs at import but building values).
 * Calls inside functions, getters and classes run later and are left alone.
 */
export function annotatePureCalls(source: string, fileName = 'module.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const positions = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    // A chain `a().b()` starts where its innermost call does: one mark there covers the outer call.
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) positions.add(node.getStart(file));
    ts.forEachChild(node, visit);
  };
  for (const statement of file.statements) if (ts.isVariableStatement(statement)) visit(statement);
  let out = source;
  for (const position of [...positions].sort((a, b) => b - a)) out = out.slice(0, position) + PURE + out.slice(position);
  return out;
}
