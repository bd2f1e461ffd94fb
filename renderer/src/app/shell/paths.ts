import type { User } from '@alinhavo/shared/schemas/user';

// Apart from the menus (navigation.ts) and their icons: the route guards in the entry chunk
// need the paths, not the signed-in shell's menus.

/** App paths (DESIGN §9.5). */
export const APP_PATHS = {
  dashboard: '/app',
  profile: '/app/perfil',
  opportunities: '/app/oportunidades',
  myJobs: '/app/meus-trabalhos',
  findProfessionals: '/app/buscar-profissionais',
  myDemands: '/app/minhas-demandas',
  messages: '/app/mensagens',
  helpCenter: '/app/central-de-duvidas',
  notifications: '/app/notificacoes',
  /** The plans page and its checkout (`?plano=monthly|yearly`). */
  plans: '/app/planos',
  checkout: '/app/planos/assinar',
  admin: '/app/admin',
} as const;

/** The admin console (spec §2 admin entries), under /app/admin. */
export const ADMIN_PATHS = {
  overview: '/app/admin',
  users: '/app/admin/usuarios',
  demands: '/app/admin/demandas',
  approvals: '/app/admin/aprovacoes',
  moderation: '/app/admin/denuncias',
  reports: '/app/admin/relatorios',
  audit: '/app/admin/auditoria',
  payments: '/app/admin/pagamentos',
} as const;

/** Where a signed-in person lands: the admin's home is the Visão geral (spec §2). */
export function homeFor(user: Pick<User, 'is_admin'> | null): string {
  return user?.is_admin ? ADMIN_PATHS.overview : APP_PATHS.dashboard;
}
