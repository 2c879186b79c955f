import { DEFAULT_OUT_DIR, globalOptions } from '@speechdeck/core/cli';
import { z } from 'zod';
import { CHANNEL_SIDES, type ChannelSide } from '../../contract/splitter-api.ts';

const channelHint = 'Give --channel 0 (left) or 1 (right), or leave it out for both.';

/** `--channel 0|1` (or left / right): the side to write; absent, both. */
const channelOption = z
  .string()
  .trim()
  .toLowerCase()
  .transform((text, context): ChannelSide => {
    if (text === '0' || text === 'left') return 'left';
    if (text === '1' || text === 'right') return 'right';
    context.addIssue({ code: 'custom', message: channelHint });
    return z.NEVER;
  });

export const splitOptions = globalOptions.extend({
  inputs: z.array(z.string()).min(1),
  out: z.string().min(1).default(DEFAULT_OUT_DIR),
  /** The sides to write, left first. */
  channel: channelOption.optional().transform((side): ChannelSide[] => (side ? [side] : [...CHANNEL_SIDES])),
  concurrency: z.coerce.number({ error: 'Give a number from 1 to 16.' }).int().min(1).max(16).default(2),
  force: z.boolean().default(false),
});
export type SplitOptions = z.output<typeof splitOptions>;

/** Each side's output, as a format of the batch: `calls/a.mp3` -> `OUT/calls/a.mp3.left.wav`. */
export const sideFormat = (side: ChannelSide) => `${side}.wav` as const;
export type SideFormat = ReturnType<typeof sideFormat>;
