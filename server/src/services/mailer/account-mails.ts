import type { MailMessage } from '@speechdeck/core/server';

const LATEST_ONLY = 'Only the link in the newest of our e-mails works.';

/**
 * The account e-mails. They go to whatever address was typed, before anyone proved it theirs, so
 * they carry nothing the requester typed (no name): only our text and our links, which point at
 * the dashboard's hash routes under the configured public URL.
 */
export const accountMails = {
  confirm(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Confirm your speechdeck account',
      text: `Hello,\n\nconfirm your e-mail address to start using speechdeck:\n\n${link}\n\nThe link works once and expires in 24 hours. ${LATEST_ONLY} If you did not register, ignore this message.\n`,
      links: [link],
    };
  },
  /** A registration for an address whose account is not confirmed yet: its link applies this registration. */
  confirmRepeated(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Confirm your speechdeck account',
      text: `Hello,\n\nsomeone (perhaps you) registered again with this e-mail address, whose speechdeck account is not confirmed yet. Confirm it here, then log in with the password chosen in this latest registration:\n\n${link}\n\nThe link works once and expires in 24 hours. ${LATEST_ONLY} If it was not you, ignore this message: nothing changes unless the link is opened.\n`,
      links: [link],
    };
  },
  alreadyRegistered(to: string, loginLink: string, resetLink: string): MailMessage {
    return {
      to,
      subject: 'Someone tried to register with your e-mail on speechdeck',
      text: `Hello,\n\nsomeone (perhaps you) tried to register a speechdeck account with this e-mail address, which already has one.\n\nLog in here:\n\n${loginLink}\n\nForgot your password? Reset it here:\n\n${resetLink}\n\nIf it was not you, you can ignore this message: nothing has changed.\n`,
      links: [loginLink],
    };
  },
  reset(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Reset your speechdeck password',
      text: `Hello,\n\nset a new speechdeck password here:\n\n${link}\n\nThe link works once and expires in 1 hour. ${LATEST_ONLY} If you did not ask for it, ignore this message: your password stays as it is.\n`,
      links: [link],
    };
  },
};
