import type { TFunction } from 'i18next';
import type { MediaSourceLabels } from '@speechdeck/core/web';

/** The platform's media source picker, in the recognition page's words. */
export function sourceLabels(t: TFunction): MediaSourceLabels {
  return {
    title: t('stt.source.title'),
    drop: t('stt.source.drop'),
    choose: t('stt.source.choose'),
    fileHint: t('stt.source.fileHint'),
    sampleHint: t('stt.source.sampleHint'),
    link: t('stt.source.link'),
    useLink: t('stt.source.useLink'),
    linkInvalid: t('stt.source.linkInvalid'),
    loadingSample: (name) => t('stt.source.loadingSample', { name }),
    kind: { file: t('stt.source.kind.file'), sample: t('stt.source.kind.sample'), link: t('stt.source.kind.link') },
    none: t('stt.source.none'),
  };
}
