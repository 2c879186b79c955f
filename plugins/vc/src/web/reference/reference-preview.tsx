import { useTranslation } from 'react-i18next';
import { formatTime, RecordingPreview, type AudioController, type PickedRecording } from '@speechdeck/core/web';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import { usePlayerNames } from '../player-names.ts';
import type { LengthProblem } from './reference.ts';

interface ReferencePreviewProps {
  reference: PickedRecording;
  player: AudioController;
  /** Seconds, when known. */
  seconds: number | null;
  problem: LengthProblem | null;
}

/** The chosen recording, to be heard before cloning, and what is wrong with its length if anything. */
export function ReferencePreview({ reference, player, seconds, problem }: ReferencePreviewProps) {
  const { t } = useTranslation();
  const labels = usePlayerNames(t('vc.reference.playerName'));
  const limits = { min: VC_LIMITS.referenceMinSeconds, max: formatTime(VC_LIMITS.referenceMaxSeconds) };
  return (
    <RecordingPreview recording={reference} player={player} labels={labels} title={t('vc.reference.playerName')}>
      {problem && (
        <p className="field__error" role="alert">
          {t(`vc.reference.${problem}`, { seconds: formatTime(seconds ?? 0, { tenths: true }), ...limits })}
        </p>
      )}
    </RecordingPreview>
  );
}
