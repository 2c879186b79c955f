import { errorMessage } from '@speechdeck/core';
import type { WebSocket } from 'ws';
import type { Clock, Logger } from '@speechdeck/core/server';
import type { LiveRecognizer, RecognizerEvents, Utterance } from '@speechdeck/engines/live';
import { LIVE_BYTES_PER_SECOND, LIVE_CLOSE, liveClientMessage, type EndReason, type LiveEnded, type LiveServerMessage } from '../../contract/live-api.ts';
import type { LiveConfig } from '../live-settings.ts';
import type { TicketGrant } from './live-tickets.ts';
import { PcmRecorder } from './pcm-recorder.ts';
import { saveSession, type SaveDeps } from './save-session.ts';

export interface SessionDeps extends SaveDeps {
  config: LiveConfig;
  clock: Clock;
  logger: Logger;
}

/** A close reason is at most 123 bytes. */
const closeReason = (text: string) => Buffer.from(text).subarray(0, 123).toString().replace(/\uFFFD$/, '');

/**
 * One live session over one WebSocket: audio frames in, recorded to the user's work dir and fed to
 * the recognizer; partials and finals out; at the end (stop, limit, silence, client gone, host
 * stopping, a bad frame) the finals are completed and the session saved to the workspace.
 */
export class LiveSession {
  private readonly recorder: PcmRecorder;
  private recognizer: LiveRecognizer | undefined;
  private readonly utterances: Utterance[] = [];
  /** The words the client shows as the partial: said, though no final has them yet. */
  private shown: Utterance | undefined;
  private readonly notes: string[] = [];
  private readonly startedAt: Date;
  private readonly maxBytes: number;
  private received = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private ending: Promise<void> | undefined;

  constructor(
    private readonly socket: WebSocket,
    readonly grant: TicketGrant,
    private readonly deps: SessionDeps,
    private readonly onEnded: () => Promise<void>,
  ) {
    this.startedAt = deps.clock.now();
    this.maxBytes = Math.floor(deps.config.limits.maxSeconds * LIVE_BYTES_PER_SECOND);
    this.recorder = new PcmRecorder(deps.media.workDir(grant.userId));
  }

  /**
   * Starts the recognizer, then tells the client it may send (`ready`). The socket is listened to
   * from the start, so a client that leaves meanwhile ends the session.
   */
  async open(startRecognizer: (events: RecognizerEvents) => Promise<LiveRecognizer>): Promise<void> {
    this.socket.on('message', (data, isBinary) => this.onFrame(data as Buffer, isBinary));
    this.socket.on('close', () => void this.end('disconnected'));
    try {
      this.recognizer = await startRecognizer({
        partial: (open) => {
          this.shown = open.words.length > 0 ? open : undefined;
          this.send({ type: 'partial', text: open.text, start: open.start });
        },
        final: (utterance) => {
          this.shown = undefined;
          const position = this.utterances.push(utterance) - 1;
          this.send({ type: 'final', position, ...utterance, received: this.received / LIVE_BYTES_PER_SECOND });
        },
        failed: (error) => void this.end('failed', error.message),
      });
    } catch (error) {
      return this.end('failed', `The live recognizer could not start: ${errorMessage(error)}`, LIVE_CLOSE.unavailable);
    }
    if (this.ending) {
      this.recognizer.abort();
      return;
    }
    this.recognizer.onDrain(() => this.socket.resume());
    this.touch();
    this.send({ type: 'ready', language: this.grant.language, engine: this.recognizer.engine, limits: this.deps.config.limits });
  }

  /** Ends the session once, whatever asks first; settles when it is saved and the client told. */
  end(reason: EndReason, message?: string, closeCode?: number): Promise<void> {
    this.ending ??= this.finish(reason, message, closeCode);
    return this.ending;
  }

  private onFrame(data: Buffer, isBinary: boolean): void {
    if (this.ending) return;
    if (!this.recognizer) return this.reject('Send audio only after the "ready" message.');
    this.touch();
    if (!isBinary) {
      let parsed;
      try {
        parsed = liveClientMessage.safeParse(JSON.parse(data.toString()));
      } catch {
        parsed = undefined;
      }
      if (parsed?.success) void this.end('stopped');
      else this.reject('A text frame must be {"type":"stop"}; audio goes in binary frames.');
      return;
    }
    const { maxFrameBytes } = this.deps.config.limits;
    if (data.length === 0 || data.length % 2 !== 0) return this.reject(`An audio frame must hold whole 16-bit samples; got ${data.length} bytes.`);
    if (data.length > maxFrameBytes) return this.reject(`An audio frame may hold at most ${maxFrameBytes} bytes; got ${data.length}.`);
    const room = this.maxBytes - this.received;
    const pcm = data.length > room ? data.subarray(0, room - (room % 2)) : data;
    this.received += pcm.length;
    this.recorder.write(pcm);
    if (!this.recognizer.push(pcm)) this.socket.pause();
    if (this.received >= this.maxBytes) void this.end('limit', `The session reached its limit of ${this.deps.config.limits.maxSeconds} s of audio.`);
  }

  private reject(message: string): void {
    void this.end('rejected', message, LIVE_CLOSE.badFrame);
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    const { idleSeconds } = this.deps.config.limits;
    this.idleTimer = setTimeout(() => void this.end('idle', `No audio came for ${idleSeconds} s.`), idleSeconds * 1000);
  }

  private send(message: LiveServerMessage): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private async finish(reason: EndReason, message: string | undefined, closeCode: number | undefined): Promise<void> {
    let result: LiveEnded['result'] = null;
    try {
      result = await this.conclude(reason, message);
    } catch (error) {
      this.deps.logger.error({ err: error }, 'a live session could not be saved');
      await this.recorder.discard().catch(() => {});
      message = 'The session could not be saved.';
      reason = 'failed';
    } finally {
      // Before the client hears of the end, so that it may open another session at once.
      await this.onEnded();
    }
    this.send({ type: 'ended', reason, ...(message ? { message } : {}), result });
    const code = closeCode ?? (reason === 'failed' ? LIVE_CLOSE.failed : reason === 'host' ? LIVE_CLOSE.goingAway : LIVE_CLOSE.normal);
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, closeReason(message ?? `Session ${reason}.`));
  }

  /** Stops the recognizer and saves what the session recorded (null when it recorded nothing). */
  private async conclude(reason: EndReason, message: string | undefined): Promise<LiveEnded['result']> {
    clearTimeout(this.idleTimer);
    this.socket.resume();
    if (reason === 'failed') {
      this.recognizer?.abort();
      if (message) this.notes.push(`Live recognition stopped early: ${message}`);
    } else if (this.recognizer) {
      await this.recognizer.finish().catch((error: Error) => {
        this.notes.push(`The last words may be missing: ${error.message}`);
      });
    }
    // What the client showed as a partial at the end is saved too: a recognizer cut off at the end
    // may close no final on it (pocketsphinx's main decoder lags its quicker partial one).
    if (this.shown) this.utterances.push(this.shown);
    if (!(await this.recorder.close())) return null;
    return saveSession(this.deps, {
      grant: this.grant, wavPath: this.recorder.path, seconds: this.recorder.seconds, engine: this.recognizer?.engine ?? 'none',
      startedAt: this.startedAt, utterances: this.utterances, notes: this.notes,
    });
  }
}
