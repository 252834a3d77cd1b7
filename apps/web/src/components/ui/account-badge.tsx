import { Avatar } from './avatar.tsx';
import { ChevronDownIcon } from './icons.tsx';

interface AccountBadgeProps {
  initials: string;
  name: string;
  detail?: string;
  tone?: 'light' | 'dark';
}

/** Initials, name and role: the menu's trigger, and its stand-in while the menu code loads. */
export function AccountBadge({ initials, name, detail, tone = 'light' }: AccountBadgeProps) {
  return (
    <span className="flex items-center gap-2.5 py-1 ps-1 pe-2 sm:pe-3">
      <Avatar text={initials} />
      <span className="hidden max-w-40 flex-col text-start leading-tight sm:flex">
        <span className="truncate text-sm font-semibold">{name}</span>
        {detail && (
          <span className={`text-xs ${tone === 'dark' ? 'text-ink-300' : 'text-ink-500'}`}>{detail}</span>
        )}
      </span>
      <ChevronDownIcon className="size-4 opacity-70 transition-transform group-data-[state=open]:rotate-180" />
    </span>
  );
}
