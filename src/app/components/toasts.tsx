import { Notifications } from '@mantine/notifications';

/** The toast container; loaded after the first paint (toasts raised before it mounts wait in the store). */
export function Toasts() {
  return <Notifications position="top-right" zIndex={1000} />;
}
