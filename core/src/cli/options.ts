import type { Command } from 'commander';
import { z } from 'zod';

/** The options every command has (declared once on the program). */
export const globalOptions = z.object({ json: z.boolean().default(false) });

/**
 * Validates a command's options (with the global ones) and positional arguments; a ZodError
 * becomes a usage error (exit 2) at the CLI's error exit (describeError).
 */
export function parseOptions<S extends z.ZodType>(schema: S, command: Command, args: Record<string, unknown> = {}): z.output<S> {
  return schema.parse({ ...command.optsWithGlobals(), ...args });
}

/** A positive whole-number id given on the command line. */
export const idArgument = z.coerce.number({ error: 'Give the id as a number.' }).int().positive();
