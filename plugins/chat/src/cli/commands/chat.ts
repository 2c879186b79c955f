import { connectHost, formatClock, globalOptions, parseOptions, printJson, printNote } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { z } from 'zod';
import { CHAT_LIMITS, streamChat, type AnswerInfo, type Citation } from '../../index.ts';

const chatOptions = globalOptions.extend({
  message: z.string().trim().min(1, 'Give the message to send.'),
  attach: z.array(z.string().min(1)).max(CHAT_LIMITS.attachMax, `Attach at most ${CHAT_LIMITS.attachMax} transcripts.`).default([]),
  retrieve: z.boolean().default(false),
  conversation: z.string().min(1).optional(),
});

const repeat = (value: string, previous: string[] = []) => [...previous, value];

/** `[1] meeting.wav 1:05-1:10 S1 (meeting-1)`: where a citation points, to play it in the dashboard or look it up. */
export function citationLine(citation: Citation): string {
  return `[${citation.n}] ${citation.fn} ${formatClock(citation.start)}-${formatClock(citation.end)}${citation.spk ? ` ${citation.spk}` : ''} (${citation.processId}): ${citation.text}`;
}

export const chat = new Command('chat')
  .description('ask the host\'s chat model, grounded on your transcripts; the answer streams to stdout, its citations follow')
  .argument('<message>', 'the question or message')
  .option('--attach <processId>', `give the model a transcript of yours (repeat for more, at most ${CHAT_LIMITS.attachMax})`, repeat)
  .option('--retrieve', 'search your recordings for the question\'s words and give the model the best segments')
  .option('--conversation <id>', 'continue this conversation (its id is printed after each answer)')
  .action(async (message: string, _options, command: Command) => {
    const options = parseOptions(chatOptions, command, { message });
    const host = connectHost({ json: options.json });
    host.requireLogin();
    const request = {
      messages: [{ role: 'user' as const, content: options.message }],
      attach: options.attach,
      retrieve: options.retrieve,
      ...(options.conversation ? { conversationId: options.conversation } : {}),
    };
    let answer = '';
    let info: AnswerInfo | null = null;
    // No spinner: the answer itself shows progress, and a spinner on stderr would break its lines.
    try {
      for await (const event of streamChat({ baseUrl: host.server, token: host.token() }, request)) {
        if (event.type === 'delta') {
          answer += event.content;
          if (!options.json) process.stdout.write(event.content);
        } else if (event.type === 'answer') info = event.info;
      }
    } catch (error) {
      if (answer && !options.json) process.stdout.write('\n');
      throw error;
    }
    const done = info as AnswerInfo | null;
    if (options.json) {
      printJson({ answer, ...done });
      return;
    }
    process.stdout.write('\n');
    if (done?.citations.length) process.stdout.write(`\n${done.citations.map(citationLine).join('\n')}\n`);
    if (done) printNote(`Conversation ${done.conversationId}: continue it with --conversation ${done.conversationId}`);
  });
