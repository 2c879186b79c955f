import type { LegalDocumentContent } from './legal-document.tsx';

/** End User License Agreement, English. */
export const EULA_EN: LegalDocumentContent = {
  lang: 'en',
  title: 'End User License Agreement',
  date: { label: 'Last updated', text: 'August 9, 2024', iso: '2024-08-09' },
  intro: (
    <p>
      This End User License Agreement (the “Agreement”) is a contract between you and the organisation
      that operates this speechdeck installation (the “Licensor”, “we”, “us”). It governs your use of
      the speechdeck web client, its mobile applications and the speech services they give access to
      (together, the “Licensed Application”). By creating an account or using the Licensed
      Application you accept this Agreement. If you do not accept it, do not use the Licensed
      Application.
    </p>
  ),
  sections: [
    {
      title: 'The Licensed Application',
      body: (
        <>
          <p>
            speechdeck is a platform for AI speech services. Depending on what the Licensor has enabled,
            the Licensed Application lets registered users:
          </p>
          <ul>
            <li>transcribe speech to text, optionally separating speakers, including recognition of medical terms;</li>
            <li>synthesise speech from text and create voices from reference recordings (voice cloning);</li>
            <li>enrol speakers, identify them in recordings, and run diarization and speaker tracking;</li>
            <li>spot keywords, recognise named entities, translate text and chat with an AI assistant;</li>
            <li>split stereo call recordings into one track per channel;</li>
            <li>keep, search, edit and export results in a personal ASR workspace.</li>
          </ul>
          <p>
            The Licensed Application is licensed, not sold, to you for use only under the terms of this
            Agreement.
          </p>
        </>
      ),
    },
    {
      title: 'Scope of licence',
      body: (
        <>
          <p>
            The Licensor grants you a personal, non-exclusive, non-transferable, revocable licence to
            use the Licensed Application for your own lawful purposes, within the limits of your
            account and any plan you have agreed with the Licensor.
          </p>
          <p>
            This licence also governs any updates the Licensor provides that replace or supplement the
            Licensed Application, unless a separate licence accompanies the update.
          </p>
        </>
      ),
    },
    {
      title: 'Restrictions',
      body: (
        <>
          <p>Unless the law or an open-source licence of a component expressly allows it, you may not:</p>
          <ul>
            <li>sell, rent, lend, sublicense or otherwise make the Licensed Application available to third parties;</li>
            <li>copy, modify, decompile or reverse engineer it, or try to derive its source code or models;</li>
            <li>circumvent access controls, rate limits or the separation between users’ data;</li>
            <li>
              use automated means to send requests in volumes that degrade the service for others, except
              through the command-line client or API within the limits the Licensor sets;
            </li>
            <li>remove copyright notices or other proprietary markings.</li>
          </ul>
        </>
      ),
    },
    {
      title: 'Technical requirements',
      body: (
        <>
          <p>
            The Licensed Application requires firmware 1.0.0 or higher on any device it runs on or
            works with (for example a mobile phone, a recording device or a server appliance). The web
            client requires a current version of a common web browser with JavaScript enabled.
          </p>
          <p>
            The Licensor tries to keep the Licensed Application compatible with new firmware and
            browser versions but is not obliged to do so. You are responsible for keeping your device
            up to date. Using the Licensed Application on an unsupported device or firmware is at your
            own risk.
          </p>
        </>
      ),
    },
    {
      title: 'Accounts',
      body: (
        <>
          <p>
            You need an account to use the speech services. You must give true information when you
            register, confirm your e-mail address, keep your password secret and tell the Licensor
            without delay if you believe someone else has used your account.
          </p>
          <p>
            The services are meant for users aged 18 or older. A minor may use them only with the
            consent of a parent or legal guardian, as described in the Privacy Notice.
          </p>
        </>
      ),
    },
    {
      title: 'Your content',
      body: (
        <>
          <p>
            “Your content” means the audio and video files you upload or record, the texts you enter,
            and the results produced for you: transcripts, subtitles, speaker names and voiceprints,
            keyword hits, entities, translations, synthesised audio and chat messages.
          </p>
          <p>
            You keep all rights in your content. You grant the Licensor only the rights needed to store
            and process it on your behalf so that the services can work, for as long as it is kept in
            your account. The Licensor does not use your content to train models, sell it or show it to
            other users.
          </p>
          <p>
            You are responsible for your content and confirm that you have the rights needed to upload
            and process it.
          </p>
        </>
      ),
    },
    {
      title: 'Recordings of other people, speaker enrolment and voice cloning',
      body: (
        <>
          <p>
            Recordings often contain the voices of other people. Before you upload a recording, enrol a
            speaker or clone a voice, you must make sure you are allowed to do so under the law that
            applies to you, in particular that:
          </p>
          <ul>
            <li>the people recorded were informed of, or consented to, the recording where the law requires it;</li>
            <li>
              you have the explicit consent of every person whose voiceprint you enrol or whose voice you
              clone, because a voiceprint is biometric data;
            </li>
            <li>
              you never use a cloned or synthesised voice to impersonate someone, to deceive, or to
              obtain access, money or information.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Acceptable use',
      body: (
        <>
          <p>You may not use the Licensed Application to create, process or distribute content that:</p>
          <ul>
            <li>is unlawful, defamatory, harassing, threatening or hateful;</li>
            <li>sexually exploits or endangers children, in any form (see the Child Safety Standards Declaration);</li>
            <li>infringes another person’s copyright, privacy or personality rights;</li>
            <li>contains malware or is designed to attack the service or other systems.</li>
          </ul>
          <p>
            The Licensor may remove such content, suspend the account concerned and inform the
            competent authorities where the law requires it.
          </p>
        </>
      ),
    },
    {
      title: 'Use of data and server location',
      body: (
        <>
          <p>
            The Licensor processes personal data as described in the Privacy Notice, which forms part
            of this Agreement. The servers of this installation are located in Turkiye, and your
            content is stored and processed there.
          </p>
          <p>
            The speech engines run on those servers. If the Licensor connects an external provider to a
            service (for example a chat model or a translation server), the Privacy Notice says what is
            sent to it.
          </p>
        </>
      ),
    },
    {
      title: 'Accuracy of results',
      body: (
        <>
          <p>
            Speech recognition, speaker identification, diarization, keyword spotting, entity
            recognition and translation are statistical processes and make mistakes. Results depend on
            recording quality, language, accents and background noise.
          </p>
          <p>
            Check results before you rely on them. In particular, medical-terms recognition is a
            documentation aid, not a medical device, and must not be the only basis for a diagnosis or
            treatment. Speaker identification alone must not be used to establish a person’s identity
            in legal, financial or disciplinary matters.
          </p>
        </>
      ),
    },
    {
      title: 'Maintenance and support',
      body: (
        <p>
          The Licensor is solely responsible for providing maintenance and support for the Licensed
          Application, within the terms agreed with you. App store operators have no obligation to
          provide maintenance or support. The Licensor may take the service offline for maintenance,
          preferably after notice.
        </p>
      ),
    },
    {
      title: 'Third-party and open-source components',
      body: (
        <p>
          The Licensed Application includes and runs open-source software under its own licences, for
          example ffmpeg for decoding media, pocketsphinx for offline speech recognition and espeak-ng
          for speech synthesis (run as separate programs). Nothing in this Agreement limits your rights
          under those licences. A list of components and their licences is available from the Licensor.
        </p>
      ),
    },
    {
      title: 'Intellectual property',
      body: (
        <p>
          The Licensed Application, its design, texts, logos and code (other than open-source
          components and your content) are protected by intellectual property law and belong to the
          Licensor or its licensors. This Agreement gives you no rights in them other than the licence
          in section 2.
        </p>
      ),
    },
    {
      title: 'Warranty',
      body: (
        <>
          <p>
            The Licensor warrants that the Licensed Application is free of spyware, trojan horses,
            viruses and other malware at the time of download or first use, and that it works
            substantially as described in its documentation.
          </p>
          <p>
            If you find that the Licensed Application does not work as described, you must notify the
            Licensor of the defect within thirty (30) days from purchase. After that period, warranty
            claims for that defect are excluded. The Licensor will then repair the defect or, if that is
            not possible with reasonable effort, refund the price paid for the affected period.
          </p>
          <p>
            No warranty applies to defects caused by unauthorised changes, by use on devices that do not
            meet section 4, or by misuse. Mandatory consumer rights are not affected.
          </p>
        </>
      ),
    },
    {
      title: 'Limitation of liability',
      body: (
        <>
          <p>
            The Licensor is liable without limit for intent and gross negligence and for injury to life,
            body or health. For slight negligence the Licensor is liable only for breach of essential
            contractual obligations, limited to the damage typical and foreseeable for this kind of
            service.
          </p>
          <p>
            You are responsible for keeping your own copies of recordings and results that matter to
            you. The Licensor is not liable for loss of data that a reasonable backup by you would have
            avoided.
          </p>
        </>
      ),
    },
    {
      title: 'Legal compliance',
      body: (
        <p>
          You confirm that you are not located in a country subject to a government embargo that
          prohibits the use of the Licensed Application, and that you are not listed on any government
          list of prohibited or restricted parties.
        </p>
      ),
    },
    {
      title: 'Term and termination',
      body: (
        <>
          <p>
            This Agreement applies until it is ended by you or by the Licensor. You may end it at any
            time by deleting your account. The Licensor may end it, or suspend your account, if you
            seriously breach it, in particular sections 7 and 8.
          </p>
          <p>
            When the Agreement ends you must stop using the Licensed Application. Your content is then
            deleted as described in the Privacy Notice, unless the law requires it to be kept.
          </p>
        </>
      ),
    },
    {
      title: 'Governing law and app stores',
      body: (
        <>
          <p>
            This Agreement is governed by the laws of the Republic of Turkiye, without regard to its
            conflict-of-law rules. Mandatory consumer protection law of the country where you live
            remains applicable.
          </p>
          <p>
            If you obtained a mobile application from an app store, you must also comply with that
            store’s terms of use. The app store operator and its subsidiaries are third-party
            beneficiaries of this Agreement and may enforce it against you.
          </p>
        </>
      ),
    },
    {
      title: 'Changes and contact',
      body: (
        <>
          <p>
            The Licensor may change this Agreement for valid reasons, such as new services or changes
            in the law. You will be informed of material changes before they take effect; the date at
            the top of this page shows the current version. If a provision is invalid, the rest of the
            Agreement remains in force.
          </p>
          <p>
            Contact details for questions about this Agreement are set by the operator of this
            installation.
          </p>
        </>
      ),
    },
  ],
};
