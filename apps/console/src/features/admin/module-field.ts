import { isModuleCode, MODULE_CHOICES, nameIn } from '@vigil/sdk/catalogue';
import type { Language } from '../../i18n/translator';
import type { MessageKey } from '../../i18n/zh-CN';
import type { FormFieldConfig, FormOption } from '../forms/form-types';

/**
 * The modules field of the user and role forms (issue 23): every module an administrator may grant, named as the
 * product chooser names its card (the catalogue product in the user's language; administration and pressure by
 * their module names), in the chooser's order.
 */
export function moduleField(language: Language, hint: MessageKey): FormFieldConfig {
  const options = MODULE_CHOICES.map(({ module, product }): FormOption => (product ? { value: module, text: nameIn(product.name, language) } : { value: module, label: `module.${module}` }));
  return { name: 'modules', label: 'admin.modules', kind: 'checkboxes', options, hint };
}

/** A record's modules as the form holds them: the known codes only (a code this console does not know cannot be ticked or sent). */
export function formModules(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String).filter(isModuleCode) : [];
}
