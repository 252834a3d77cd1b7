import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountBadge } from './account-badge.tsx';

export interface AccountMenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  to?: string;
  onSelect?: () => void;
}

interface AccountMenuProps {
  /** Accessible name of the trigger, e.g. "Menu da conta de Ana Souza". */
  label: string;
  initials: string;
  name: string;
  detail?: string;
  items: AccountMenuItem[];
  tone?: 'light' | 'dark';
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-800 outline-none ' +
  'data-[highlighted]:bg-ink-50 data-[highlighted]:text-ink-950';

/** The signed-in user's menu: Radix handles arrow keys, typeahead and Escape. */
export function AccountMenu({ label, initials, name, detail, items, tone = 'light' }: AccountMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={label}
        className={`group flex items-center gap-2.5 rounded-full transition-colors ${tone === 'dark' ? 'text-white hover:bg-white/10' : 'text-ink-900 hover:bg-ink-50'}`}
      >
        <AccountBadge initials={initials} name={name} detail={detail} tone={tone} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-2xl border border-ink-100 bg-white p-1.5 shadow-lift"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block truncate text-sm font-semibold text-ink-900">{name}</span>
            {detail && <span className="block text-xs text-ink-500">{detail}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-2 mb-1 h-px bg-ink-100" />
          {items.map((item) =>
            item.to ? (
              <DropdownMenu.Item key={item.id} asChild className={itemClass}>
                <Link to={item.to}>
                  {item.icon}
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.id} className={itemClass} onSelect={item.onSelect}>
                {item.icon}
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
