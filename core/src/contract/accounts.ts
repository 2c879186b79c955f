import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okMessage } from './errors.ts';

export const ROLE_NAMES = ['USER', 'ADMIN'] as const;
export const roleName = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleName>;

/** Role ids as sent by `/user/add` and `/user/update` (`role: { id }`). */
export const ROLE_IDS: Record<RoleName, number> = { USER: 1, ADMIN: 2 };

export const MIN_PASSWORD_LENGTH = 8;
export const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(256, 'Password must be at most 256 characters.');

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.'));
// A name is one line of text: it is shown in lists and must not smuggle line breaks anywhere it is written.
const personName = z.string().trim().min(1, 'Required.').max(100).regex(/^\P{Cc}*$/u, 'Use one line without control characters.');

export const userView = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.object({ name: roleName })),
});
export type UserView = z.infer<typeof userView>;

/** What an admin sees of a user. */
export const adminUserView = userView.extend({
  username: z.string(),
  active: z.boolean(),
  confirmed: z.boolean(),
  employee: z.object({ id: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type AdminUserView = z.infer<typeof adminUserView>;

export const loginBody = z.object({ email, password: z.string().min(1, 'Required.') });
export const loginResponse = z.object({ jwtToken: z.string(), user: userView });
export type LoginResponse = z.infer<typeof loginResponse>;

export const registrationBody = z
  .object({
    email,
    password,
    matchingPassword: z.string(),
    firstName: personName,
    lastName: personName,
  })
  .refine((b) => b.password === b.matchingPassword, {
    path: ['matchingPassword'],
    message: 'Passwords do not match.',
  });
export type RegistrationBody = z.infer<typeof registrationBody>;

export const savePasswordBody = z.object({ token: z.string().min(1), newPassword: password });
export const resetTokenBody = z.object({ token: z.string().min(1) });
export const updatePasswordBody = z.object({ oldPassword: z.string().min(1, 'Required.'), newPassword: password });

const idRef = z.object({ id: z.number().int().positive() });

export const userAddBody = z.object({
  password,
  username: email,
  role: idRef,
  employee: idRef.nullish(),
});
export const userUpdateBody = z.object({
  id: z.number().int().positive(),
  password: password.optional(),
  username: email.optional(),
  role: idRef.optional(),
  employee: idRef.nullish(),
  active: z.boolean().optional(),
});
export type UserAddBody = z.infer<typeof userAddBody>;
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['accounts'];

export const accountsApi = {
  login: defineEndpoint({
    method: 'POST', path: '/auth/login', access: 'public', tags,
    summary: 'Log in with e-mail and password; answers a JWT and the user. With the right password of an unconfirmed account: 403 with `fields.email`. Throttled: 429 with Retry-After.',
    body: loginBody, response: loginResponse,
  }),
  register: defineEndpoint({
    method: 'POST', path: '/auth/registration', access: 'public', tags,
    summary: 'Register; a confirmation e-mail is sent. Answers the same whether or not the e-mail is known. Limited per address and client: 429 with Retry-After.',
    body: registrationBody, response: okMessage,
  }),
  resetPassword: defineEndpoint({
    method: 'POST', path: '/auth/resetPassword', access: 'public', tags,
    summary: 'Mail a single-use password reset link. Always answers the same. Limited per address and client: 429 with Retry-After.',
    query: z.object({ email }), response: okMessage,
  }),
  checkResetToken: defineEndpoint({
    method: 'POST', path: '/auth/checkResetToken', access: 'public', tags,
    summary: 'Whether a reset token can still be used (without using it): 200, or 400 saying it is used, replaced, expired or unknown.',
    body: resetTokenBody, response: okMessage,
  }),
  resendConfirmation: defineEndpoint({
    method: 'POST', path: '/auth/resendConfirmation', access: 'public', tags,
    summary: 'Mail a new confirmation link to an unconfirmed account. Always answers the same. Limited per address and client: 429 with Retry-After.',
    query: z.object({ email }), response: okMessage,
  }),
  savePassword: defineEndpoint({
    method: 'POST', path: '/auth/savePassword', access: 'public', tags,
    summary: 'Set a new password with the e-mailed reset token.',
    body: savePasswordBody, response: okMessage,
  }),
  registrationConfirm: defineEndpoint({
    method: 'GET', path: '/auth/registrationConfirm', access: 'public', tags,
    summary: 'Confirm an account with the e-mailed token.',
    query: z.object({ token: z.string().min(1) }), response: okMessage,
  }),
  updatePassword: defineEndpoint({
    method: 'POST', path: '/user/updatePassword', access: 'user', tags,
    summary: 'Change the caller\'s password; every earlier token stops working.',
    body: updatePasswordBody, response: okMessage,
  }),
  me: defineEndpoint({
    method: 'GET', path: '/user/me', access: 'user', tags,
    summary: 'The caller\'s own account.',
    response: userView,
  }),
  all: defineEndpoint({
    method: 'GET', path: '/user/all', access: 'admin', tags,
    summary: 'Every user (admin).', response: z.array(adminUserView),
  }),
  find: defineEndpoint({
    method: 'GET', path: '/user/find/{id}', access: 'admin', tags,
    summary: 'One user (admin).', params: idParam, response: adminUserView,
  }),
  add: defineEndpoint({
    method: 'POST', path: '/user/add', access: 'admin', tags,
    summary: 'Create a confirmed user (admin).', body: userAddBody, response: adminUserView,
  }),
  update: defineEndpoint({
    method: 'PUT', path: '/user/update', access: 'admin', tags,
    summary: 'Update a user (admin); deactivation ends their sessions.', body: userUpdateBody, response: adminUserView,
  }),
  remove: defineEndpoint({
    method: 'DELETE', path: '/user/delete/{id}', access: 'admin', tags,
    summary: 'Delete a user (admin).', params: idParam, response: okMessage,
  }),
} as const;
