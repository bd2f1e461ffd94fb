// The admin pages other than Visão geral, in one chunk fetched after it (AdminArea).
export { ApprovalsPage } from './ApprovalsPage';
export { AuditPage } from './AuditPage';
export { DemandsPage } from './DemandsPage';
export { ModerationPage } from './ModerationPage';
export { PaymentsPage } from './PaymentsPage';
export { ReportsPage } from './ReportsPage';
export { UsersPage } from './UsersPage';
