import { useTranslation } from 'react-i18next';

/** What a user sees on a host without a chat server, and what its operator does about it. */
export function NotConfigured({ setting }: { setting: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel chat-unconfigured" role="status" aria-labelledby="chat-unconfigured-title">
      <h2 id="chat-unconfigured-title">{t('chat.unconfigured.title')}</h2>
      <p>{t('chat.unconfigured.body')}</p>
      <p>{t('chat.unconfigured.operator', { setting })}</p>
      <pre className="chat-unconfigured__example"><code>{'SPEECHDECK_CHAT_URL=http://127.0.0.1:11434/v1\nSPEECHDECK_CHAT_MODEL=llama3.2'}</code></pre>
      <p className="chat-unconfigured__hint">{t('chat.unconfigured.servers')}</p>
    </section>
  );
}
