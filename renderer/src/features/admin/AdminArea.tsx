import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { ApprovalsPage } from './ApprovalsPage';
import { AuditPage } from './AuditPage';
import { DemandsPage } from './DemandsPage';
import { ModerationPage } from './ModerationPage';
import { OverviewPage } from './OverviewPage';
import { ReportsPage } from './ReportsPage';
import { UsersPage } from './UsersPage';

/**
 * The admin console under /app/admin (spec §2 admin entries), loaded on demand: only an admin
 * ever downloads this chunk and its charts. The guard in AppRoutes keeps everyone else out.
 */
export default function AdminArea() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path="usuarios" element={<UsersPage />} />
      <Route path="demandas" element={<DemandsPage />} />
      <Route path="aprovacoes" element={<ApprovalsPage />} />
      <Route path="denuncias" element={<ModerationPage />} />
      <Route path="relatorios" element={<ReportsPage />} />
      <Route path="auditoria" element={<AuditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
