import { pagePaths } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import { localeOf } from '../../lib/locale.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { standRevisionMail } from './stands.mail.ts';
import { standTeamRepository } from './stands.repository.ts';

/**
 * The organizer's decision on a stand's proposed change reaches its team, by notification and by
 * mail, each in their language, in the decision's transaction.
 */
export function subscribeRevisionNotices(
  changes: ChangeSeam,
  {
    notifications,
    mail,
    publicUrl,
  }: { notifications: NotificationsService; mail: OutgoingMail; publicUrl: string },
): void {
  changes.on('stand.revision.decided', 'stand team notices', async (tx, { tenantId, items }) => {
    for (const { stand, revision, approved, reason } of items) {
      const team = await standTeamRepository.contacts(tx, stand.id);
      const property = revision.kind === 'property' ? revision.title : null;
      await notifications.store(
        tx,
        {
          tenantId,
          type: approved ? 'STAND_REVISION_APPROVED' : 'STAND_REVISION_REJECTED',
          args: { stand: stand.title, ...(property !== null && { property }), ...(reason && { reason }) },
          eventId: stand.eventId,
          publicationId: null,
        },
        team.map((member) => member.userId),
      );
      const link =
        revision.kind === 'page'
          ? approved
            ? pagePaths.exhibitor(stand.id)
            : pagePaths.standArea(stand.id)
          : approved && revision.propertyId
            ? pagePaths.property(stand.eventId, revision.propertyId)
            : pagePaths.standArea(stand.id);
      for (const member of team) {
        await mail.enqueue(
          standRevisionMail({
            to: member.email,
            locale: localeOf(member.locale),
            stand: stand.title,
            ...(property !== null && { property }),
            approved,
            reason,
            link: `${publicUrl}${link}`,
          }),
          `${revision.kind === 'page' ? 'stand' : 'property'}-revision:${revision.id}:${member.userId}`,
          tx,
        );
      }
    }
  });
}
