import { type CatalogueEntry, DEVICE_CATALOGUE } from './device-catalogue';
import { type ModuleCode, MODULE_CODES } from './modules';
import { moduleOfProduct, ROUTE_ONLY_MODULES } from './product-modules';

/** A module an administrator may grant, with the catalogue product its chooser card shows (none: administration, pressure). */
export interface ModuleChoice {
  module: ModuleCode;
  product: CatalogueEntry | null;
}

/**
 * The modules a user or role can be granted, as the product chooser shows them: one per product card in the
 * catalogue's order (a product hosted by another module's pages, such as the civilian alarm, comes with its host's
 * choice), then the route-only modules, then administration (`user`).
 */
export const MODULE_CHOICES: readonly ModuleChoice[] = Object.freeze(
  (() => {
    const choices: ModuleChoice[] = [];
    for (const product of DEVICE_CATALOGUE) {
      const module = moduleOfProduct(product);
      if (module !== null && !choices.some((choice) => choice.module === module)) choices.push(Object.freeze({ module, product }));
    }
    for (const module of [...ROUTE_ONLY_MODULES, 'user' as const]) choices.push(Object.freeze({ module, product: null }));
    return choices;
  })(),
);

/**
 * The modules a user may use (spec §2, §6): its own and those of its enabled roles, in the spec's order. A value that
 * is not a list, or a code outside the modules, counts for nothing.
 */
export function grantedModules(userModules: unknown, roleModules: readonly unknown[] = []): ModuleCode[] {
  const held = new Set<string>();
  for (const list of [userModules, ...roleModules]) if (Array.isArray(list)) for (const code of list) held.add(String(code));
  return MODULE_CODES.filter((code) => held.has(code));
}
