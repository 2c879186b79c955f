import { useEffect, useRef } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import type { Notice } from '@speechdeck/core/web';

export const TOAST_AUTO_CLOSE_MS = 5000;
/** Spec §9: after the pointer leaves a toast it stays one more second before the countdown resumes. */
export const TOAST_RESUME_DELAY_MS = 1000;

/** One toast per distinct message: the same failure twice in a row does not stack. Answers its id. */
export function showNotice({ kind, message }: Notice, onClose: () => void): string {
  const toastId = `${kind}:${message}`;
  toast[kind](message, { toastId, onClose });
  return toastId;
}

export function dismissToast(toastId: string): void {
  toast.dismiss(toastId);
}

/** Toasts top-right, ~5 s, paused while hovered and resumed 1 s after the pointer leaves. */
export function ToastHost() {
  const resume = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resume.current), []);
  return (
    <div
      className="toast-host"
      onMouseEnter={() => {
        clearTimeout(resume.current);
        toast.pause();
      }}
      onMouseLeave={() => {
        resume.current = setTimeout(() => toast.play(), TOAST_RESUME_DELAY_MS);
      }}
    >
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover={false} theme="dark" newestOnTop />
    </div>
  );
}
