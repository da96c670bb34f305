import { RouterProvider } from '@tanstack/react-router';
import { Component, type ReactNode } from 'react';
import { getRouter } from './router';
import { ThemeAndI18n, AppProviders } from './providers';
import { ErrorScreen } from './components/error-screen';
import { useAuthSession } from './use-auth-session';
import type { StaticPath } from '@/lib/route-paths';

/** Last line of defence outside the router: still the global error screen. */
class RootErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

const navigate = (to: StaticPath) => void getRouter().navigate({ to });
// Module-level so the providers' effect does not run again on every render.
const preload = (to: StaticPath) =>
  void getRouter()
    .preloadRoute({ to })
    .catch(() => {});

function Shell() {
  const session = useAuthSession();
  return (
    <AppProviders session={session} navigate={navigate} preload={preload}>
      <RouterProvider router={getRouter()} />
    </AppProviders>
  );
}

export function App() {
  return (
    <ThemeAndI18n>
      <RootErrorBoundary>
        <Shell />
      </RootErrorBoundary>
    </ThemeAndI18n>
  );
}
