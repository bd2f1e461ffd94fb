import type { User } from '@alinhavo/shared/schemas/user';
import {
  IconBell,
  IconBriefcase,
  IconHelpCircle,
  IconLayoutDashboard,
  IconMessages,
  IconSearch,
  IconShieldLock,
  IconSparkles,
  IconClipboardList,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';

export interface NavEntry {
  label: string;
  to: string;
  icon: Icon;
}

/** App paths (DESIGN §9.5) and the header title of each (spec §2 Shell). */
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
  admin: '/app/admin',
} as const;

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
  [APP_PATHS.admin]: 'Painel Admin',
};

export function pageTitle(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return TITLES[clean] ?? 'Alinhavo';
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

const ADMIN_MENU: NavEntry[] = [
  { label: 'Painel Admin', to: APP_PATHS.admin, icon: IconShieldLock },
];

export const NOTIFICATIONS_ENTRY: NavEntry = {
  label: 'Notificações',
  to: APP_PATHS.notifications,
  icon: IconBell,
};

/** Spec §6: everything that is not PROFISSIONAL gets the client menu; admin entries only for admins. */
export function menuFor(user: Pick<User, 'user_type' | 'is_admin'>): {
  main: NavEntry[];
  admin: NavEntry[];
} {
  return {
    main: user.user_type === 'PROFISSIONAL' ? PROVIDER_MENU : CLIENT_MENU,
    admin: user.is_admin ? ADMIN_MENU : [],
  };
}
