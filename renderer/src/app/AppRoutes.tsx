import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LandingPage } from '../features/landing/LandingPage';
import { MessagesPage } from '../features/messages/MessagesPage';
import { MyJobsPage } from '../features/my-jobs/MyJobsPage';
import { OpportunitiesPage } from '../features/opportunities/OpportunitiesPage';
import { MyDemandsPage } from '../features/my-demands/MyDemandsPage';
import { NotificationsPage } from '../features/notifications/NotificationsPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { AUTH_PATHS } from '../features/auth/auth-paths';
import { Center, Loader } from '@mantine/core';
import { PublicOnly, RequireAdmin, RequireAuth, UserHome } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { AppLayout } from './shell/AppLayout';

// The admin console (and its charts) is its own chunk: clients and providers never download it.
const AdminArea = lazy(() => import('../features/admin/AdminArea'));

function AdminAreaLoading() {
  return (
    <Center py="xl" role="status" aria-label="Carregando o Painel Admin">
      <Loader color="vinho" type="dots" />
    </Center>
  );
}

/** Real URL routes (DESIGN §9.5). Kept apart from the router so tests can mount them in memory. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path="/" element={<LandingPage />} />
        <Route path={AUTH_PATHS.login} element={<LoginPage />} />
        <Route path={AUTH_PATHS.register} element={<RegisterPage />} />
        <Route path={AUTH_PATHS.forgot} element={<ForgotPasswordPage />} />
        <Route path={AUTH_PATHS.verify} element={<VerifyEmailPage />} />
        <Route path={AUTH_PATHS.reset} element={<ResetPasswordPage />} />
      </Route>
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
        <Route path="buscar-profissionais" element={<ComingSoonPage />} />
        <Route path="minhas-demandas" element={<MyDemandsPage />} />
        <Route path="mensagens" element={<MessagesPage />} />
        <Route path="central-de-duvidas" element={<ComingSoonPage />} />
        <Route path="notificacoes" element={<NotificationsPage />} />
        <Route
          path="admin/*"
          element={
            <RequireAdmin>
              <Suspense fallback={<AdminAreaLoading />}>
                <AdminArea />
              </Suspense>
            </RequireAdmin>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
