import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useSignInPrompt } from '../../../lib/session/sign-in-prompt.ts';
import type { LeadAccess } from '../lib/lead-owner.ts';

/** The page of someone who cannot have a badge yet: sign in (the site's modal), or confirm the e-mail. */
export function LeadSignIn({
  access,
  title,
}: {
  access: Exclude<LeadAccess, { kind: 'member' }>;
  title: string;
}) {
  const { t } = useTranslation();
  const openSignIn = useSignInPrompt();
  if (access.kind === 'confirm') {
    return (
      <StateMessage headingLevel={1} title={title} description={t('leads.signIn.unconfirmed')}>
        <Link to="/auth/code-authentication" className={buttonClass({ variant: 'primary' })}>
          {t('leads.signIn.confirm')}
        </Link>
      </StateMessage>
    );
  }
  return (
    <StateMessage
      headingLevel={1}
      title={title}
      description={t('leads.signIn.text')}
      icon={<UsersIcon className="size-7" />}
    >
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="primary" onClick={() => openSignIn('login')}>
          {t('menu.login')}
        </Button>
        <Button variant="accent" onClick={() => openSignIn('register')}>
          {t('menu.signUp')}
        </Button>
      </div>
    </StateMessage>
  );
}
