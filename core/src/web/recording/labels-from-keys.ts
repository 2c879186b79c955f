import type { MicrophoneLabels } from '../microphone/microphone-labels.ts';
import type { MediaPickerLabels } from '../media-source/media-picker-labels.ts';

/**
 * A page's words by the end of their key, e.g. (key, values) => t(`kws.spot.input.${key}`, values): the
 * kit names the ends, the page where they sit (written out, so that its messages test sees them).
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The recorder's words from a page's keys: 'record', 'keepGoing', 'failed.denied', ... 'hint'
 * names the key of the hint when it is not 'hint' (it says what the recording is for);
 * `recordAgain: false` for a page that has no such key.
 */
export function microphoneLabelsFrom(t: Translate, options: { hint?: string; recordAgain?: boolean } = {}): MicrophoneLabels {
  const hint = options.hint ?? 'hint';
  return {
    hint: (min, max) => t(hint, { min, max }),
    record: t('record'),
    ...(options.recordAgain !== false && { recordAgain: t('recordAgain') }),
    stop: t('stop'),
    level: t('level'),
    starting: t('starting'),
    recording: t('recording'),
    keepGoing: (min) => t('keepGoing', { min }),
    tooShort: (seconds, min) => t('tooShort', { seconds, min }),
    unsupported: t('unsupported'),
    failed: {
      denied: t('failed.denied'),
      noDevice: t('failed.noDevice'),
      busy: t('failed.busy'),
      failed: t('failed.failed'),
    },
  };
}

/**
 * The media picker's words from a page's keys ('drop', 'kind.file', 'none', ...): with the recorder's
 * where it offers a microphone ('sources', 'source.file', 'kind.recording', ...), and with `link` where
 * it offers a link ('link', 'useLink', 'linkInvalid', 'kind.link'); 'fileHint' names the key of the
 * file hint when it is not 'fileHint'.
 */
export function mediaPickerLabelsFrom(t: Translate, microphone?: MicrophoneLabels, options: { fileHint?: string; link?: boolean } = {}): MediaPickerLabels {
  return {
    ...(microphone && {
      sources: t('sources'),
      source: { file: t('source.file'), sample: t('source.sample'), microphone: t('source.microphone') },
      microphone,
    }),
    drop: t('drop'),
    choose: t('choose'),
    fileHint: t(options.fileHint ?? 'fileHint'),
    sampleHint: t('sampleHint'),
    loadingSample: (name) => t('loadingSample', { name }),
    sampleFailed: (name) => t('sampleFailed', { name }),
    kind: {
      file: t('kind.file'),
      sample: t('kind.sample'),
      ...(microphone && { recording: t('kind.recording') }),
      ...(options.link && { link: t('kind.link') }),
    },
    none: t('none'),
    ...(options.link && { link: { label: t('link'), use: t('useLink'), invalid: t('linkInvalid') } }),
  };
}
