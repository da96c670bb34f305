import { notifications } from '@mantine/notifications';

/** Toasts per spec: top-right; dark grey by default, green for success, red for error. */
export const toast = {
  show: (message: string) => notifications.show({ message, color: 'toast.7' }),
  success: (message: string) => notifications.show({ message, color: 'green' }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: 8000 }),
};
