/** The page's server state in the shell's one query cache. */
export const vcKeys = {
  engines: ['vc', 'engines'] as const,
  /** The synthesis voices, under this plugin's own key: the tts page may cache them in another shape. */
  voices: ['vc', 'tts-voices'] as const,
  /** The speaker plugin's enrolled speakers, under this plugin's own key as the voices are. */
  speakers: ['vc', 'enrolled-speakers'] as const,
  clones: ['vc', 'clones'] as const,
  clone: (id: string | null) => ['vc', 'clone', id] as const,
  audio: (id: string) => ['vc', 'audio', id] as const,
};
