import { Outlet } from 'react-router';
import { LiveNotifications } from './live-notifications.tsx';
import { mainContentId } from './root-layout.tsx';
import { SignInPromptHost } from './sign-in-prompt-host.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopMenu } from './top-menu.tsx';

/** The public site around the event: top menu, page, footer. */
export function SiteLayout() {
  return (
    <SignInPromptHost>
      <div className="flex min-h-dvh flex-col">
        <TopMenu />
        <LiveNotifications />
        <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </SignInPromptHost>
  );
}
