import { useQuery } from '@tanstack/react-query';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';

/** One site (GET /system/jgtc/{id}), asked only once there is an id. */
export function useSite(siteId: string) {
  return useQuery({ queryKey: ['sites.get', siteId], queryFn: async () => (await unwrap(fullClient.sites.get({ id: siteId }))).data, enabled: siteId !== '' });
}
