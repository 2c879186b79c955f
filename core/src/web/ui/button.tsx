import type { ButtonHTMLAttributes, Ref } from 'react';

export interface ButtonLook {
  /** 'primary' for the page's main action, 'danger' for one that destroys something. */
  variant?: 'default' | 'primary' | 'danger';
  size?: 'normal' | 'small';
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  ref?: Ref<HTMLButtonElement>;
}

/** The classes of a kit button, for a link that should look like one: `<a className={buttonClass({ variant: 'primary' })}>`. */
export function buttonClass({ variant = 'default', size = 'normal' }: ButtonLook = {}, extra?: string): string {
  return ['button', variant !== 'default' && `button--${variant}`, size === 'small' && 'button--small', extra].filter(Boolean).join(' ');
}

/** A button; `type="button"` unless it says otherwise, so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}
