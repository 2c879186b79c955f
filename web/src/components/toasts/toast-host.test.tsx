import { cleanup, fireEvent, render } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_RESUME_DELAY_MS, ToastHost } from './toast-host.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ToastHost', () => {
  it('pauses while the pointer is over the toasts and resumes 1 s after it leaves', () => {
    vi.useFakeTimers();
    const pause = vi.spyOn(toast, 'pause');
    const play = vi.spyOn(toast, 'play');
    const { container } = render(<ToastHost />);
    const host = container.querySelector('.toast-host')!;

    fireEvent.mouseEnter(host);
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(host);
    vi.advanceTimersByTime(TOAST_RESUME_DELAY_MS - 1);
    expect(play).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(1);

    // Coming back within the second keeps them paused.
    fireEvent.mouseLeave(host);
    vi.advanceTimersByTime(500);
    fireEvent.mouseEnter(host);
    vi.advanceTimersByTime(TOAST_RESUME_DELAY_MS);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
