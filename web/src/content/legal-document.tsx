import type { MouseEvent, ReactNode } from 'react';
import { PageTitle } from '@speechdeck/core/web';
import { rememberSection, scrollToSection, sectionHref } from './section-links.ts';
import type { ContentLang } from './use-content-lang.ts';
import { useHashSection } from './use-hash-section.ts';
import './content.css';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** One legal text in one language. Sections are numbered in order and get ids `section-1`, `section-2`, ... */
export interface LegalDocumentContent {
  lang: ContentLang;
  title: string;
  /** The date line, e.g. label 'Last updated', text 'August 9, 2024', iso '2024-08-09'. */
  date: { label: string; text: string; iso: string };
  intro?: ReactNode;
  sections: LegalSection[];
}

const LABELS = {
  en: { contents: 'Contents', linkTo: 'Link to section', backToContents: 'Back to contents' },
  tr: { contents: 'İçindekiler', linkTo: 'Bölüme bağlantı', backToContents: 'İçindekilere dön' },
} as const;

export const CONTENTS_ID = 'contents';

export function sectionId(index: number): string {
  return `section-${index + 1}`;
}

/** A link to an element of this page that works under hash routing (see section-links.ts). */
export function SectionLink(props: { route: string; target: string; className?: string; 'aria-label'?: string; children: ReactNode }) {
  const href = sectionHref(props.route, props.target);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle "open in new tab/window" and other modified clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (scrollToSection(props.target)) rememberSection(href);
  };
  return (
    <a href={href} onClick={onClick} className={props.className} aria-label={props['aria-label']}>
      {props.children}
    </a>
  );
}

interface LegalDocumentProps {
  content: LegalDocumentContent;
  /** The page's route without slash, e.g. 'privacypolicy'; used to build section links. */
  route: string;
  /** Show the in-page table of contents. */
  toc?: boolean;
}

/** The layout of the static legal pages: title, date line, optional contents, numbered sections. */
export default function LegalDocument({ content, route, toc = false }: LegalDocumentProps) {
  useHashSection();
  const labels = LABELS[content.lang];
  return (
    <article className="sd-content sd-legal" lang={content.lang}>
      <header className="sd-content__header">
        <PageTitle>{content.title}</PageTitle>
        <p className="sd-content__date">
          {content.date.label} <time dateTime={content.date.iso}>{content.date.text}</time>
        </p>
      </header>
      {content.intro && <div className="sd-content__intro">{content.intro}</div>}
      {toc && (
        <nav className="sd-legal__toc" id={CONTENTS_ID} aria-labelledby={`${CONTENTS_ID}-heading`}>
          <h2 id={`${CONTENTS_ID}-heading`} data-focus-target tabIndex={-1}>
            {labels.contents}
          </h2>
          <ol>
            {content.sections.map((section, index) => (
              <li key={sectionId(index)}>
                <SectionLink route={route} target={sectionId(index)}>
                  {section.title}
                </SectionLink>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {content.sections.map((section, index) => {
        const id = sectionId(index);
        const number = index + 1;
        return (
          <section key={id} id={id} className="sd-legal__section" aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`} data-focus-target tabIndex={-1}>
              <span className="sd-legal__number">{number}.</span> {section.title}
              <SectionLink route={route} target={id} className="sd-legal__anchor" aria-label={`${labels.linkTo} ${number}: ${section.title}`}>
                #
              </SectionLink>
            </h2>
            {section.body}
            {toc && (
              <p className="sd-legal__back">
                <SectionLink route={route} target={CONTENTS_ID}>
                  {labels.backToContents}
                </SectionLink>
              </p>
            )}
          </section>
        );
      })}
    </article>
  );
}
