import { propertyPathSegment, speakerPathSegment } from '@vitrine/contract';
import { Navigate, type RouteObject, redirect } from 'react-router';
import { loadAreaStrings } from '../lib/i18n/i18n.ts';
import {
  alwaysRevalidate,
  mobileOnboardingLoader,
  requireProducerAreaLoader,
  requireTokenLoader,
} from './guards/route-guards.ts';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { SignInPromptHost } from './layouts/sign-in-prompt-host.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { lazyPage } from './lazy-page.tsx';
import { RouteError } from './route-error.tsx';

// Every page is its own chunk (route elements, created once); the producer area never ships in the entry.
const initialPage = lazyPage(() =>
  import('../features/onboarding/routes/initial-page.tsx').then((m) => m.InitialPage),
);
const eventPage = lazyPage(() => import('../features/event/routes/event-page.tsx').then((m) => m.EventPage));
const exhibitorPage = lazyPage(() =>
  import('../features/exhibitor/routes/exhibitor-page.tsx').then((m) => m.ExhibitorPage),
);
/** A page of the producer's or exhibitor's area, with those areas' strings. */
const withAreaStrings = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, loadAreaStrings()]).then(([loaded]) => loaded);
const producerPage = lazyPage(() =>
  withAreaStrings(import('../features/producer-area/routes/producer-page.tsx').then((m) => m.ProducerPage)),
);
const constructionPage = lazyPage(() =>
  import('../features/construction/routes/construction-page.tsx').then((m) => m.ConstructionPage),
);
const homePage = lazyPage(() => import('../features/home/routes/home-page.tsx').then((m) => m.HomePage));
const policyPage = lazyPage(() =>
  import('../features/policy/routes/policy-page.tsx').then((m) => m.PolicyPage),
);
const supportPage = lazyPage(() =>
  import('../features/support/routes/support-page.tsx').then((m) => m.SupportPage),
);
const loginPage = lazyPage(() => import('../features/auth/routes/login-page.tsx').then((m) => m.LoginPage));
const guestLoginPage = lazyPage(() =>
  import('../features/auth/routes/guest-login-page.tsx').then((m) => m.GuestLoginPage),
);
const registerPage = lazyPage(() =>
  import('../features/auth/routes/register-page.tsx').then((m) => m.RegisterPage),
);
const callbackPage = lazyPage(() =>
  import('../features/auth/routes/callback-page.tsx').then((m) => m.CallbackPage),
);
const codePage = lazyPage(() =>
  import('../features/auth/routes/code-authentication-page.tsx').then((m) => m.CodeAuthenticationPage),
);
const invitePage = lazyPage(() =>
  withAreaStrings(import('../features/stands/routes/invite-page.tsx').then((m) => m.InvitePage)),
);
const exhibitorAreaPage = lazyPage(() =>
  withAreaStrings(
    import('../features/stands/routes/exhibitor-area-page.tsx').then((m) => m.ExhibitorAreaPage),
  ),
);
const badgePage = lazyPage(() => import('../features/leads/routes/badge-page.tsx').then((m) => m.BadgePage));
const myDataPage = lazyPage(() =>
  import('../features/leads/routes/my-data-page.tsx').then((m) => m.MyDataPage),
);
const maintenancePage = lazyPage(() =>
  import('../features/auth/routes/maintenance-page.tsx').then((m) => m.MaintenancePage),
);

/** The original client's route table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    // The visit's first page only (a phone visit starting at / sees the onboarding).
    loader: mobileOnboardingLoader,
    shouldRevalidate: () => false,
    children: [
      { path: '/', element: <Navigate to="/initial" replace /> },
      {
        path: '/auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: maintenancePage },
          { path: 'login', element: loginPage },
          { path: 'login/guest', element: guestLoginPage },
          { path: 'cadastrar', element: registerPage },
          { path: 'callback', element: callbackPage },
          { path: 'code-authentication', element: codePage },
          { path: 'construction', element: constructionPage },
          { path: 'fale-conosco', element: supportPage },
          // A stand team's invitation: 'Entrar para aceitar' opens the sign-in modal here.
          { path: 'convite/:token', element: <SignInPromptHost>{invitePage}</SignInPromptHost> },
          { path: '*', element: maintenancePage },
        ],
      },
      {
        // The main area: everything outside /auth.
        children: [
          { path: '/initial', element: initialPage },
          {
            element: <SiteLayout />,
            children: [
              { path: '/politics', element: policyPage },
              { path: '/suport', element: supportPage },
              { path: '/construction', element: constructionPage },
              // Readable by anyone, so a shared link opens for whoever follows it; the
              // speaker and property addresses open their detail on the event page.
              { path: '/event', element: eventPage },
              { path: '/event/:id', element: eventPage },
              // The featured event's Minha agenda tab.
              { path: '/minha-agenda', element: eventPage },
              { path: `/event/:id/${speakerPathSegment}/:speakerId`, element: eventPage },
              { path: `/event/:id/${propertyPathSegment}/:propertyId`, element: eventPage },
              { path: '/expositor', element: exhibitorPage },
              { path: '/expositor/:id', element: exhibitorPage },
              // The visitor's badge and who holds their contact: a guest or anonymous
              // visitor gets the sign-in modal there rather than a redirect.
              { path: '/meu-cracha', element: badgePage },
              { path: '/meus-dados', element: myDataPage },
              {
                loader: requireTokenLoader,
                shouldRevalidate: alwaysRevalidate,
                children: [
                  { path: '/home', element: homePage },
                  { path: '/private', element: constructionPage },
                  { path: '/area-expositor', element: exhibitorAreaPage },
                ],
              },
            ],
          },
          // The door's check-in, as its own address for a phone's home screen.
          {
            path: '/area-produtor/check-in',
            loader: ({ request }) => {
              const next = new URLSearchParams(new URL(request.url).search);
              next.set('section', 'check-in');
              return redirect(`/area-produtor?${next}`);
            },
          },
          {
            path: '/area-produtor',
            loader: requireProducerAreaLoader,
            shouldRevalidate: alwaysRevalidate,
            element: producerPage,
          },
          { path: '*', loader: () => redirect('/initial') },
        ],
      },
    ],
  },
];
