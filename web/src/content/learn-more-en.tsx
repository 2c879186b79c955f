import type { LearnMoreText } from './learn-more-text.ts';

/** Learn More, English. */
export const LEARN_MORE_EN: LearnMoreText = {
  lang: 'en',
  title: 'Learn more',
  intro: (
    <p>
      speechdeck brings the everyday work with speech into one place: turning recordings into text,
      knowing who spoke, finding what was said, and turning text back into speech. Each service is a
      page of its own; you need to be logged in to use them.
    </p>
  ),
  servicesHeading: 'What each service does',
  services: [
    {
      name: 'Speech Recognition',
      route: '/speech',
      text: 'Transcribes audio and video files into text with the time of every word, optionally with punctuation and with the speakers separated. Long files run as background jobs; the result is saved in your ASR workspace.',
    },
    {
      name: 'Medical Terms Recognition',
      route: '/med',
      text: 'Recognition tuned to medical vocabulary, for dictated notes and consultations. It is a documentation aid: always check the result.',
    },
    {
      name: 'Speech Synthesis',
      route: '/tts',
      text: 'Reads a text aloud in one of the installed voices and languages. Play or download the audio, or have it sent to an e-mail address.',
    },
    {
      name: 'Speaker Enrollment',
      route: '/speaker/enroll',
      text: 'Registers a person’s voice from a short recording under a name you choose. The service keeps a voiceprint of it in your account; you can delete it at any time.',
    },
    {
      name: 'Speaker Identification',
      route: '/speaker/identify',
      text: 'Tells which of your enrolled speakers is talking in a recording.',
    },
    {
      name: 'Diarization & Tracking',
      route: '/speaker/analyzer',
      text: 'Finds who spoke when in a conversation and draws it on a timeline; tracking follows your enrolled speakers through the recording.',
    },
    {
      name: 'Keyword Spotting',
      route: '/kws',
      text: 'Finds chosen words and phrases in recordings and shows where they occur. Under Analyze Results you can also search all your results by keyword, speaker, sentence or file.',
    },
    {
      name: 'Voice Cloning',
      route: '/vc',
      text: 'Speaks a text in a voice that resembles an enrolled speaker. Use it only with that person’s consent.',
    },
    {
      name: 'Chat with AI',
      route: '/chat',
      text: 'Ask an AI assistant about your own recordings: attach transcripts or let it search them; its answers cite file and time, and each citation plays that moment. Available when the operator has connected a language model.',
    },
    {
      name: 'Named Entity Recognition',
      route: '/namerecognition',
      text: 'Marks the names of people, places and organisations, dates and amounts in a text or transcript, in English and Turkish.',
    },
    {
      name: 'Translation',
      route: '/mt',
      text: 'Translates texts and transcripts between the language pairs installed on the server.',
    },
    {
      name: 'Splitter',
      route: '/splitter',
      text: 'Splits a stereo call recording into one mono file per channel, so that the caller and the agent can be transcribed separately.',
    },
    {
      name: 'ASR Workspace',
      route: '/asr-workspace',
      text: 'Your personal archive of recognitions: play the audio with its transcript, correct the text, search, export subtitles (SRT) and delete what you no longer need.',
    },
    {
      name: 'Live Workspace',
      route: '/relworkspace',
      text: 'Speak into the microphone and watch the words appear as you say them; when you stop, the session is saved with its audio to your ASR Workspace.',
    },
  ],
  offlineHeading: 'How recognition works offline',
  offlineIntro: (
    <p>
      By default recognition needs no internet connection and no cloud service. When you submit a file,
      the server does the following:
    </p>
  ),
  offlineSteps: [
    <>
      <strong>Decoding.</strong> <code>ffmpeg</code> reads the file, whatever its format (MP3, WAV,
      OGG, MP4 and most others), and converts its sound to 16 kHz mono 16-bit WAV, the form the
      recogniser expects. From a stereo call recording one channel can be taken.
    </>,
    <>
      <strong>Finding speech.</strong> Voice activity detection cuts the recording into stretches of
      speech and skips the silence between them.
    </>,
    <>
      <strong>Recognition.</strong> <code>pocketsphinx</code>, the compact recogniser of the CMU Sphinx
      project, decodes each stretch with an acoustic model, a pronunciation dictionary and a language
      model installed on the server, and produces words with their start and end times.
    </>,
    <>
      <strong>Speakers.</strong> If you asked for speaker separation, voice features of each segment
      are grouped by speaker, or compared with the speakers you have enrolled.
    </>,
    <>
      <strong>Saving.</strong> The result is stored in your ASR workspace and indexed for search. The
      page shows the job’s progress while it runs, and nothing is lost if the server restarts.
    </>,
  ],
  offlineNote: (
    <p>
      pocketsphinx runs on an ordinary processor, but it is less accurate than large neural models:
      expect to correct some words, especially in noisy recordings. The default installation recognises
      English; for other languages and for higher accuracy the operator can connect a transcription
      server (any server with an OpenAI-compatible transcription API, such as a Whisper server).
    </p>
  ),
  privacyHeading: 'Privacy',
  privacy: (
    <p>
      Your recordings, transcripts and voiceprints are stored on the servers of this installation,
      which are located in Turkiye, in your account only; other users cannot see them, and they are not
      used to train models. You can delete a result from your workspace and a speaker from the
      enrollment page, and deleting your account deletes everything. The{' '}
      <a href="#/privacypolicy">Privacy Notice</a> explains the details.
    </p>
  ),
  selfHostingHeading: 'Self-hosting',
  selfHosting: (
    <p>
      speechdeck is built to run on your own server: one Debian 12 machine with Node.js 20 is enough.
      An install script sets up ffmpeg, sox, pocketsphinx and espeak-ng from Debian and the rest of the
      dependencies. Accounts, results and the search index live in one SQLite file, recordings in a
      data folder; e-mail goes through your SMTP server or, without one, into an outbox folder. A
      command-line client processes whole folders of recordings in batch, and each service is a plugin,
      so a new one can be added without changing the rest.
    </p>
  ),
};
