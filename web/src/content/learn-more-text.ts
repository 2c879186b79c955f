import type { ReactNode } from 'react';
import type { ContentLang } from './use-content-lang.ts';

/** One service of the platform, as the Learn More page describes it. */
export interface ServiceDescription {
  name: string;
  /** The dashboard route, e.g. '/speech'. */
  route: string;
  text: string;
}

/** The texts of the Learn More page in one language. */
export interface LearnMoreText {
  lang: ContentLang;
  title: string;
  intro: ReactNode;
  servicesHeading: string;
  services: ServiceDescription[];
  offlineHeading: string;
  offlineIntro: ReactNode;
  offlineSteps: ReactNode[];
  offlineNote: ReactNode;
  privacyHeading: string;
  privacy: ReactNode;
  selfHostingHeading: string;
  selfHosting: ReactNode;
}
