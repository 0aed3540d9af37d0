import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemInfo } from '@vigil/sdk';
import { useEffect } from 'react';
import { fullClient } from '../../../app/full-client';
import { rememberSystemInfo } from '../../../app/remember-system-info';
import { unwrap } from '../../data/unwrap';

export const SYSTEM_INFO_KEY = ['siteConfig.systemInfo'] as const;

/**
 * The system names and logo as the backend has them. Every answer is stored at once (zhy-sysInfo), so a save shows
 * in the top bar, the tab title and the login page without a reload; `refresh()` asks again after a write.
 */
export function useSystemInfo() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SYSTEM_INFO_KEY, queryFn: async () => (await unwrap(fullClient.siteConfig.systemInfo())).data });
  useEffect(() => {
    if (query.data) rememberSystemInfo(query.data);
  }, [query.data]);
  return { query, refresh: () => queryClient.invalidateQueries({ queryKey: SYSTEM_INFO_KEY }) };
}

export type { SystemInfo };
