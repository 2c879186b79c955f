import { PageTitle } from '@speechdeck/core/web';

/** About Us, English. */
export function AboutUsEn() {
  return (
    <>
      <header className="sd-content__header">
        <PageTitle>About us</PageTitle>
      </header>
      <p className="sd-content__lead">
        speechdeck is built by a small team of engineers who work on speech technology and want it to be
        usable without giving recordings away.
      </p>

      <h2>Why we build it</h2>
      <p>
        Speech is personal. A recording carries not only what was said but who said it, how and where.
        Yet most speech services ask you to send your recordings to someone else’s cloud. Newsrooms, call
        centres, clinics, researchers and public institutions often cannot do that, and should not have
        to.
      </p>
      <p>
        So we build one platform that does the everyday speech work (transcription, speakers, keywords,
        names, translation, synthesis) and runs entirely on a server its operator controls. It works
        offline with open-source engines, keeps each user’s data apart, and lets the operator connect
        larger models when they need more accuracy or more languages.
      </p>

      <h2>How we work</h2>
      <ul>
        <li>Each service is a plugin with a documented API, so new services can be added without touching the rest.</li>
        <li>We test with real recordings and real engines, and we say plainly what a service can and cannot do.</li>
        <li>Privacy is a default, not an option: no tracking, no training on your data, and deletion that really deletes.</li>
      </ul>

      <h2>This installation</h2>
      <p>
        The speechdeck you are using is run by its operator. Its servers are located in Turkiye, and your
        data is stored and processed there, as the <a href="#/privacypolicy">Privacy Notice</a> describes.
        Its use is governed by the <a href="#/eula">End User License Agreement</a> and the{' '}
        <a href="#/csae">Child Safety Standards Declaration</a>.
      </p>

      <h2>Contact</h2>
      <p>
        Contact details are set by the operator of this installation. For questions about your account,
        your data or these pages, please use the contact channel your operator provides.
      </p>
    </>
  );
}
