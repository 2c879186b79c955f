import { useTranslation } from 'react-i18next';

/** The languages the static texts are written in. */
export type ContentLang = 'en' | 'tr';

/** Turkish for any 'tr' language tag ('tr', 'tr-TR'), English otherwise. */
export function contentLangOf(language: string | undefined | null): ContentLang {
  return language?.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

/**
 * The language of the static texts, following the dashboard's i18next language. The texts live in
 * these modules, not in the translation files, so the page need not wait for those (no suspense);
 * it re-renders when the language changes.
 */
export function useContentLang(): ContentLang {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return contentLangOf(i18n?.language);
}
