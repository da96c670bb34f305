import type { NotificationData, notifications } from '@mantine/notifications';
import { loadWhenOnline } from './load-when-online';
import { logger } from './logger';
import { signal } from './signal';

let closeLabel = 'Close';
/** The shell sets the close button's name in the user's language (an unnamed button fails axe). */
export const setToastCloseLabel = (label: string) => {
  closeLabel = label;
};

// The toasts' store comes with the first toast, not with the first paint. Toasts keep their order: each waits
// on the same promise. Offline before it was fetched, they wait for the network (as the container
// does); a fetch that still fails is tried again by the next toast.
let store: Promise<{ notifications: typeof notifications }> | null = null;
const load = () =>
  (store ??= loadWhenOnline(() => import('@mantine/notifications')).catch((error: unknown) => {
    store = null;
    throw error;
  }));

// The container (with its transitions and portal) mounts with the first toast, not with the page:
// most visits raise none.
export const toastsWanted = signal(false);

/** The toasts' store, for a notice of its own (the update prompt); the container mounts with it. */
export function loadToasts() {
  if (!toastsWanted.get()) toastsWanted.set(true);
  return load();
}

function show(data: NotificationData) {
  // The close button is named when the toast is raised, in the language then shown.
  const withClose = { ...data, closeButtonProps: { 'aria-label': closeLabel } };
  loadToasts()
    .then((m) => m.notifications.show(withClose))
    .catch((error: unknown) => logger.error('A notice could not be shown', { message: data.message, error }));
}

/** Toasts per spec: top-right; dark grey by default, green for success, red for error. */
export const toast = {
  show: (message: string) => show({ message, color: 'gray.8' }),
  success: (message: string) => show({ message, color: 'green' }),
  error: (message: string) => show({ message, color: 'red', autoClose: 8000 }),
};
