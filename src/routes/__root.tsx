import { Outlet, createRootRoute, useMatches } from '@tanstack/react-router';
import { AppLayout } from '@/app/components/app-layout';
import { ErrorScreen } from '@/app/components/error-screen';
import { NotFound } from '@/app/components/not-found';
import { useRouteAnnouncer } from '@/app/use-route-announcer';

function Root() {
  const bare = useMatches({ select: (matches) => matches.some((m) => m.staticData?.layout === 'bare') });
  useRouteAnnouncer();
  return (
    <AppLayout bare={bare}>
      <Outlet />
    </AppLayout>
  );
}

export const Route = createRootRoute({
  component: Root,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
  notFoundComponent: NotFound,
});
