/** One query key per endpoint, all under 'tts' so a change (a new synthesis, a deletion) can refresh them together. */
export const ttsKeys = {
  all: ['tts'] as const,
  voices: () => ['tts', 'voices'] as const,
  syntheses: () => ['tts', 'syntheses'] as const,
  synthesis: (id: string | null) => ['tts', 'synthesis', id] as const,
  audio: (id: string) => ['tts', 'audio', id] as const,
};
