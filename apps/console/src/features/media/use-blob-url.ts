import { type QueryKey, useQuery } from '@tanstack/react-query';
import { isBlobResult } from '@vigil/sdk';
import { useEffect, useState } from 'react';

/**
 * A file the sdk answers as a blob (a voice message, a helmet photo), as an object URL for <audio>, <img> or <video>;
 * the URL is revoked when the component goes away. `failed` when the call was refused.
 */
export function useBlobUrl(key: QueryKey, load: () => Promise<unknown>): { url: string | undefined; failed: boolean } {
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const result = await load();
      if (!isBlobResult(result)) throw new Error('refused');
      return result.blob;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return undefined;
    const created = URL.createObjectURL(query.data);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [query.data]);
  return { url, failed: query.isError };
}
