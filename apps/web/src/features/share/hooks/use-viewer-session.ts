import { useState } from 'react';

const KEY = 'lectern.viewer-session';

function newId() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** One id per browser tab session (sessionStorage), so a viewer's reloads count as one view. */
export function useViewerSession(): string {
  const [id] = useState(() => {
    try {
      const existing = sessionStorage.getItem(KEY);
      if (existing) return existing;
      const created = newId();
      sessionStorage.setItem(KEY, created);
      return created;
    } catch {
      return newId();
    }
  });
  return id;
}

/** The server-side chat session for one shared video, kept for the tab's lifetime. */
export const chatSessionStore = {
  get: (slug: string) => {
    try {
      return sessionStorage.getItem(`lectern.chat-session.${slug}`);
    } catch {
      return null;
    }
  },
  set: (slug: string, id: string) => {
    try {
      sessionStorage.setItem(`lectern.chat-session.${slug}`, id);
    } catch {
      // Private mode without storage: the session simply lasts as long as the page.
    }
  },
};
