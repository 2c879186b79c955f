import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './file-name.ts';

describe('fileNameFrom', () => {
  it('prefers the UTF-8 filename*, then the plain filename', () => {
    expect(fileNameFrom(`attachment; filename="a.mp3"; filename*=UTF-8''%C3%A7ay.mp3`, 'http://h/x')).toBe('çay.mp3');
    expect(fileNameFrom(`attachment; filename*=iso-8859-1'en'%E7ay.mp3; filename="cay.mp3"`, 'http://h/x')).toBe('cay.mp3');
    expect(fileNameFrom('attachment; filename="say \\"hi\\".wav"', 'http://h/x')).toBe('say "hi".wav');
    expect(fileNameFrom('inline; filename=clip.webm', 'http://h/x')).toBe('clip.webm');
  });

  it('falls back to the last segment of the URL path', () => {
    expect(fileNameFrom(undefined, 'http://h/media/t%C3%BCrk%C3%A7e%20ses.ogg?x=1')).toBe('türkçe ses.ogg');
    expect(fileNameFrom('attachment', 'http://h/a/b.mp4')).toBe('b.mp4');
    expect(fileNameFrom(undefined, 'http://h/')).toBeNull();
    expect(fileNameFrom(undefined, 'http://h/%E0%A4%A')).toBeNull();
  });

  it('keeps only a base name without control characters', () => {
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'http://h/x')).toBe('passwd');
    expect(fileNameFrom('attachment; filename="C:\\\\temp\\\\a.wav"', 'http://h/x')).toBe('a.wav');
    expect(fileNameFrom(`attachment; filename*=UTF-8''bad%0D%0Aname.mp3`, 'http://h/x')).toBe('badname.mp3');
    expect(fileNameFrom('attachment; filename=".."', 'http://h/fallback.wav')).toBe('fallback.wav');
  });
});
