import type { Member } from '@vitrine/contract';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, tdClass } from '../../../components/data-table/data-table.tsx';
import { Pager } from '../../../components/data-table/pager.tsx';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { formatInstant } from '../../../lib/format/dates.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { useChangeRole, useMembers, useRemoveMember } from '../api/use-members.ts';
import { RoleName, roleKeys } from '../components/role-name.tsx';

/** 'Membros': the tenant's accounts, their role, and removal (never of the last ADMIN: the server says so). */
export function MembersSection() {
  const { t } = useTranslation();
  const searchId = useId();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const members = useMembers(page, query);
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);

  let body: React.ReactNode;
  if (members.isPending) body = <TableSkeleton />;
  else if (members.isError)
    body = (
      <StateMessage
        tone="error"
        title={t('producer.members.loadError')}
        description={errorText(members.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void members.refetch() }}
      />
    );
  else if (members.data.content.length === 0)
    body = <StateMessage title={t('producer.members.empty')} icon={<UsersIcon className="size-7" />} />;
  else
    body = (
      <div>
        <DataTable
          label={t('producer.members.tableLabel')}
          minWidth="min-w-[44rem]"
          busy={members.isPlaceholderData}
          columns={[
            { label: t('producer.members.columns.name') },
            { label: t('producer.members.columns.email') },
            { label: t('producer.members.columns.role') },
            { label: t('producer.members.columns.date') },
            { label: t('producer.members.columns.actions'), hidden: true },
          ]}
        >
          {members.data.content.map((member) => (
            <tr key={member.id}>
              <td data-label={t('producer.members.columns.name')} className={`${tdClass} font-medium`}>
                {member.name}
                {!member.confirmed && (
                  <span className="ms-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-600">
                    {t('producer.members.unconfirmed')}
                  </span>
                )}
              </td>
              <td data-label={t('producer.members.columns.email')} className={`${tdClass} whitespace-nowrap`}>
                {member.email}
              </td>
              <td data-label={t('producer.members.columns.role')} className={tdClass}>
                {member.role === 'GUEST' ? (
                  <RoleName value="GUEST" />
                ) : (
                  <select
                    aria-label={t('producer.members.roleOf', { name: member.name })}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(change) =>
                      changeRole.mutate({
                        id: member.id,
                        role: change.target.value as 'ADMIN' | 'MODERATOR' | 'USER',
                      })
                    }
                    className="h-9 rounded-lg border border-ink-200 bg-white px-2 text-sm focus:border-ink-500 focus:outline-none"
                  >
                    <option value="ADMIN">{t(roleKeys.ADMIN)}</option>
                    <option value="MODERATOR">{t(roleKeys.MODERATOR)}</option>
                    <option value="USER">{t(roleKeys.USER)}</option>
                  </select>
                )}
              </td>
              <td
                data-label={t('producer.members.columns.date')}
                className={`${tdClass} whitespace-nowrap tabular-nums`}
              >
                {formatInstant(member.creationDate, currentLocale())}
              </td>
              <td className={`${tdClass} text-end`}>
                <DangerButton
                  onClick={() => {
                    remove.reset();
                    setRemoving(member);
                  }}
                  aria-label={t('producer.members.removeOf', { name: member.name })}
                >
                  {t('producer.members.remove')}
                </DangerButton>
              </td>
            </tr>
          ))}
        </DataTable>
        <Pager
          page={page}
          totalPages={members.data.totalPages}
          onChange={setPage}
          label={t('producer.members.pages')}
        />
      </div>
    );

  return (
    <div className="space-y-4">
      <search className="max-w-md">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('producer.members.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          onChange={(change) => {
            setSearch(change.target.value);
            setPage(0);
          }}
          className="h-11 w-full rounded-xl border border-ink-200 bg-white px-4 text-sm text-ink-900 focus:border-ink-500 focus:outline-none"
        />
      </search>
      {changeRole.isError && (
        <Alert tone="error">{errorText(changeRole.error, t('producer.common.actionFailed'))}</Alert>
      )}
      {changeRole.isSuccess && <Alert tone="success">{t('producer.members.roleChanged')}</Alert>}
      {body}
      <ConfirmDialog
        open={removing !== null}
        title={t('producer.members.removeTitle')}
        description={t('producer.members.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('producer.members.remove')}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('producer.common.actionFailed')) : null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </div>
  );
}
