import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@speechdeck/core/web';
import type { Synthesis } from '../../contract/tts-api.ts';
import { useSynthesisAudio } from '../api/get-synthesis-audio.ts';

/** A stored synthesis played in its row: its audio fetched with the user's token, then the browser's own controls. */
export function RecentPlayer({ synthesis }: { synthesis: Synthesis }) {
  const { t } = useTranslation();
  const audio = useSynthesisAudio(synthesis.id, synthesis.format);
  const url = useObjectUrl(audio.data);
  if (audio.isError) return <p className="field__error" role="alert">{t('tts.recent.audioFailed')}</p>;
  if (!url) return <p className="tts-recent__loading" role="status">{t('tts.recent.loadingAudio')}</p>;
  return <audio className="tts-recent__audio" src={url} controls autoPlay aria-label={t('tts.recent.audioOf', { title: synthesis.title })} />;
}
