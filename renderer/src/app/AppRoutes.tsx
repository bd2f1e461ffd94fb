import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AUTH_PATHS } from '../kits/auth/auth-paths';
import { LandingPage } from '../features/landing/LandingPage';
import { PUBLIC_DOC_PATHS } from '../kits/public-docs/paths';
import { FullPageLoader } from './FullPageLoader';
import { PublicOnly, RequireAdmin, RequireAuth, UserHome } from './guards';
import { NotFoundPage } from './NotFoundPage';
import {
  AdminArea,
  AppLayout,
  CheckoutPage,
  DashboardPage,
  FindProfessionalsPage,
  ForgotPasswordPage,
  HelpPage,
  LegalPage,
  LoginPage,
  MessagesPage,
  MyDemandsPage,
  MyJobsPage,
  NotificationsPage,
  OpportunitiesPage,
  PlansPage,
  ProfilePage,
  PublicHelpPage,
  PublicProfessionalPage,
  RegisterPage,
  ResetPasswordPage,
  UnsubscribePage,
  VerifyEmailPage,
} from './pages';

/**
 * Real URL routes (DESIGN §9.5). Kept apart from the router so tests can mount them in memory.
 * Pages arrive as chunks: a full-page 'Carregando...' stands in for a public page or the shell,
 * and inside the shell the page's own area waits (AppLayout), so header and menu stay put.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/" element={<LandingPage />} />
          <Route path={AUTH_PATHS.login} element={<LoginPage />} />
          <Route path={AUTH_PATHS.register} element={<RegisterPage />} />
          <Route path={AUTH_PATHS.forgot} element={<ForgotPasswordPage />} />
          <Route path={AUTH_PATHS.verify} element={<VerifyEmailPage />} />
          <Route path={AUTH_PATHS.reset} element={<ResetPasswordPage />} />
        </Route>
        <Route path={PUBLIC_DOC_PATHS.help} element={<PublicHelpPage />} />
        <Route path={PUBLIC_DOC_PATHS.terms} element={<LegalPage kind="terms" />} />
        <Route path={PUBLIC_DOC_PATHS.privacy} element={<LegalPage kind="privacy" />} />
        <Route path="/descadastrar" element={<UnsubscribePage />} />
        <Route path="/profissionais/:id" element={<PublicProfessionalPage />} />
        <Route
          path="/app"
          element={
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          }
        >
          <Route
            index
            element={
              <UserHome>
                <DashboardPage />
              </UserHome>
            }
          />
          <Route path="perfil" element={<ProfilePage />} />
          <Route path="oportunidades" element={<OpportunitiesPage />} />
          <Route path="meus-trabalhos" element={<MyJobsPage />} />
          <Route path="buscar-profissionais" element={<FindProfessionalsPage />} />
          <Route path="minhas-demandas" element={<MyDemandsPage />} />
          <Route path="mensagens" element={<MessagesPage />} />
          <Route path="central-de-duvidas" element={<HelpPage />} />
          <Route path="notificacoes" element={<NotificationsPage />} />
          <Route path="planos" element={<PlansPage />} />
          <Route path="planos/assinar" element={<CheckoutPage />} />
          <Route
            path="admin/*"
            element={
              <RequireAdmin>
                <AdminArea />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
