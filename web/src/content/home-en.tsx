/** The home page's introduction, English; what to do next depends on whether the visitor is logged in. */
export function HomeContentEn({ loggedIn }: { loggedIn: boolean }) {
  return (
    <>
      <h1>speechdeck</h1>
      <p className="sd-content__lead">
        speechdeck turns speech into something you can read, search and reuse. Upload a recording or
        pick a sample, and get a transcript with timings and speakers; find keywords, names and the
        people you have enrolled; translate the text, or go the other way and turn text into speech.
      </p>
      <p>
        Everything runs on servers under the control of the organisation that operates this
        installation: your recordings, transcripts and voiceprints stay here, in your own workspace,
        until you delete them. {loggedIn ? 'Pick a service below' : 'Log in to use the services below'}, or{' '}
        <a href="#/learnmore">learn more</a> about how they work.
      </p>
    </>
  );
}
