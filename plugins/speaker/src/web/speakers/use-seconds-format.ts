import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds of speech as people read them in the dashboard's language: '6.4 s', '42 s', '3 min 5 s'. */
export function useSecondsFormat(): (seconds: number) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useCallback((seconds: number) => {
    const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
    if (safe < 60) {
      const value = new Intl.NumberFormat(language, { maximumFractionDigits: safe < 10 ? 1 : 0 }).format(safe);
      return t('speaker.units.seconds', { value });
    }
    const whole = Math.round(safe);
    return t('speaker.units.minutes', { minutes: Math.floor(whole / 60), seconds: whole % 60 });
  }, [t, language]);
}
