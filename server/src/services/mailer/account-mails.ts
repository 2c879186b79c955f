import type { MailMessage } from '@speechdeck/core/server';

/** The account e-mails. Links point at the dashboard's hash routes under the configured public URL. */
export const accountMails = {
  confirm(to: string, firstName: string, link: string): MailMessage {
    return {
      to,
      subject: 'Confirm your speechdeck account',
      text: `Hello ${firstName},\n\nconfirm your e-mail address to start using speechdeck:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not register, ignore this message.\n`,
      links: [link],
    };
  },
  alreadyRegistered(to: string, loginLink: string, resetLink: string, confirmLink?: string): MailMessage {
    const confirmPart = confirmLink
      ? `Your account is not confirmed yet. Confirm it here:\n\n${confirmLink}\n\n`
      : `Log in here:\n\n${loginLink}\n\nForgot your password? Reset it here:\n\n${resetLink}\n\n`;
    return {
      to,
      subject: 'Someone tried to register with your e-mail on speechdeck',
      text: `Hello,\n\nsomeone (perhaps you) tried to register a speechdeck account with this e-mail address, which already has one.\n\n${confirmPart}If it was not you, you can ignore this message: nothing has changed.\n`,
      links: [confirmLink ?? loginLink],
    };
  },
  reset(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Reset your speechdeck password',
      text: `Hello,\n\nset a new speechdeck password here:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays as it is.\n`,
      links: [link],
    };
  },
};
