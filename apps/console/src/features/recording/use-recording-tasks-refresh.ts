import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** How often the task list asks again: a task's status follows the server's clock. */
export const TASK_REFRESH_MS = 2000;

/** Refetches the lists under `queryKey` every TASK_REFRESH_MS while mounted (so a status tag changes by itself). */
export function useRecordingTasksRefresh(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey }), TASK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [queryClient, key]);
}
