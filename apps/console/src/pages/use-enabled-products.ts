import { type CatalogueEntry, DEVICE_CATALOGUE, WHOLE_PRODUCT_LIST } from '@vigil/sdk/catalogue';
import { useEffect, useState } from 'react';
import { type ProductState, withEnabledProducts } from './enabled-products';

export interface EnabledProducts {
  products: readonly CatalogueEntry[];
  /** The backend has not answered yet: which products are open is not known (not "closed"). */
  loading: boolean;
}

/**
 * The products the backend enables, read once per visit of the chooser: `loading` until it answers; the catalogue
 * default when it fails.
 */
export function useEnabledProducts(): EnabledProducts {
  const [answer, setAnswer] = useState<readonly ProductState[] | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    import('../app/full-client')
      .then(({ fullClient }) => fullClient.devices.products({ ...WHOLE_PRODUCT_LIST }, { extension: true }))
      .then((result) => {
        // By code rather than the client's isSuccess: importing that here splits a shared chunk out of /login (+0.9 KB).
        // A code-200 answer was checked by the product list's schema: rows of { productId, enabled }.
        const { rows } = result as { rows?: readonly ProductState[] };
        if (current && result.code === 200 && rows) setAnswer(rows);
      })
      // A failure is toasted by the client's policy; the catalogue default stays. A backend without the vendor's product
      // list (a stock RuoYi-Vue: HTTP 404) is no failure: quietly the catalogue default.
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, []);
  return { products: withEnabledProducts(DEVICE_CATALOGUE, answer), loading };
}
