import { PageTitle } from '@speechdeck/core/web';
import { LEARN_MORE_EN } from './learn-more-en.tsx';
import { LEARN_MORE_TR } from './learn-more-tr.tsx';
import { useContentLang } from './use-content-lang.ts';
import { useHashSection } from './use-hash-section.ts';
import './content.css';

/** /learnmore: what each service does, how offline recognition works, privacy and self-hosting. */
export default function LearnMorePage() {
  useHashSection();
  const lang = useContentLang();
  const text = lang === 'tr' ? LEARN_MORE_TR : LEARN_MORE_EN;
  return (
    <article className="sd-content" lang={text.lang}>
      <header className="sd-content__header">
        <PageTitle>{text.title}</PageTitle>
      </header>
      <div className="sd-content__intro">{text.intro}</div>

      <section id="services" aria-labelledby="services-heading">
        <h2 id="services-heading">{text.servicesHeading}</h2>
        <ul className="sd-services">
          {text.services.map((service) => (
            <li key={service.route}>
              <a href={`#${service.route}`}>{service.name}</a>
              <br />
              {service.text}
            </li>
          ))}
        </ul>
      </section>

      <section id="offline-recognition" aria-labelledby="offline-recognition-heading">
        <h2 id="offline-recognition-heading">{text.offlineHeading}</h2>
        {text.offlineIntro}
        <ol>
          {text.offlineSteps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        {text.offlineNote}
      </section>

      <section id="privacy" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{text.privacyHeading}</h2>
        {text.privacy}
      </section>

      <section id="self-hosting" aria-labelledby="self-hosting-heading">
        <h2 id="self-hosting-heading">{text.selfHostingHeading}</h2>
        {text.selfHosting}
      </section>
    </article>
  );
}
