import { EMBEDDING_POLL_MAX_MS } from '@lectern/core';
import { useEffect, useState } from 'react';

/**
 * Spec 000 §4: while embeddings are processing the client polls every 2 s, for at most 10
 * minutes. Returns whether to poll now; a new processing run (restart) gets a fresh 10 minutes.
 */
export function useEmbeddingsPolling(processing: boolean, runKey: number): boolean {
  const [expiredRun, setExpiredRun] = useState<number | null>(null);
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => setExpiredRun(runKey), EMBEDDING_POLL_MAX_MS);
    return () => clearTimeout(timer);
  }, [processing, runKey]);
  return processing && expiredRun !== runKey;
}
