import { formatClock } from '@speechdeck/core/cli';
import type { LiveServerMessage } from '../../index.ts';

/** How a message reads for people: finals on stdout, partials on stderr (they are replaced). */
export function describeMessage(message: LiveServerMessage): { out?: string; note?: string } {
  switch (message.type) {
    case 'ready':
      return { note: `Streaming (${message.language}, ${message.engine})...` };
    case 'partial':
      return message.text ? { note: `  ... ${message.text}` } : {};
    case 'final':
      return { out: `[${formatClock(message.start)} - ${formatClock(message.end)}] ${message.text}` };
    case 'ended':
      return {
        note: message.result
          ? `Saved to the workspace as "${message.result.fn}" (${message.result.processId}, ${message.result.segments.length} segments)${message.message ? `: ${message.message}` : ''}`
          : `Nothing was saved: ${message.message ?? 'no audio was sent'}`,
      };
  }
}
