import { globalOptions } from '@speechdeck/core/cli';
import { z } from 'zod';
import { speakerName } from '../../index.ts';
import { concurrencyOption } from '../shared/concurrency-option.ts';

const paths = z.array(z.string()).min(1);

/** `speakers enroll <name> <files...>`: the name as the host takes it (not 'unknown', no control characters). */
export const enrollOptions = globalOptions.extend({ name: speakerName, inputs: paths });
export type EnrollOptions = z.output<typeof enrollOptions>;

export const identifyOptions = globalOptions.extend({ inputs: paths, concurrency: concurrencyOption });
export type IdentifyOptions = z.output<typeof identifyOptions>;

export const deleteOptions = globalOptions.extend({ name: speakerName, yes: z.boolean().default(false) });
