import { toast } from 'react-toastify';

/** One toast per distinct message: the same failure twice in a row does not stack. */
export function showError(message: string): void {
  toast.error(message, { toastId: `error:${message}` });
}

export function showSuccess(message: string): void {
  toast.success(message, { toastId: `ok:${message}` });
}

export function showInfo(message: string): void {
  toast.info(message, { toastId: `info:${message}` });
}
