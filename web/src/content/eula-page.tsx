import LegalDocument from './legal-document.tsx';
import { EULA_EN } from './eula-en.tsx';
import { EULA_TR } from './eula-tr.tsx';
import { useContentLang } from './use-content-lang.ts';

/** /eula: the End User License Agreement (spec §2), in the dashboard's language. */
export default function EulaPage() {
  const lang = useContentLang();
  return <LegalDocument content={lang === 'tr' ? EULA_TR : EULA_EN} route="eula" />;
}
