import { useTranslation } from 'react-i18next';
import { DetailSheet } from '../../../components/detail-sheet/detail-sheet.tsx';
import { StandTeamPanel } from './stand-team-panel.tsx';

/** 'Equipe do estande …' opened from the producer's lists: the stand's team and invitations. */
export function StandTeamSheet({
  stand,
  onClose,
}: {
  /** The stand shown, or null while the sheet is closed. */
  stand: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DetailSheet
      open={stand !== null}
      onClose={onClose}
      title={t('producer.events.teamOf', { name: stand?.name ?? '' })}
    >
      {stand && <StandTeamPanel exhibitorId={stand.id} viewer="ADMIN" />}
    </DetailSheet>
  );
}
