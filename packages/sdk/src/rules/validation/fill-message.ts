/**
 * A catalog text with its `{name}` placeholders filled, for a reader without an ICU formatter (a server, a test).
 * The texts are ICU messages, where a literal apostrophe is written twice: RuoYi's `新增用户'{name}'失败` is stored as
 * `新增用户''{name}''失败`, so the console's formatter fills the name in; here `''` reads as one `'` likewise. A
 * placeholder without a value is left as written.
 */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole)).replace(/''/g, "'");
}
