import { useState } from 'react';

/**
 * Whether the page runs inside another page's frame. Reading `window.top` from a frame on another
 * origin is allowed (comparing it is), but a sandboxed or odd host may still throw: then it is a frame.
 */
export function isInFrame(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/** Read once: a page does not move in or out of a frame while it lives. */
export function useInFrame(): boolean {
  const [framed] = useState(isInFrame);
  return framed;
}
