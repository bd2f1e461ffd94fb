import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { NotFoundPage } from '../../app/NotFoundPage';
import { AdminTabHeading } from './AdminTabHeading';
import { OverviewPage } from './OverviewPage';

// The other admin pages (their tables, filters, date pickers and modals) are one chunk of their
// own, so the admin's first screen, Visão geral, does not wait for them. It is fetched right
// after that screen (below), so moving between admin pages stays as immediate as before. One
// chunk rather than one per page: split apart they shared code in some 25 small chunks.
const pages = () => import('./admin-pages');
const UsersPage = lazyPage(() => pages().then((m) => m.UsersPage));
const DemandsPage = lazyPage(() => pages().then((m) => m.DemandsPage));
const ApprovalsPage = lazyPage(() => pages().then((m) => m.ApprovalsPage));
const ModerationPage = lazyPage(() => pages().then((m) => m.ModerationPage));
const ReportsPage = lazyPage(() => pages().then((m) => m.ReportsPage));
const AuditPage = lazyPage(() => pages().then((m) => m.AuditPage));
const PaymentsPage = lazyPage(() => pages().then((m) => m.PaymentsPage));

const LATER_PAGES = [
  UsersPage,
  DemandsPage,
  ApprovalsPage,
  ModerationPage,
  ReportsPage,
  PaymentsPage,
  AuditPage,
];

/** Every admin page at once (component tests render them without a loading frame). */
export async function preloadAdminPages(): Promise<void> {
  await Promise.all(LATER_PAGES.map((page) => page.preload()));
}

/**
 * The admin console under /app/admin (spec §2 admin entries), loaded on demand: only an admin
 * ever downloads this chunk and its charts. The guard in AppRoutes keeps everyone else out.
 * Opened straight on a page other than Visão geral, AppLayout shows its 'Carregando...' in the
 * page area until that page's chunk has arrived.
 */
export default function AdminArea() {
  useEffect(() => {
    // A failed download is tried again when the page is visited.
    preloadAdminPages().catch(() => {});
  }, []);
  return (
    <>
      <AdminTabHeading />
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="usuarios" element={<UsersPage />} />
        <Route path="demandas" element={<DemandsPage />} />
        <Route path="aprovacoes" element={<ApprovalsPage />} />
        <Route path="denuncias" element={<ModerationPage />} />
        <Route path="relatorios" element={<ReportsPage />} />
        <Route path="pagamentos" element={<PaymentsPage />} />
        <Route path="auditoria" element={<AuditPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
