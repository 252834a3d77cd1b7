import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { useSession } from '../../../lib/session/session-store.ts';
import { useSignInPrompt } from '../../../lib/session/sign-in-prompt.ts';
import type { InterestTarget } from '../api/use-send-interest.ts';
import { useStandTitle } from '../api/use-stand-title.ts';
import { leadAccessOf } from '../lib/lead-owner.ts';
import { rememberPendingInterest, takePendingInterest } from '../lib/pending-interest.ts';

// The dialog (Radix, the form) loads on the first press, not with the event page (bench/web.mjs).
const InterestDialog = lazy(() =>
  import('./interest-dialog.tsx').then((m) => ({ default: m.InterestDialog })),
);

interface InterestButtonProps {
  target: InterestTarget;
  /** The stand the contact goes to. */
  exhibitorId: number;
  /** Its name when the page already knows it (the stand's page). */
  standTitle?: string;
  /** The property asked about, for the dialog's title. */
  propertyTitle?: string;
}

/**
 * The original client's property 'contact' button ('Tenho interesse') and the stand's 'Fale com o expositor'.
 * A guest or anonymous visitor signs in first in the site's modal and finds the dialog open.
 */
export function InterestButton({ target, exhibitorId, standTitle, propertyTitle }: InterestButtonProps) {
  const { t } = useTranslation();
  const access = leadAccessOf(useSession());
  const openSignIn = useSignInPrompt();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // A new dialog per opening: it starts unticked and empty, never on the last result.
  const [opening, setOpening] = useState(0);
  const member = access.kind === 'member';
  const fetchedTitle = useStandTitle(exhibitorId, open && standTitle === undefined);
  const stand = standTitle ?? fetchedTitle;

  const { kind, id } = target;
  useEffect(() => {
    if (!member || !takePendingInterest({ kind, id })) return;
    setOpening((count) => count + 1);
    setOpen(true);
  }, [member, kind, id]);

  const onClick = () => {
    if (access.kind === 'member') {
      setOpening((count) => count + 1);
      setOpen(true);
      return;
    }
    rememberPendingInterest(target);
    if (access.kind === 'confirm') void navigate('/auth/code-authentication');
    else openSignIn('login');
  };

  const label = target.kind === 'property' ? t('leads.interest.property') : t('leads.interest.stand');
  const title =
    target.kind === 'property' && propertyTitle
      ? t('leads.interest.propertyTitle', { property: propertyTitle })
      : t('leads.interest.standTitle', { stand: stand ?? '' });
  return (
    <>
      <Button variant="accent" onClick={onClick} aria-haspopup="dialog">
        <MessageIcon className="size-4" />
        {label}
      </Button>
      {member && opening > 0 && (
        <Suspense fallback={null}>
          <InterestDialog
            key={opening}
            open={open}
            onOpenChange={setOpen}
            target={target}
            owner={access.owner}
            title={title}
            stand={stand}
          />
        </Suspense>
      )}
    </>
  );
}
