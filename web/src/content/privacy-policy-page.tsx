import LegalDocument from './legal-document.tsx';
import { PRIVACY_EN } from './privacy-en.tsx';
import { PRIVACY_TR } from './privacy-tr.tsx';
import { useContentLang } from './use-content-lang.ts';

/** /privacypolicy: the Privacy Notice with its table of contents (spec §2), in the dashboard's language. */
export default function PrivacyPolicyPage() {
  const lang = useContentLang();
  return <LegalDocument content={lang === 'tr' ? PRIVACY_TR : PRIVACY_EN} route="privacypolicy" toc />;
}
