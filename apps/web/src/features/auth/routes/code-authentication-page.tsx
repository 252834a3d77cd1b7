import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-store.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CodeConfirmation } from '../components/code-confirmation.tsx';
import { TextLink } from '../components/text-link.tsx';

/** /auth/code-authentication: confirms the e-mail of the signed-in (unconfirmed) account. */
export function CodeAuthenticationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();

  // The code belongs to an account: without its token there is nothing to confirm.
  if (session.status !== 'authenticated') return <Navigate to="/auth/login" replace />;
  if (session.claims.confirmed === true || session.claims.role === 'GUEST') {
    return <Navigate to="/event" replace />;
  }
  const { email } = session.claims;

  return (
    <AuthCard
      title={t('auth.code.title')}
      subtitle={email ? t('auth.code.subtitleTo', { email }) : t('auth.code.subtitle')}
      footer={
        <p>
          {t('auth.code.wrongAccount')} <TextLink to="/auth/login">{t('auth.code.loginLink')}</TextLink>
        </p>
      }
    >
      <CodeConfirmation
        userId={session.claims.userId}
        onConfirmed={() => navigate('/event', { replace: true })}
      />
    </AuthCard>
  );
}
