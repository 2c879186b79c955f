import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';
import { createLiveClient, LIVE_CLOSE, LIVE_SAMPLE_RATE, liveSocketUrl, parseServerMessage, type LiveLimits } from '../../index.ts';
import { CaptureError, openMicrophone, startCapture, type Capture, type CaptureFailure } from '../capture/microphone-capture.ts';
import { applyMessage, emptyTranscript, type LiveTranscript } from './live-transcript.ts';

export type LiveFailure =
  | { kind: 'microphone'; reason: CaptureFailure }
  | { kind: 'refused'; message: string }
  | { kind: 'closed'; code: number; reason: string };

export type LivePhase = 'idle' | 'starting' | 'live' | 'saving' | 'ended';

export interface LiveOptions {
  language: string;
  speakers: boolean;
}

interface Running {
  socket: WebSocket | null;
  capture: Capture | null;
  stream: MediaStream | null;
}

/**
 * One live session from the page: the microphone, then a ticket, then the socket; audio frames
 * out once the host is ready, messages in. Leaving the page lets go of the microphone and closes
 * the socket (the host saves what it has).
 */
export function useLiveSession() {
  const { http } = usePlatform();
  const client = useMemo(() => createLiveClient(http), [http]);
  const [phase, setPhase] = useState<LivePhase>('idle');
  const [transcript, setTranscript] = useState<LiveTranscript>(emptyTranscript);
  const [failure, setFailure] = useState<LiveFailure | null>(null);
  const [level, setLevel] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [limits, setLimits] = useState<LiveLimits | null>(null);
  const running = useRef<Running>({ socket: null, capture: null, stream: null });

  const release = useCallback(() => {
    const current = running.current;
    current.capture?.stop();
    for (const track of current.stream?.getTracks() ?? []) track.stop();
    running.current = { ...current, capture: null, stream: null };
    setLevel(0);
  }, []);

  useEffect(() => () => {
    release();
    running.current.socket?.close(LIVE_CLOSE.normal, 'The page was left.');
  }, [release]);

  const start = async ({ language, speakers }: LiveOptions) => {
    if (phase === 'starting' || phase === 'live' || phase === 'saving') return;
    setPhase('starting');
    setFailure(null);
    setTranscript(emptyTranscript);
    setSeconds(0);
    const fail = (next: LiveFailure) => {
      release();
      setFailure(next);
      setPhase('idle');
    };
    let stream: MediaStream;
    try {
      stream = await openMicrophone();
    } catch (error) {
      return fail({ kind: 'microphone', reason: error instanceof CaptureError ? error.reason : 'failed' });
    }
    running.current.stream = stream;
    let ticket;
    try {
      ticket = await client.openSession({ language, speakers });
    } catch (error) {
      return fail({ kind: 'refused', message: error instanceof ApiError || error instanceof Error ? error.message : String(error) });
    }
    setLimits(ticket.limits);
    const socket = new WebSocket(liveSocketUrl(window.location.href, ticket.ticket));
    socket.binaryType = 'arraybuffer';
    running.current.socket = socket;
    let ended = false;
    let sent = 0;
    socket.onmessage = async (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      const message = parseServerMessage(event.data);
      if (!message) return;
      setTranscript((current) => applyMessage(current, message));
      if (message.type === 'ended') {
        ended = true;
        release();
        setPhase('ended');
      }
      if (message.type !== 'ready') return;
      try {
        running.current.capture = await startCapture(stream, (pcm, frameLevel) => {
          if (socket.readyState !== WebSocket.OPEN) return;
          socket.send(pcm);
          sent += pcm.byteLength;
          setSeconds(sent / 2 / LIVE_SAMPLE_RATE);
          setLevel(frameLevel);
        });
        setPhase('live');
      } catch {
        socket.close(LIVE_CLOSE.normal, 'The microphone could not be read.');
        fail({ kind: 'microphone', reason: 'failed' });
      }
    };
    socket.onclose = (event) => {
      running.current.socket = null;
      if (ended) return;
      // Closed without saying it saved: refused at the door, or the connection was lost.
      fail({ kind: 'closed', code: event.code, reason: event.reason });
    };
  };

  /** Stops recording; the host completes the last words and saves (then `ended`). */
  const stop = () => {
    const { socket } = running.current;
    release();
    if (socket?.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ type: 'stop' }));
      setPhase('saving');
    }
  };

  return { phase, transcript, failure, level, seconds, limits, start, stop };
}
