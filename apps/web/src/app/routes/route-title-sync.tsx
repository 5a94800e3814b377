import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeTitle } from './route-title';

/** Sets document.title on every route change. */
export function RouteTitleSync() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  return null;
}
