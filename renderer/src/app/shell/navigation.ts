import type { User } from '@alinhavo/shared/schemas/user';
import {
  IconBell,
  IconBriefcase,
  IconChartBar,
  IconClipboardList,
  IconCreditCard,
  IconFileSpreadsheet,
  IconFlag,
  IconHelpCircle,
  IconHistory,
  IconLayoutDashboard,
  IconMessages,
  IconSearch,
  IconSparkles,
  IconUserCheck,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

import { ADMIN_PATHS, APP_PATHS } from './paths';

// Kept here too for the pages that import them from the navigation.
export { ADMIN_PATHS, APP_PATHS, homeFor } from './paths';

export interface NavEntry {
  label: string;
  to: string;
  icon: Icon;
  /** Active only on this exact path (a section's home, whose path prefixes its pages). */
  end?: boolean;
}

const TITLES: Record<string, string> = {
  [APP_PATHS.dashboard]: 'Dashboard',
  [APP_PATHS.profile]: 'Perfil',
  [APP_PATHS.opportunities]: 'Oportunidades',
  [APP_PATHS.myJobs]: 'Meus Trabalhos',
  [APP_PATHS.findProfessionals]: 'Buscar Profissionais',
  [APP_PATHS.myDemands]: 'Minhas Demandas',
  [APP_PATHS.messages]: 'Mensagens',
  [APP_PATHS.helpCenter]: 'Central de Dúvidas',
  [APP_PATHS.notifications]: 'Notificações',
  [APP_PATHS.plans]: 'Planos',
  [APP_PATHS.checkout]: 'Assinar o Plano Pro',
  [APP_PATHS.admin]: 'Painel Admin',
};

const clean = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export function pageTitle(pathname: string): string {
  const path = clean(pathname);
  // Spec §2: every screen of the admin console is titled 'Painel Admin'.
  if (path.startsWith(`${APP_PATHS.admin}/`)) return TITLES[APP_PATHS.admin] ?? 'Alinhavo';
  return TITLES[path] ?? 'Alinhavo';
}

/**
 * The admin console's tab at this path ('Usuários'), the name of its menu entry; null outside
 * the console or on an address that is none of its tabs.
 */
export function adminTabTitle(pathname: string): string | null {
  const path = clean(pathname);
  return ADMIN_MENU.find((entry) => entry.to === path)?.label ?? null;
}

const dashboard: NavEntry = {
  label: 'Dashboard',
  to: APP_PATHS.dashboard,
  icon: IconLayoutDashboard,
};
const messages: NavEntry = { label: 'Mensagens', to: APP_PATHS.messages, icon: IconMessages };
const helpCenter: NavEntry = {
  label: 'Central de Dúvidas',
  to: APP_PATHS.helpCenter,
  icon: IconHelpCircle,
};

const PROVIDER_MENU: NavEntry[] = [
  dashboard,
  { label: 'Meu Perfil', to: APP_PATHS.profile, icon: IconUserCircle },
  { label: 'Oportunidades', to: APP_PATHS.opportunities, icon: IconSparkles },
  { label: 'Meus Trabalhos', to: APP_PATHS.myJobs, icon: IconBriefcase },
  messages,
  helpCenter,
];

const CLIENT_MENU: NavEntry[] = [
  dashboard,
  { label: 'Perfil', to: APP_PATHS.profile, icon: IconUserCircle },
  { label: 'Buscar Profissionais', to: APP_PATHS.findProfessionals, icon: IconSearch },
  { label: 'Minhas Demandas', to: APP_PATHS.myDemands, icon: IconClipboardList },
  messages,
  helpCenter,
];

/** Spec §2 admin entries: admin-dashboard, manage-users, manage-demands, moderation, reports. */
const ADMIN_MENU: NavEntry[] = [
  { label: 'Visão geral', to: ADMIN_PATHS.overview, icon: IconChartBar, end: true },
  { label: 'Usuários', to: ADMIN_PATHS.users, icon: IconUsers },
  { label: 'Demandas', to: ADMIN_PATHS.demands, icon: IconClipboardList },
  { label: 'Aprovações', to: ADMIN_PATHS.approvals, icon: IconUserCheck },
  { label: 'Denúncias', to: ADMIN_PATHS.moderation, icon: IconFlag },
  { label: 'Relatórios', to: ADMIN_PATHS.reports, icon: IconFileSpreadsheet },
  { label: 'Pagamentos', to: ADMIN_PATHS.payments, icon: IconCreditCard },
  { label: 'Auditoria', to: ADMIN_PATHS.audit, icon: IconHistory },
];

export const NOTIFICATIONS_ENTRY: NavEntry = {
  label: 'Notificações',
  to: APP_PATHS.notifications,
  icon: IconBell,
};

/**
 * Spec §6: everything that is not PROFISSIONAL gets the client menu. The admin runs the
 * marketplace, not a business of their own: only the admin entries (spec §2); their
 * notifications and profile stay one click away in the header.
 */
export function menuFor(user: Pick<User, 'user_type' | 'is_admin'>): {
  main: NavEntry[];
  admin: NavEntry[];
} {
  if (user.is_admin) return { main: [], admin: ADMIN_MENU };
  return { main: user.user_type === 'PROFISSIONAL' ? PROVIDER_MENU : CLIENT_MENU, admin: [] };
}
