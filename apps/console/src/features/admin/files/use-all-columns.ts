import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import { COLUMN_TREE_KEY, type FileColumn, fetchColumns } from './column-queries';

/** Every column (unfiltered), for the pickers; refetched with the columns list after any column write. */
export function useAllColumns(): readonly FileColumn[] {
  const query = useQuery({ queryKey: [...COLUMN_TREE_KEY, 'all'], queryFn: () => fetchColumns(fullClient) });
  return useMemo(() => query.data?.rows ?? [], [query.data]);
}
