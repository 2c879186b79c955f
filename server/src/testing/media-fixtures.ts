import { execFileSync } from 'node:child_process';


/** Converts a fixture with ffmpeg (any format by extension), for tests that upload real media. */
export function convertMedia(input: string, output: string, extra: string[] = []): string {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', input, ...extra, output]);
  return output;
}

/** Speech synthesized by espeak-ng into a WAV: quick, real audio for tests that need any speech. */
export function espeakWav(text: string, output: string, voice = 'en-us'): string {
  execFileSync('espeak-ng', ['-v', voice, '-w', output, text]);
  return output;
}

/** Uploads a file as multipart `file` with the bearer token; answers status and parsed body. */
export async function uploadTo(url: string, token: string, path: string, name = path.split('/').pop()!): Promise<{ status: number; body: Record<string, unknown> }> {
  const { openAsBlob } = await import('node:fs');
  const form = new FormData();
  form.append('file', await openAsBlob(path), name);
  const response = await fetch(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}


/** Media made by an ffmpeg lavfi source, e.g. `anullsrc=r=16000:cl=mono` for silence. */
export function generateMedia(source: string, output: string, seconds: number): string {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-t', String(seconds), output]);
  return output;
}
