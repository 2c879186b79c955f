import { existsSync } from 'node:fs';
import { CliError, connectSession, EXIT_CODES, printJsonLine, printLines, printNote } from '@speechdeck/core/cli';
import { createLiveClient } from '../../index.ts';
import { describeMessage } from './live-report.ts';
import type { LiveOptions } from './live-options.ts';
import { streamFile } from './stream-file.ts';

/**
 * `speechdeck live`: a file streamed through a live session as the page streams the microphone,
 * saved to the workspace the same way. With --json every server message is a JSON line.
 */
export async function runLive(options: LiveOptions): Promise<void> {
  if (!existsSync(options.file)) throw new CliError(EXIT_CODES.USAGE, `No such file: ${options.file}`);
  const { host } = await connectSession({ json: options.json });
  const ticket = await host.request('Opening a live session', () =>
    createLiveClient(host.http).openSession({ language: options.language, speakers: options.speakers, ...(options.name ? { name: options.name } : {}) }),
  );
  const ended = await streamFile({
    server: host.server,
    ticket: ticket.ticket,
    token: host.token(),
    file: options.file,
    realtime: options.realtime,
    onMessage(message) {
      if (options.json) return printJsonLine(message);
      const { out, note } = describeMessage(message);
      if (out) printLines(out);
      if (note) printNote(note);
    },
  });
  if (!ended.result) throw new CliError(EXIT_CODES.FAILURE, `Nothing was saved: ${ended.message ?? 'no audio reached the host'}`);
}
