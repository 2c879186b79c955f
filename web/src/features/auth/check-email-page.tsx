import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from './auth-card.tsx';

export interface CheckEmailState {
  email: string;
  reason: 'registration' | 'reset';
}

/** After registering or asking for a reset: the link is in the mail (or the outbox, offline). */
export default function CheckEmailPage() {
  const { t } = useTranslation();
  const state = useLocation().state as CheckEmailState | null;
  const reason = state?.reason ?? 'registration';
  return (
    <AuthCard title={t('checkEmail.title')} titleId="check-email-title">
      <p role="status">
        {state?.email ? t(`checkEmail.${reason}`, { email: state.email }) : t(`checkEmail.${reason}Generic`)}
      </p>
      <p>{t('checkEmail.spam')}</p>
      <p className="auth-card__links">
        <Link to="/login">{t('checkEmail.login')}</Link>
      </p>
    </AuthCard>
  );
}
