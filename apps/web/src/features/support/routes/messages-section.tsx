import type { SupportMessage } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/data-table/pager.tsx';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckCircleIcon, MailIcon, MessageIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { formatInstant } from '../../../lib/format/dates.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { type HandledFilter, useMarkHandled, useMessages } from '../api/use-messages.ts';

const filters = [
  { value: 'open', label: 'producer.messages.filterOpen' },
  { value: 'handled', label: 'producer.messages.filterHandled' },
  { value: 'all', label: 'producer.messages.filterAll' },
] as const;

/** 'Mensagens': support requests sent through the contact form, newest first. */
export function MessagesSection() {
  const { t } = useTranslation();
  const filterId = useId();
  const [filter, setFilter] = useState<HandledFilter>('open');
  const [page, setPage] = useState(0);
  const messages = useMessages(page, filter);
  const mark = useMarkHandled();

  let body: React.ReactNode;
  if (messages.isPending) body = <TableSkeleton rows={3} />;
  else if (messages.isError)
    body = (
      <StateMessage
        tone="error"
        title={t('producer.messages.loadError')}
        description={errorText(messages.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void messages.refetch() }}
      />
    );
  else if (messages.data.content.length === 0)
    body = <StateMessage title={t('producer.messages.empty')} icon={<MessageIcon className="size-7" />} />;
  else
    body = (
      <div>
        <ul className="space-y-3" aria-busy={messages.isPlaceholderData}>
          {messages.data.content.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`message-${message.id}`}
                className={`rounded-2xl border bg-white p-5 shadow-xs ${message.handled ? 'border-ink-100 opacity-80' : 'border-gold-300'}`}
              >
                <header className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 id={`message-${message.id}`} className="font-semibold break-words text-ink-900">
                      {message.subject}
                    </h2>
                    <Sender message={message} />
                  </div>
                  <p className="text-xs whitespace-nowrap text-ink-500">
                    {formatInstant(message.creationDate, currentLocale(), true)}
                  </p>
                </header>
                <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink-800">
                  {message.message}
                </p>
                <footer className="mt-4 flex flex-wrap items-center justify-between gap-2">
                  {message.handled ? (
                    <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success-700">
                      <CheckCircleIcon className="size-4" />
                      {t('producer.messages.handled')}
                    </span>
                  ) : (
                    <span className="text-sm font-medium text-gold-700">{t('producer.messages.open')}</span>
                  )}
                  <Button
                    variant={message.handled ? 'ghost' : 'outline'}
                    size="sm"
                    disabled={mark.isPending && mark.variables?.id === message.id}
                    onClick={() => mark.mutate({ id: message.id, handled: !message.handled })}
                  >
                    {message.handled ? t('producer.messages.reopen') : t('producer.messages.markHandled')}
                  </Button>
                </footer>
              </article>
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          totalPages={messages.data.totalPages}
          onChange={setPage}
          label={t('producer.messages.pages')}
        />
      </div>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium text-ink-700">
          {t('producer.messages.filter')}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(change) => {
            setFilter(change.target.value as HandledFilter);
            setPage(0);
          }}
          className="h-10 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 focus:border-ink-500 focus:outline-none"
        >
          {filters.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      {mark.isError && <Alert tone="error">{errorText(mark.error, t('producer.common.actionFailed'))}</Alert>}
      {body}
    </div>
  );
}

/** Who wrote: name and e-mail link, the separator only between two that are there. */
function Sender({ message }: { message: SupportMessage }) {
  const name = message.name.trim();
  const email = message.email.trim();
  if (!name && !email) return null;
  return (
    <p className="text-sm text-ink-600">
      {name}
      {name && email && ' · '}
      {email && (
        <a
          href={`mailto:${email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          className="inline-flex items-center gap-1 break-all underline underline-offset-2"
        >
          <MailIcon className="size-3.5" />
          {email}
        </a>
      )}
    </p>
  );
}
