import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './routes/app-routes';
import { RouteTitleSync } from './routes/route-title-sync';
import { SessionEndWatcher } from './session/session-end-watcher';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouteTitleSync />
        <SessionEndWatcher />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
