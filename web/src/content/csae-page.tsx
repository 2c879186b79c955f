import LegalDocument from './legal-document.tsx';
import { CSAE_EN } from './csae-en.tsx';
import { CSAE_TR } from './csae-tr.tsx';
import { useContentLang } from './use-content-lang.ts';

/** /csae: the Child Safety Standards Declaration (spec §2), in the dashboard's language. */
export default function CsaePage() {
  const lang = useContentLang();
  return <LegalDocument content={lang === 'tr' ? CSAE_TR : CSAE_EN} route="csae" />;
}
