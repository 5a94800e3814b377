import { useEffect, useRef, useState } from 'react';
import { fetchRender, isFinalRender, type Render } from '../api/render-api';

export const POLL_INTERVAL_MS = 2000;

/**
 * Follows a render: server-sent events from GET /api/renders/:id/events, falling back to
 * polling GET /api/renders/:id every 2 s when the stream fails (DESIGN.md "renders").
 */
export function useRenderProgress(renderId: string | null, onFinal?: (render: Render) => void, onReceive?: (render: Render) => void) {
  const [render, setRender] = useState<Render | null>(null);
  const finalRef = useRef(onFinal);
  finalRef.current = onFinal;
  // Every state received, even two in one tick (the log box must not miss a step).
  const receiveRef = useRef(onReceive);
  receiveRef.current = onReceive;

  useEffect(() => {
    setRender(null);
    if (!renderId) return;
    let stopped = false;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setTimeout> | null = null;

    const receive = (next: Render) => {
      if (stopped) return;
      setRender(next);
      receiveRef.current?.(next);
      if (isFinalRender(next)) {
        stop();
        finalRef.current?.(next);
      }
    };
    const stop = () => {
      stopped = true;
      source?.close();
      if (poll) clearTimeout(poll);
    };
    const pollOnce = async () => {
      try {
        receive(await fetchRender(renderId));
      } catch {
        // A network blip: keep trying on the next tick.
      }
      if (!stopped) poll = setTimeout(pollOnce, POLL_INTERVAL_MS);
    };

    if (typeof EventSource === 'undefined') {
      void pollOnce();
    } else {
      source = new EventSource(`/api/renders/${renderId}/events`, { withCredentials: true });
      source.addEventListener('progress', (event) => {
        try {
          receive(JSON.parse((event as MessageEvent<string>).data) as Render);
        } catch {
          // Ignore a malformed message; the next one carries the full state.
        }
      });
      source.onerror = () => {
        if (stopped) return;
        source?.close();
        source = null;
        void pollOnce();
      };
    }
    return stop;
  }, [renderId]);

  return render;
}
