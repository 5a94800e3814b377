import { pageTitle } from '@lectern/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Sets document.title on every route change: each page its own (the share page then uses the video's title). */
export function RouteTitleSync() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return null;
}
