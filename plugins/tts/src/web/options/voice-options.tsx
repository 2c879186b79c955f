import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOptions, SelectField } from '@speechdeck/core/web';
import { AUDIO_FORMATS, TTS_LIMITS, type AudioFormat, type Voice } from '../../contract/tts-api.ts';
import { defaultVoiceFor, languageNamesOf, languagesOf, voicesFor, type VoiceSettings } from './voice-settings.ts';

interface VoiceOptionsProps {
  voices: readonly Voice[];
  value: VoiceSettings;
  disabled: boolean;
  onChange: (value: VoiceSettings) => void;
}

/** A slider whose value is written beside its label and read out in words. */
function Slider({ label, text, min, max, step, value, onChange }: {
  label: string; text: string; min: number; max: number; step: number; value: number; onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="field tts-slider">
      <div className="tts-slider__head">
        <label htmlFor={id} className="field__label">{label}</label>
        <output htmlFor={id} className="tts-slider__value">{text}</output>
      </div>
      <input id={id} type="range" min={min} max={max} step={step} value={value} aria-valuetext={text} onChange={(event) => onChange(Number(event.target.value))} />
    </div>
  );
}

/**
 * How the text is spoken: the language and a voice of it (the host's default for the language
 * chosen first, each voice with its gender and engine), the rate, the pitch and the file format.
 */
export function VoiceOptions({ voices, value, disabled, onChange }: VoiceOptionsProps) {
  const { t, i18n } = useTranslation();
  const uiLanguage = i18n.language || 'en';
  // Some engines name the gender in the voice's name ('SLT (US English, female)'): it is said once.
  const saysGender = (voice: Voice) => new RegExp(`\\b${t(`tts.options.gender.${voice.gender}`)}\\b`, 'i').test(voice.name);
  const voiceLabel = (voice: Voice) => [
    voice.name,
    voice.gender && !saysGender(voice) ? t(`tts.options.gender.${voice.gender}`) : null,
    voice.engine,
    voice.isDefault ? t('tts.options.defaultVoice') : null,
  ].filter(Boolean).join(' · ');
  const pitch = value.pitch > 0 ? `+${value.pitch}` : value.pitch < 0 ? `−${-value.pitch}` : '0';

  return (
    <fieldset className="panel tts-options" disabled={disabled}>
      <legend className="tts-options__legend">{t('tts.options.title')}</legend>
      <div className="tts-options__grid">
        <SelectField
          label={t('tts.options.language')}
          value={value.language}
          options={languageOptions(languagesOf(voices), uiLanguage, languageNamesOf(voices))}
          onChange={(language) => onChange({ ...value, language, voice: defaultVoiceFor(voices, language)?.id ?? '' })}
        />
        <SelectField
          label={t('tts.options.voice')}
          value={value.voice}
          options={voicesFor(voices, value.language).map((voice) => ({ value: voice.id, label: voiceLabel(voice) }))}
          onChange={(voice) => onChange({ ...value, voice })}
        />
        <Slider
          label={t('tts.options.rate')}
          text={t('tts.options.rateValue', { value: value.rate.toFixed(2) })}
          min={TTS_LIMITS.rate.min}
          max={TTS_LIMITS.rate.max}
          step={0.05}
          value={value.rate}
          onChange={(rate) => onChange({ ...value, rate })}
        />
        <Slider
          label={t('tts.options.pitch')}
          text={t('tts.options.pitchValue', { count: Math.abs(value.pitch), value: pitch })}
          min={TTS_LIMITS.pitch.min}
          max={TTS_LIMITS.pitch.max}
          step={1}
          value={value.pitch}
          onChange={(next) => onChange({ ...value, pitch: next })}
        />
        <SelectField
          label={t('tts.options.format')}
          value={value.format}
          options={AUDIO_FORMATS.map((format) => ({ value: format, label: t(`tts.options.formats.${format}`) }))}
          onChange={(format) => onChange({ ...value, format: format as AudioFormat })}
        />
      </div>
    </fieldset>
  );
}
