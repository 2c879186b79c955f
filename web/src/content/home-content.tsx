import { HomeContentEn } from './home-en.tsx';
import { HomeContentTr } from './home-tr.tsx';
import { useContentLang } from './use-content-lang.ts';
import './content.css';

/** The introduction at the top of the home page; the shell renders the service cards below it. */
export default function HomeContent({ loggedIn }: { loggedIn: boolean }) {
  const lang = useContentLang();
  return (
    <section className="sd-content sd-home-intro" lang={lang}>
      {lang === 'tr' ? <HomeContentTr loggedIn={loggedIn} /> : <HomeContentEn loggedIn={loggedIn} />}
    </section>
  );
}
