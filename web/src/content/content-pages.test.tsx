import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import AboutUsPage from './about-us-page.tsx';
import CsaePage from './csae-page.tsx';
import EulaPage from './eula-page.tsx';
import HomeContent from './home-content.tsx';
import LearnMorePage from './learn-more-page.tsx';
import PrivacyPolicyPage from './privacy-policy-page.tsx';
import { SAMPLES, samplesFor } from './samples.ts';
import { sectionFromHash, sectionHref } from './section-links.ts';

async function renderIn(language: string, ui: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {}, fallbackLng: false });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  // jsdom has no layout: record which element would be scrolled to.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.id);
  });
  window.location.hash = '';
});
afterEach(() => cleanup());

function sections(container: HTMLElement) {
  return Array.from(container.querySelectorAll('section[id^="section-"]'));
}

describe('legal pages', () => {
  it('EULA: title, date, 19 numbered sections with anchors and the spec facts', async () => {
    const { container } = await renderIn('en', <EulaPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'End User License Agreement' })).toBeTruthy();
    expect(container.textContent).toContain('Last updated August 9, 2024');
    const found = sections(container);
    expect(found.map((s) => s.id)).toEqual(Array.from({ length: 19 }, (_, i) => `section-${i + 1}`));
    expect(within(found[3] as HTMLElement).getByRole('heading', { level: 2 }).textContent).toMatch(/^4\. /);
    expect(container.textContent).toContain('firmware 1.0.0 or higher');
    expect(container.textContent).toContain('thirty (30) days from purchase');
    expect(container.textContent).toContain('located in Turkiye');
    const anchor = within(found[2] as HTMLElement).getByRole('link', { name: /Link to section 3/ });
    expect(anchor.getAttribute('href')).toBe('#/eula?section=section-3');
  });

  it('CSAE: dated 25/03/2025, 7 sections, under-13, reporting, zero tolerance', async () => {
    const { container } = await renderIn('en', <CsaePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Child Safety Standards Declaration' })).toBeTruthy();
    expect(container.querySelector('time')?.textContent).toBe('25/03/2025');
    expect(sections(container)).toHaveLength(7);
    expect(container.textContent).toContain('not directed at children under 13');
    expect(container.textContent).toMatch(/zero tolerance/i);
    expect(screen.getByRole('heading', { name: /How to report/ })).toBeTruthy();
  });

  it('Privacy: 13 sections, a table of contents linking each, the under-18 rule', async () => {
    const { container } = await renderIn('en', <PrivacyPolicyPage />);
    expect(container.textContent).toContain('Last updated 11/08/2024');
    expect(sections(container)).toHaveLength(13);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(13);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(Array.from({ length: 13 }, (_, i) => `#/privacypolicy?section=section-${i + 1}`));
    expect(container.textContent).toContain('aged 18 or older');
    expect(container.textContent).toContain('deactivate the account and delete the data');
    expect(container.textContent).toContain('located in Turkiye');
    expect(container.textContent).toContain('Speaker Enrollment page, delete the speaker');
  });

  it('a contents link scrolls to its section, focuses its heading and keeps the route in the URL', async () => {
    window.location.hash = '#/privacypolicy';
    await renderIn('en', <PrivacyPolicyPage />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const link = within(toc).getAllByRole('link')[2]!;
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(scrolled).toEqual(['section-3']);
    expect(document.activeElement?.id).toBe('section-3-heading');
    expect(window.location.hash).toBe('#/privacypolicy?section=section-3');
  });

  it('on mount scrolls to the section named in the hash URL', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      window.location.hash = '#/eula?section=section-14';
      await renderIn('en', <EulaPage />);
      act(() => vi.runAllTimers());
      expect(scrolled).toEqual(['section-14']);
      expect(document.activeElement?.id).toBe('section-14-heading');
    } finally {
      vi.useRealTimers();
    }
  });

  it('Turkish texts when the language is tr, with the same structure', async () => {
    const eula = await renderIn('tr-TR', <EulaPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Son Kullanıcı Lisans Sözleşmesi' })).toBeTruthy();
    expect(sections(eula.container)).toHaveLength(19);
    expect(eula.container.querySelector('article')?.getAttribute('lang')).toBe('tr');
    expect(eula.container.textContent).toContain('1.0.0 veya daha yüksek');
    expect(eula.container.textContent).toContain('otuz (30) gün');
    cleanup();
    const csae = await renderIn('tr', <CsaePage />);
    expect(sections(csae.container)).toHaveLength(7);
    expect(csae.container.textContent).toContain('13 yaşın altındaki çocuklara yönelik değildir');
    cleanup();
    const privacy = await renderIn('tr', <PrivacyPolicyPage />);
    expect(sections(privacy.container)).toHaveLength(13);
    expect(within(screen.getByRole('navigation', { name: 'İçindekiler' })).getAllByRole('link')).toHaveLength(13);
    expect(privacy.container.textContent).toContain('Türkiye’dedir');
  });
});

describe('other static pages', () => {
  it('home intro, learn more and about us render in both languages', async () => {
    for (const language of ['en', 'tr']) {
      const home = await renderIn(language, <HomeContent loggedIn={false} />);
      expect(home.container.querySelectorAll('h1')).toHaveLength(1);
      expect(home.container.querySelectorAll('p')).toHaveLength(2);
      cleanup();
      const learn = await renderIn(language, <LearnMorePage />);
      const serviceLinks = Array.from(learn.container.querySelectorAll('#services a')).map((a) => a.getAttribute('href'));
      expect(serviceLinks).toContain('#/speech');
      expect(serviceLinks).toContain('#/speaker/analyzer');
      expect(serviceLinks).toContain('#/relworkspace');
      expect(serviceLinks).toHaveLength(14);
      expect(learn.container.textContent).toContain('pocketsphinx');
      expect(learn.container.textContent).toContain('ffmpeg');
      cleanup();
      const about = await renderIn(language, <AboutUsPage />);
      expect(about.container.textContent).toMatch(/Turkiye|Türkiye/);
      cleanup();
    }
  });
});

describe('tab titles', () => {
  it('names the browser tab after each page, in either language', async () => {
    const pages: [ReactNode, string, string][] = [
      [<LearnMorePage key="learn" />, 'Learn more', 'Daha fazla bilgi'],
      [<AboutUsPage key="about" />, 'About us', 'Hakkımızda'],
      [<EulaPage key="eula" />, 'End User License Agreement', 'Son Kullanıcı Lisans Sözleşmesi'],
      [<PrivacyPolicyPage key="privacy" />, 'Privacy Notice', 'Gizlilik Bildirimi'],
      [<CsaePage key="csae" />, 'Child Safety Standards Declaration', 'Çocuk Güvenliği Standartları Beyanı'],
    ];
    for (const [page, english, turkish] of pages) {
      for (const [language, title] of [['en', english], ['tr', turkish]] as const) {
        document.title = 'speechdeck';
        await renderIn(language, page);
        expect(document.title).toBe(`${title} · speechdeck`);
        cleanup();
      }
    }
  });
});

describe('samples and section links', () => {
  it('lists the five bundled samples', () => {
    expect(SAMPLES.map((s) => [s.path, s.kind])).toEqual([
      ['/samples/english-male.mp3', 'audio'],
      ['/samples/turkish-male-sports.mp3', 'audio'],
      ['/samples/turkish-female-sports.mp3', 'audio'],
      ['/samples/turkish-dialogue.mp4', 'video'],
      ['/samples/english-call-stereo.mp3', 'audio'],
    ]);
    expect(samplesFor('tr').map((s) => s.description)).not.toEqual(SAMPLES.map((s) => s.description));
    expect(samplesFor('en')).toBe(SAMPLES);
  });

  it('builds and reads section links under hash routing', () => {
    expect(sectionHref('privacypolicy', 'section-3')).toBe('#/privacypolicy?section=section-3');
    expect(sectionHref('/eula', 'contents')).toBe('#/eula?section=contents');
    expect(sectionFromHash('#/privacypolicy?section=section-3')).toBe('section-3');
    expect(sectionFromHash('#/privacypolicy')).toBeNull();
    expect(sectionFromHash('#/privacypolicy?section=')).toBeNull();
  });
});
