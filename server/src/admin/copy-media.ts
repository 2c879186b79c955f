import { Command } from 'commander';
import ora from 'ora';
import { z } from 'zod';
import { S3_URL } from '../services/media/s3-url.ts';
import { copyMediaToBucket } from './migrate-store/copy-media.ts';

const optionsSchema = z.object({
  from: z.string({ error: '--from <media folder> is required: SPEECHDECK_MEDIA_DIR, or a data dir\'s media/' }).min(1),
  images: z.string().min(1).optional(),
  to: z.string({ error: '--to <url> is required: the bucket, s3://KEY:SECRET@host/bucket[/prefix]' })
    .regex(S3_URL, '--to must be an S3 URL, s3://KEY:SECRET@host/bucket[/prefix] (s3+http:// for a server without TLS)'),
  json: z.boolean().default(false),
});

export const copyMediaCommand = new Command('copy-media')
  .description('copy a media folder, its hosts stopped, into an S3-compatible bucket (then start them with SPEECHDECK_MEDIA_URL)')
  .option('--from <folder>', 'the media folder: SPEECHDECK_MEDIA_DIR, or <data dir>/media on a single machine')
  .option('--images <folder>', 'the editor\'s images (default <from>/images; <data dir>/images on a single machine)')
  .option('--to <url>', 'the bucket, the SPEECHDECK_MEDIA_URL the hosts will have: s3://KEY:SECRET@host[:port]/bucket[/prefix]')
  .option('--json', 'print the summary as JSON on stdout')
  .action(async (raw: unknown) => {
    const options = optionsSchema.parse(raw);
    const live = Boolean(process.stderr.isTTY && process.stderr.columns);
    const spinner = ora({ text: 'copying media', stream: process.stderr, isSilent: !live }).start();
    const copied = await copyMediaToBucket(options, (files, bytes) => void (spinner.text = `${files} files, ${bytes} bytes`)).finally(() => spinner.stop());
    if (options.json) process.stdout.write(`${JSON.stringify(copied, null, 2)}\n`);
    else process.stdout.write(`Copied ${copied.files} media files, ${copied.bytes} bytes, into the bucket.\n`);
  });
