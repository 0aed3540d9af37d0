/** A rule on a chosen file (an sdk zod schema such as `importFileSchema`): its issues' messages are catalog keys. */
export interface FileRule {
  safeParse: (file: { name: string; size: number }) => { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/**
 * What is wrong with a chosen file by `rule`, as the first issue's message key, or null when it passes: checked in the
 * browser before anything is uploaded.
 */
export function fileRefusal(rule: FileRule, file: { name: string; size: number }): string | null {
  const result = rule.safeParse({ name: file.name, size: file.size });
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? null;
}
