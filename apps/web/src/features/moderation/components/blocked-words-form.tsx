import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useBlockedWords, useSaveBlockedWords } from '../api/use-blocked-words.ts';

/** 'Palavras' (ADMIN): the word filter, one term per line. */
export function BlockedWordsForm() {
  const { t } = useTranslation();
  const words = useBlockedWords();
  if (words.isPending) return <TableSkeleton rows={2} />;
  if (words.isError)
    return (
      <StateMessage
        tone="error"
        title={t('producer.moderation.words.loadError')}
        description={errorText(words.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void words.refetch() }}
      />
    );
  return <WordsEditor initial={words.data.words} />;
}

function WordsEditor({ initial }: { initial: string[] }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState(initial.join('\n'));
  const save = useSaveBlockedWords();
  const terms = [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];

  return (
    <form
      className="max-w-lg space-y-3"
      onSubmit={(submit) => {
        submit.preventDefault();
        save.mutate(terms);
      }}
    >
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink-800">
        {t('producer.moderation.words.label')}
      </label>
      <p id={hintId} className="text-sm text-ink-500">
        {t('producer.moderation.words.hint')}
      </p>
      <textarea
        id={fieldId}
        aria-describedby={hintId}
        rows={10}
        value={text}
        onChange={(change) => setText(change.target.value)}
        className="w-full rounded-xl border border-ink-200 bg-white p-3 font-mono text-sm focus:border-ink-500 focus:outline-none"
      />
      {save.isError && <Alert tone="error">{errorText(save.error, t('producer.common.actionFailed'))}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('producer.moderation.words.saved')}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {t('producer.moderation.words.save')}
      </Button>
    </form>
  );
}
