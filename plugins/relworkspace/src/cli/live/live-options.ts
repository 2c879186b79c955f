import { z } from 'zod';
import { globalOptions } from '@speechdeck/core/cli';
import { liveSessionRequest } from '../../index.ts';

export const liveOptions = globalOptions.extend({
  file: z.string().min(1),
  language: liveSessionRequest.shape.language,
  speakers: z.boolean().default(false),
  name: z.string().trim().min(1).max(200).optional(),
  realtime: z.boolean().default(false),
});
export type LiveOptions = z.output<typeof liveOptions>;
