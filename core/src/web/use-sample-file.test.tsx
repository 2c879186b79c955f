import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleBus, type SampleMedia } from './sample-bus.ts';
import { followSampleFiles, type SampleFileHandlers } from './use-sample-file.ts';

/* In jsdom (the web project): the File must hold the sample's bytes there too, as the pages' tests upload it. */

const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(300, 9)]);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200, 4)]);
/** Held back until released, to pick another sample while this one is on its way. */
let releaseSlow: () => void = () => {};
let slowArrived: () => void = () => {};

/** A real little file server standing in for the dashboard's own /samples/ folder. */
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const headers = { 'access-control-allow-origin': '*' };
    if (request.url === '/samples/T%C3%BCrk%C3%A7e%20kad%C4%B1n.wav') {
      response.writeHead(200, { ...headers, 'content-type': 'audio/wav' }).end(WAV);
    } else if (request.url === '/samples/slow.mp3') {
      releaseSlow = () => {
        releaseSlow = () => {};
        response.writeHead(200, { ...headers, 'content-type': 'audio/mpeg' }).end(MP3);
      };
      slowArrived();
    } else {
      response.writeHead(404, headers).end();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => {
  releaseSlow();
  server.close(() => done());
  server.closeAllConnections();
}));

const sample = (path: string, name = path): SampleMedia => ({ name, description: '', path: `${origin}${path}`, kind: 'audio', language: 'tr' });
const TURKISH = '/samples/T%C3%BCrk%C3%A7e%20kad%C4%B1n.wav';

/** Every call the follower makes, in order, and a promise for the next delivery or failure. */
function recorder() {
  const events: string[] = [];
  const files: File[] = [];
  let settle: () => void = () => {};
  const handlers: SampleFileHandlers = {
    loading: (loading) => events.push(`loading ${loading?.name ?? 'none'}`),
    loaded: (file, from) => {
      events.push(`loaded ${from.name}`);
      files.push(file);
      settle();
    },
    failed: (from) => {
      events.push(`failed ${from.name}`);
      settle();
    },
  };
  const next = () => new Promise<void>((resolve) => (settle = resolve));
  return { events, files, handlers, next };
}

describe('followSampleFiles', () => {
  it('fetches the sample selected before it was called as a File with its bytes, its decoded name and its type', async () => {
    const bus = createSampleBus();
    bus.select(sample(TURKISH, 'Turkish woman'));
    const { events, files, handlers, next } = recorder();
    const delivered = next();
    const stop = followSampleFiles(bus, handlers);
    await delivered;
    stop();

    expect(events).toEqual(['loading Turkish woman', 'loading none', 'loaded Turkish woman']);
    const [file] = files;
    expect(file!.name).toBe('Türkçe kadın.wav');
    expect(file!.type).toBe('audio/wav');
    // The bytes themselves, not the text "[object Blob]" a File made from the fetch's Blob held here.
    expect(Buffer.from(await file!.arrayBuffer()).equals(WAV)).toBe(true);
  });

  it('delivers only the last sample picked when another is picked while one is on its way', async () => {
    const bus = createSampleBus();
    const { events, files, handlers, next } = recorder();
    const stop = followSampleFiles(bus, handlers);
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    bus.select(sample('/samples/slow.mp3', 'slow'));
    await arrived;
    const delivered = next();
    bus.select(sample(TURKISH, 'Turkish woman'));
    await delivered;
    // The first one's answer, coming late, is not delivered over the second.
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();

    expect(events).toEqual(['loading slow', 'loading Turkish woman', 'loading none', 'loaded Turkish woman']);
    expect(files.map((file) => file.name)).toEqual(['Türkçe kadın.wav']);
  });

  it('says which sample failed when it cannot be fetched, and follows nothing once stopped', async () => {
    const bus = createSampleBus();
    const { events, handlers, next } = recorder();
    const stop = followSampleFiles(bus, handlers);
    const failed = next();
    bus.select(sample('/samples/missing.wav', 'missing'));
    await failed;
    expect(events).toEqual(['loading missing', 'loading none', 'failed missing']);

    stop();
    bus.select(sample(TURKISH, 'Turkish woman'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toHaveLength(3);
  });
});
