import { notifications } from '@mantine/notifications';

let closeLabel = 'Close';
/** The shell sets the close button's name in the user's language (an unnamed button fails axe). */
export const setToastCloseLabel = (label: string) => {
  closeLabel = label;
};
const close = () => ({ closeButtonProps: { 'aria-label': closeLabel } });

/** Toasts per spec: top-right; dark grey by default, green for success, red for error. */
export const toast = {
  show: (message: string) => notifications.show({ message, color: 'toast.7', ...close() }),
  success: (message: string) => notifications.show({ message, color: 'green', ...close() }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: 8000, ...close() }),
};
