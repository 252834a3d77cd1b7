import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AccountBadge } from '../../components/ui/account-badge.tsx';
import type { AccountMenuItem } from '../../components/ui/account-menu.tsx';
import { whenIdle } from '../../lib/scheduling/when-idle.ts';

// The dropdown (Radix + floating-ui, ~30 KB gzip) is only for signed-in users, so it loads after
// the page, at its first idle moment, instead of with it; its badge stands in meanwhile.
const AccountMenu = lazy(() =>
  import('../../components/ui/account-menu.tsx').then((module) => ({ default: module.AccountMenu })),
);

interface LazyAccountMenuProps {
  label: string;
  initials: string;
  name: string;
  items: AccountMenuItem[];
  /** What to offer if the menu's code cannot be downloaded (e.g. a plain logout button). */
  fallback: ReactNode;
}

export function LazyAccountMenu({ fallback, ...props }: LazyAccountMenuProps) {
  const badge = <AccountBadge initials={props.initials} name={props.name} />;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return badge;
  return (
    <MenuErrorBoundary fallback={fallback}>
      <Suspense fallback={badge}>
        <AccountMenu {...props} />
      </Suspense>
    </MenuErrorBoundary>
  );
}

class MenuErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state: { failed: boolean } = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
