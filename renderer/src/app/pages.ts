import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';
import { Toasts } from './providers';

const page = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyPage(load);

// Every page but the landing is its own chunk: a visitor downloads the landing and nothing else,
// a signed-in person the shell and the page they open. The landing stays in the entry, since it
// is the first screen of most visits and must not wait for a second round trip.

export const LoginPage = page(() => import('../features/auth/LoginPage').then((m) => m.LoginPage));
export const RegisterPage = page(() =>
  import('../features/auth/RegisterPage').then((m) => m.RegisterPage),
);
export const ForgotPasswordPage = page(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
export const VerifyEmailPage = page(() =>
  import('../features/auth/VerifyEmailPage').then((m) => m.VerifyEmailPage),
);
export const ResetPasswordPage = page(() =>
  import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);

export const AppLayout = page(() => import('./shell/AppLayout').then((m) => m.AppLayout));
export const DashboardPage = page(() =>
  import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
);
export const ProfilePage = page(() =>
  import('../features/profile/ProfilePage').then((m) => m.ProfilePage),
);
export const OpportunitiesPage = page(() =>
  import('../features/opportunities/OpportunitiesPage').then((m) => m.OpportunitiesPage),
);
export const MyJobsPage = page(() =>
  import('../features/my-jobs/MyJobsPage').then((m) => m.MyJobsPage),
);
export const MyDemandsPage = page(() =>
  import('../features/my-demands/MyDemandsPage').then((m) => m.MyDemandsPage),
);
export const MessagesPage = page(() =>
  import('../features/messages/MessagesPage').then((m) => m.MessagesPage),
);
export const FindProfessionalsPage = page(() =>
  import('../features/professionals/FindProfessionalsPage').then((m) => m.FindProfessionalsPage),
);
export const NotificationsPage = page(() =>
  import('../features/notifications/NotificationsPage').then((m) => m.NotificationsPage),
);
export const PlansPage = page(() => import('../features/plans/PlansPage').then((m) => m.PlansPage));
export const CheckoutPage = page(() =>
  import('../features/plans/CheckoutPage').then((m) => m.CheckoutPage),
);
export const HelpPage = page(() => import('../features/help/HelpPage').then((m) => m.HelpPage));
// Public documents: readable by visitors and by people signed in.
export const PublicHelpPage = page(() =>
  import('../features/help/PublicHelpPage').then((m) => m.PublicHelpPage),
);
// A provider's public page (no login).
export const PublicProfessionalPage = page(() =>
  import('../features/portfolio/PublicProfessionalPage').then((m) => m.PublicProfessionalPage),
);
export const LegalPage = page(() => import('../features/legal/LegalPage').then((m) => m.LegalPage));
// The admin console (and its charts): clients and providers never download it.
export const AdminArea = page(() => import('../features/admin/AdminArea').then((m) => m.default));

const ALL_PAGES = [
  LoginPage,
  RegisterPage,
  ForgotPasswordPage,
  VerifyEmailPage,
  ResetPasswordPage,
  AppLayout,
  DashboardPage,
  ProfilePage,
  OpportunitiesPage,
  MyJobsPage,
  MyDemandsPage,
  FindProfessionalsPage,
  MessagesPage,
  NotificationsPage,
  PlansPage,
  CheckoutPage,
  HelpPage,
  PublicHelpPage,
  PublicProfessionalPage,
  LegalPage,
  AdminArea,
];

/** Every page and the toast host at once: component tests render without a loading frame. */
export async function preloadPages(): Promise<void> {
  await Promise.all([...ALL_PAGES, Toasts].map((lazy) => lazy.preload()));
}
// The unsubscribe link of every e-mail: no session needed.
export const UnsubscribePage = page(() =>
  import('../features/email/UnsubscribePage').then((m) => m.UnsubscribePage),
);
