import { useTranslation } from 'react-i18next';
import { isApiError } from '@speechdeck/core';
import { Button, notify } from '@speechdeck/core/web';
import type { SpeakerAnalysis } from '../../../contract/sv-api.ts';
import { useSaveAnalysis } from '../../api/save-analysis.ts';

/** Where the workspace lists its results (it opens one from its list). */
export const WORKSPACE_HREF = '#/asr-workspace';

/**
 * "Save to workspace": the turns become a workspace result, searchable by speaker. Once saved
 * (here or before), a link leads to the workspace instead; the toast says so too (toasts carry no
 * links, so the link stays on the page).
 */
export function SaveToWorkspace({ analysis }: { analysis: SpeakerAnalysis }) {
  const { t } = useTranslation();
  const save = useSaveAnalysis();
  if (analysis.processId) {
    return (
      <p className="sa-saved" data-testid="saved-to-workspace">
        <span className="badge">{t('speaker.diarization.save.saved')}</span>{' '}
        <a href={WORKSPACE_HREF}>{t('speaker.diarization.save.open')}</a>
      </p>
    );
  }
  return (
    <div className="sa-save">
      <Button
        variant="primary"
        size="small"
        disabled={save.isPending}
        onClick={() => save.mutate(analysis.id, { onSuccess: () => notify.success(t('speaker.diarization.save.done', { name: analysis.fileName })) })}
      >
        {save.isPending ? t('speaker.diarization.save.saving') : t('speaker.diarization.save.button')}
      </Button>
      {save.error && (
        <p className="field__error" role="alert">
          {t('speaker.diarization.save.failed')}{isApiError(save.error) && save.error.message ? ` ${save.error.message}` : ''}
        </p>
      )}
    </div>
  );
}
