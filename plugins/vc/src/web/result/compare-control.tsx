import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useAudioController, useObjectUrl, usePlayerSelector, type AudioController } from '@speechdeck/core/web';

interface CompareControlProps {
  /** The reference the clone was made from. */
  reference: File;
  /** The clone's player. */
  clone: AudioController;
}

/**
 * A/B listening: A plays the reference from its start, B the clone, each stopping the other, and
 * "A then B" plays one after the other, so the two voices can be heard side by side.
 */
export function CompareControl({ reference, clone }: CompareControlProps) {
  const { t } = useTranslation();
  const url = useObjectUrl(reference);
  const original = useAudioController();
  const [thenClone, setThenClone] = useState(false);
  const playingA = usePlayerSelector(original, (state) => state.playing);
  const playingB = usePlayerSelector(clone, (state) => state.playing);

  const playA = (andThenB: boolean) => {
    clone.pause();
    setThenClone(andThenB);
    original.seek(0, { play: true });
  };
  const playB = () => {
    original.pause();
    setThenClone(false);
    clone.seek(0, { play: true });
  };

  return (
    <div className="vc-compare" role="group" aria-label={t('vc.compare.title')}>
      <span className="vc-compare__label" aria-hidden="true">{t('vc.compare.title')}</span>
      <audio
        ref={original.attach}
        src={url ?? undefined}
        preload="auto"
        hidden
        aria-label={t('vc.compare.referenceAudio')}
        onEnded={() => {
          if (thenClone) playB();
        }}
      />
      <Button size="small" aria-pressed={playingA} onClick={() => (playingA ? original.pause() : playA(false))}>
        {t('vc.compare.a')}
      </Button>
      <Button size="small" aria-pressed={playingB} onClick={() => (playingB ? clone.pause() : playB())}>
        {t('vc.compare.b')}
      </Button>
      <Button size="small" onClick={() => playA(true)}>{t('vc.compare.aThenB')}</Button>
    </div>
  );
}
