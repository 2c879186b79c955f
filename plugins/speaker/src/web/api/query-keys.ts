/** The speaker pages' server state in the shell's one query cache. */
export const svKeys = {
  speakers: ['speaker', 'speakers'] as const,
  enrollment: (id: string | null) => ['speaker', 'enrollment', id] as const,
  identification: (id: string | null) => ['speaker', 'identification', id] as const,
  analyses: ['speaker', 'analyses'] as const,
  analysis: (id: string | null) => ['speaker', 'analysis', id] as const,
  analysisAudio: (id: string) => ['speaker', 'analysis-audio', id] as const,
};
