import type { LegalDocumentContent } from './legal-document.tsx';

/** Privacy Notice, English. */
export const PRIVACY_EN: LegalDocumentContent = {
  lang: 'en',
  title: 'Privacy Notice',
  date: { label: 'Last updated', text: '11/08/2024', iso: '2024-08-11' },
  intro: (
    <p>
      This notice explains what personal data the speechdeck service collects when you use its web
      client, mobile applications and speech services, why, where it is kept, how long, and how you can
      see, correct and delete it. Recordings of voices are personal data, and voiceprints are biometric
      data, so we describe them in detail in section 3.
    </p>
  ),
  sections: [
    {
      title: 'Who we are and what this notice covers',
      body: (
        <>
          <p>
            speechdeck is a self-hosted platform for AI speech services. This installation is run by an
            operator (“we”, “us”), who is the data controller for the personal data processed here.
            Contact details of the operator, and of its contact person for data protection, are set by
            the operator of this installation.
          </p>
          <p>
            This notice covers the speechdeck web client, its mobile applications, its command-line client
            and the services they give access to: speech recognition (including medical terms), speech
            synthesis, speaker enrolment and identification, diarization and tracking, keyword spotting,
            voice cloning, chat, named-entity recognition, translation, the call-recording splitter and the
            personal ASR workspace.
          </p>
        </>
      ),
    },
    {
      title: 'What information we collect',
      body: (
        <dl>
          <dt>Account data</dt>
          <dd>
            Your first and last name, e-mail address, password (stored only as a one-way hash), role, and
            the dates your account was created and confirmed.
          </dd>
          <dt>Content you provide</dt>
          <dd>
            Audio and video files you upload or record, texts you enter for synthesis, translation, entity
            recognition or chat, speaker names you choose, keywords you search for, and your edits to
            results.
          </dd>
          <dt>Results produced for you</dt>
          <dd>
            Transcripts with timings, speaker labels, keyword hits, entities, translations, synthesised
            audio, subtitles and speaker voiceprints (see section 3).
          </dd>
          <dt>Technical data</dt>
          <dd>
            IP address, browser type, time and outcome of requests and error reports, kept in server logs
            to operate and secure the service.
          </dd>
          <dt>Messages</dt>
          <dd>
            E-mails we send you (confirmation, password reset, synthesised audio you asked us to send) and
            messages you send us.
          </dd>
        </dl>
      ),
    },
    {
      title: 'Audio, transcripts and voiceprints: what we store and how to delete it',
      body: (
        <>
          <p>
            The speech engines of this installation run on its own servers: your recordings are not sent
            to a third-party cloud to be recognised or synthesised, unless the operator connects an
            external engine (see section 6). What the service keeps:
          </p>
          <dl>
            <dt>Uploaded recordings</dt>
            <dd>
              Files you submit for recognition, medical-terms recognition, diarization, tracking or keyword
              spotting are stored on the server under generated file names, in your account only, so that
              you can play them back with their results. Files you upload only to convert them (for
              example to split a call recording into channels) are kept only until the result has been
              produced and delivered.
            </dd>
            <dt>Transcripts and results</dt>
            <dd>
              The text of each recognition, its segments and timings, speaker labels, keywords, entity
              labels and your corrections are stored in your ASR workspace and in a search index so you
              can search them. They are visible only to you and, for support and legal reasons, to the
              operator’s administrators.
            </dd>
            <dt>Speaker voiceprints</dt>
            <dd>
              When you enrol a speaker, the service computes a voiceprint, a list of numbers describing the
              voice, from the enrolment recording and stores it with the name you chose. It is used only to
              recognise that speaker in your own recordings and is never shared with other accounts.
              Reference recordings for voice cloning are treated the same way.
            </dd>
            <dt>Texts and generated audio</dt>
            <dd>
              Texts for synthesis, translation, entity recognition and chat are processed to produce the
              answer. Where a page keeps a history, it is stored in your account until you delete it.
            </dd>
          </dl>
          <p>How to delete them:</p>
          <ul>
            <li>
              <strong>A recording and its transcript:</strong> delete the result in your ASR workspace (or
              under Analyze Results). The audio file, the transcript and its search entries are deleted
              together.
            </li>
            <li>
              <strong>A voiceprint:</strong> on the Speaker Enrollment page, delete the speaker. The
              voiceprint and its enrolment recording are deleted, and the speaker is no longer recognised.
            </li>
            <li>
              <strong>Everything:</strong> ask us to delete your account. All recordings, transcripts,
              voiceprints, cloned voices and account data are then deleted.
            </li>
            <li>
              If something you stored cannot be deleted from a page, ask the operator: we delete it within
              30 days of your request.
            </li>
          </ul>
          <p>If the operator keeps backups, deleted data also disappears from them when they are rotated.</p>
        </>
      ),
    },
    {
      title: 'Why we process your information',
      body: (
        <ul>
          <li>to create and manage your account, confirm your e-mail address and let you reset your password;</li>
          <li>to provide the speech services you use and keep their results for you;</li>
          <li>to send you the e-mails you asked for and important notices about the service;</li>
          <li>to keep the service secure, prevent abuse and investigate errors;</li>
          <li>to meet our legal obligations, including answering lawful requests of the authorities.</li>
        </ul>
      ),
    },
    {
      title: 'Legal bases',
      body: (
        <>
          <p>
            We process personal data in line with the Turkish Personal Data Protection Law No. 6698
            (KVKK) and, where it applies to you, the EU General Data Protection Regulation (GDPR). Our
            legal bases are:
          </p>
          <ul>
            <li>the performance of our contract with you (account, services, results);</li>
            <li>our legal obligations (for example record keeping and requests of the authorities);</li>
            <li>our legitimate interest in a secure and working service (logs, abuse prevention);</li>
            <li>
              your explicit consent for biometric data: voiceprints and voice cloning are created only when
              you start them, and you can withdraw consent at any time by deleting them.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'When we share your information',
      body: (
        <>
          <p>We do not sell your personal data and do not use your content to train models. We share it only:</p>
          <ul>
            <li>
              with service providers that work for us under a contract, such as an e-mail delivery provider
              or, if the operator connects one, an external engine for recognition, synthesis, chat or
              translation; they receive only what is needed for the task, for example the text you send to
              the chat;
            </li>
            <li>with authorities, when the law requires it;</li>
            <li>with a successor, if the service is transferred, under the same protections.</li>
          </ul>
        </>
      ),
    },
    {
      title: 'Where your data is stored',
      body: (
        <p>
          The servers of this installation are located in Turkiye, and your data is stored and processed
          there. We transfer personal data abroad only where the law allows it, for example with your
          explicit consent or with appropriate safeguards; if a provider mentioned in section 6 is
          located abroad, we tell you before the service that uses it sends anything to it.
        </p>
      ),
    },
    {
      title: 'How long we keep your information',
      body: (
        <ul>
          <li>Account data: as long as your account exists.</li>
          <li>Recordings, transcripts, voiceprints and other content: until you delete them or your account.</li>
          <li>Files uploaded only for conversion: until the result has been delivered.</li>
          <li>Server logs: for a limited period, no longer than needed for security and error investigation.</li>
          <li>Data we must keep by law: for the period the law sets, and only for that purpose.</li>
        </ul>
      ),
    },
    {
      title: 'How we keep your information safe',
      body: (
        <p>
          Passwords are stored only as salted one-way hashes. Every service call needs your login token,
          and the server checks that you can only reach your own data. Recordings are stored under
          generated names, not under their original file names. Access by administrators is limited to
          what support and legal duties require. No system is perfectly secure; if a breach affects your
          data we inform you and the authorities as the law requires.
        </p>
      ),
    },
    {
      title: 'Users under 18',
      body: (
        <>
          <p>
            Our services are intended for users aged 18 or older. Minors may use them only with the consent
            of a parent or legal guardian, who is responsible for the minor’s use. The service is not
            directed at children under 13 (see our Child Safety Standards Declaration).
          </p>
          <p>
            If we find that we have collected data from a user under 18 without a guardian’s consent, we
            deactivate the account and delete the data. If you believe a minor has given us data without
            consent, please tell the operator.
          </p>
        </>
      ),
    },
    {
      title: 'Your rights',
      body: (
        <>
          <p>Under KVKK (article 11) and, where it applies, the GDPR, you have the right to:</p>
          <ul>
            <li>learn whether we process your personal data, and get information about it and a copy of it;</li>
            <li>learn the purpose of the processing and whether the data is used accordingly;</li>
            <li>know the third parties in Turkiye or abroad to whom it is transferred;</li>
            <li>have incomplete or wrong data corrected, and have data deleted or destroyed;</li>
            <li>have those third parties informed of a correction or deletion;</li>
            <li>object to a result against you that comes exclusively from automated analysis;</li>
            <li>claim compensation for damage caused by unlawful processing;</li>
            <li>withdraw a consent you have given, at any time, for the future.</li>
          </ul>
          <p>
            Many of these you can exercise yourself: your dashboard shows your account data, and section 3
            explains how to delete content. For anything else, contact the operator; we answer within 30
            days. You can also complain to the Personal Data Protection Authority (KVKK) in Turkiye or to
            the data protection authority where you live.
          </p>
        </>
      ),
    },
    {
      title: 'Cookies and local storage',
      body: (
        <>
          <p>The web client uses only what it needs to work:</p>
          <ul>
            <li>
              <strong>Local storage:</strong> after you log in, your login token, name, e-mail address and
              role are kept in your browser so that you stay logged in. Logging out clears them. Your
              language choice is also remembered.
            </li>
            <li>
              <strong>Security cookie:</strong> a cookie with an anti-forgery token protects your requests
              against cross-site request forgery.
            </li>
          </ul>
          <p>
            The web client sets no advertising or analytics cookies. If our mobile applications show
            advertising, the ad network’s own privacy notice applies to it.
          </p>
        </>
      ),
    },
    {
      title: 'Changes to this notice and contact',
      body: (
        <>
          <p>
            We update this notice when the service or the law changes. The date at the top shows the current
            version; we inform you of material changes before they take effect.
          </p>
          <p>
            For questions about this notice or your data, contact the operator of this installation. The
            contact details are set by the operator of the installation.
          </p>
        </>
      ),
    },
  ],
};
