import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingState } from '@speechdeck/core/web';
import { errorMessage } from '../../lib/error-message.ts';
import { useConfirmRegistration } from './api/use-confirm-registration.ts';
import { AuthCard } from './auth-card.tsx';

/** Where the confirmation e-mail's link (#/confirm?token=) lands: confirms at once. */
export default function ConfirmPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmRegistration(token);
  return (
    <AuthCard title={t('confirm.title')} titleId="confirm-title">
      {!token && <p className="notice notice--error" role="alert">{t('confirm.noToken')}</p>}
      {token && confirm.isPending && <LoadingState page />}
      {confirm.isSuccess && (
        <>
          <p className="notice notice--success" role="status">{t('confirm.done')}</p>
          <Link className="button button--primary" to="/login">{t('confirm.login')}</Link>
        </>
      )}
      {confirm.isError && (
        <>
          <p className="notice notice--error" role="alert">{errorMessage(confirm.error, t)}</p>
          <p className="auth-card__links">
            <Link to="/login">{t('confirm.login')}</Link>
            <span aria-hidden="true"> · </span>
            <Link to="/register">{t('confirm.registerAgain')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
