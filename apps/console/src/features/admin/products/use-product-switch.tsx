import { useQueryClient } from '@tanstack/react-query';
import { productEndpoints } from '@vigil/sdk';
import { Switch } from '@vigil/ui';
import { useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { toasts } from '../../../app/services';
import type { Language } from '../../../i18n/translator';
import { useT } from '../../../i18n/use-t';
import { callPermissions } from '../../list/call-permissions';
import { usePermission } from '../../permissions/use-permission';
import { useSystemConfirm } from '../use-system-confirm';
import { productName } from './product-columns';
import { PRODUCTS_KEY, type Product } from './product-queries';

/**
 * RuoYi's status switch for products: it flips, asks 确认要"启用""…"产品吗？ and flips back on cancel; confirmed, it
 * enables or disables the product (products.changeStatus) and the list (and the chooser's next visit) follows.
 */
export function useProductSwitch(language: Language) {
  const t = useT();
  const queryClient = useQueryClient();
  const confirm = useSystemConfirm();
  const allowed = usePermission(callPermissions(productEndpoints.changeStatus, 'user'));
  const [pending, setPending] = useState<{ productId: string; enabled: boolean } | null>(null);

  const change = async (product: Product, enabled: boolean) => {
    const result = await fullClient.products.changeStatus({ productId: product.productId, enabled });
    if (result.code === 200) {
      toasts.toast({ title: t(enabled ? 'product.enabled' : 'product.disabled'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    }
    setPending(null);
  };

  const cell = (product: Product) => {
    const id = String(product.productId);
    const name = productName(product, language);
    const checked = pending?.productId === id ? pending.enabled : product.enabled === true;
    return (
      <Switch
        data-testid="product-switch"
        data-product={id}
        checked={checked}
        disabled={!allowed}
        aria-label={t('product.toggle', { name })}
        onCheckedChange={(enabled) => {
          setPending({ productId: id, enabled });
          confirm.ask(
            t(enabled ? 'product.confirmEnable' : 'product.confirmDisable', { name }),
            () => change(product, enabled),
            () => setPending(null),
          );
        }}
      />
    );
  };
  return { cell, element: confirm.element };
}
