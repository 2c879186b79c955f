import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedEntity, TranscriptEntity } from '../index.ts';

/**
 * The text with each entity marked in its type's colour and named by its type (on hover, focus and
 * for screen readers, not by colour alone). An entity of a transcript is a button that plays it.
 */
export function EntityText({ text, entities, onPlay }: { text: string; entities: readonly NamedEntity[]; onPlay?: (entity: TranscriptEntity) => void }) {
  const { t } = useTranslation();
  const parts: React.ReactNode[] = [];
  let at = 0;
  entities.forEach((entity, index) => {
    if (entity.start > at) parts.push(<Fragment key={`t${index}`}>{text.slice(at, entity.start)}</Fragment>);
    const label = t('ner.entity.label', { type: t(`ner.type.${entity.type}`), text: entity.text });
    const className = `ner-entity ner-type--${entity.type}`;
    parts.push('segment' in entity && onPlay
      ? <button key={index} type="button" className={className} title={label} aria-label={t('ner.entity.play', { label })} data-type={entity.type} onClick={() => onPlay(entity as TranscriptEntity)}>{text.slice(entity.start, entity.end)}</button>
      : <mark key={index} className={className} title={label} aria-label={label} tabIndex={0} data-type={entity.type}>{text.slice(entity.start, entity.end)}</mark>);
    at = entity.end;
  });
  if (at < text.length) parts.push(<Fragment key="rest">{text.slice(at)}</Fragment>);
  return <p className="ner-text">{parts}</p>;
}
