import type { ModuleCode } from '@vigil/sdk/modules';
import { useSnapshot } from 'valtio';
import { settings } from '../../app/services';
import { productIdsOf } from './registry';

/** The product a module's pages show: the one its chooser card opened, when the module serves it; else its own. */
export function moduleProductOf(module: ModuleCode, opened: string | null): string | undefined {
  const ids = productIdsOf(module);
  return opened !== null && ids.includes(opened) ? opened : ids[0];
}

export function useModuleProduct(module: ModuleCode): string | undefined {
  const { productId } = useSnapshot(settings.state);
  return moduleProductOf(module, productId);
}
