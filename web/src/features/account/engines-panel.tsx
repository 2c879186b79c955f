import { useTranslation } from 'react-i18next';
import { useHealth } from './api/use-health.ts';

/** Which engine hears and speaks for each service on this host, and which models it has, for people who ask "what runs this?". */
export function EnginesPanel() {
  const { t } = useTranslation();
  const health = useHealth();
  if (!health.data) return null;
  const { engines, models } = health.data;
  return (
    <section className="panel" aria-labelledby="engines-title">
      <h2 id="engines-title">{t('dashboard.engines')}</h2>
      {engines.length > 0 && (
        <dl className="facts" data-testid="dashboard-engines">
          {engines.map(({ capability, engine }) => [<dt key={`${capability}-c`}>{capability}</dt>, <dd key={`${capability}-e`}>{engine}</dd>])}
        </dl>
      )}
      <ul className="link-list" data-testid="dashboard-models">
        {models.map((model) => (
          <li key={model.id}>
            {t(model.installed ? 'dashboard.modelInstalled' : 'dashboard.modelMissing', { id: model.id, licence: model.licence })}
          </li>
        ))}
      </ul>
    </section>
  );
}
