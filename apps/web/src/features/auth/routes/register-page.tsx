import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { TextLink } from '../components/text-link.tsx';
import { codePagePath } from '../lib/complete-sign-in.ts';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <p>
          {t('auth.register.hasAccount')} <TextLink to="/auth/login">{t('auth.register.loginLink')}</TextLink>
        </p>
      }
    >
      <RegisterForm variant="page" onRegistered={() => navigate(codePagePath)} />
    </AuthCard>
  );
}
