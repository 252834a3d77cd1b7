import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { standKeys } from '../api/stand-keys.ts';
import { type StandReview, useSetReview } from '../api/use-set-review.ts';

/** The organizer's 'Publicar sem revisão' for one stand: the OWNER's page edits go live at once. */
export function PublishWithoutReview({ exhibitorId, current }: { exhibitorId: number; current: boolean }) {
  const { t } = useTranslation();
  const setReview = useSetReview(exhibitorId);
  const known = useQueryClient().getQueryData<StandReview>(standKeys.review(exhibitorId));
  const checked = setReview.isPending
    ? (setReview.variables ?? false)
    : (setReview.data?.publishWithoutReview ?? known?.publishWithoutReview ?? current);

  return (
    <div className="space-y-2 rounded-2xl border border-ink-100 bg-sand-50 p-4">
      <Switch
        label={t('stands.review.label')}
        hint={t('stands.review.hint')}
        checked={checked}
        disabled={setReview.isPending}
        onChange={(next) => setReview.mutate(next)}
      />
      <p role="status" className="text-sm text-ink-600 empty:hidden">
        {setReview.isSuccess &&
          (setReview.data.publishWithoutReview ? t('stands.review.on') : t('stands.review.off'))}
      </p>
      {setReview.isError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('stands.review.error')} {errorText(setReview.error, t('producer.common.tryAgain'))}
        </p>
      )}
    </div>
  );
}
