import { ffmpeg } from './audio-fixtures.ts';

/** Converts a fixture with ffmpeg (the format follows the output's extension), for tests that upload real media. */
export function convertMedia(input: string, output: string, extra: string[] = []): string {
  ffmpeg('-i', input, ...extra, output);
  return output;
}

/** Media made by an ffmpeg lavfi source, e.g. `anullsrc=r=16000:cl=mono` for silence. */
export function generateMedia(source: string, output: string, seconds: number): string {
  ffmpeg('-f', 'lavfi', '-i', source, '-t', String(seconds), output);
  return output;
}

/** Uploads a file as multipart `file` with the bearer token; answers status and parsed body. */
export async function uploadTo(url: string, token: string, path: string, name = path.split('/').pop()!): Promise<{ status: number; body: Record<string, unknown> }> {
  const { openAsBlob } = await import('node:fs');
  const form = new FormData();
  form.append('file', await openAsBlob(path), name);
  const response = await fetch(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { text } };
  }
}
