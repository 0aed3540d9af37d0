import { type CatalogueEntry, DEVICE_CATALOGUE } from '@vigil/sdk/catalogue';
import { isSuccess } from '@vigil/sdk/client';
import { useEffect, useState } from 'react';
import { type ProductState, withEnabledProducts } from './enabled-products';

/** The products the backend enables, read once per visit of the chooser; the catalogue default until it answers. */
export function useEnabledProducts(): readonly CatalogueEntry[] {
  const [answer, setAnswer] = useState<readonly ProductState[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    import('../app/full-client')
      .then(({ fullClient }) => fullClient.devices.products({}))
      .then((result) => {
        if (current && isSuccess(result)) setAnswer(result.rows);
      })
      // A failure is toasted by the client's policy; the catalogue default stays.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return withEnabledProducts(DEVICE_CATALOGUE, answer);
}
