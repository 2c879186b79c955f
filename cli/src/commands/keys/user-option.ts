import { idArgument } from '@speechdeck/core/cli';

/** `--user <id>`: an admin's way to act on another user's keys (the host's `userId`). */
export const userOption = idArgument.optional();
export const USER_OPTION_HELP = "another user's keys, by user id (admin)";
