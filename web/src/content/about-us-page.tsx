import { AboutUsEn } from './about-us-en.tsx';
import { AboutUsTr } from './about-us-tr.tsx';
import { useContentLang } from './use-content-lang.ts';
import './content.css';

/** /aboutus: who builds speechdeck and why, and who runs this installation. */
export default function AboutUsPage() {
  const lang = useContentLang();
  return (
    <article className="sd-content" lang={lang}>
      {lang === 'tr' ? <AboutUsTr /> : <AboutUsEn />}
    </article>
  );
}
