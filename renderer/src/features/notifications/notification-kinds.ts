import type { NotificationType } from '@alinhavo/shared/schemas/notification';
import {
  IconBriefcase,
  IconCrown,
  IconCircleCheck,
  IconFileOff,
  IconFlag,
  IconCash,
  IconMessageReport,
  IconMessage,
  IconRosetteDiscountCheck,
  IconUserExclamation,
  IconUserMinus,
  IconUserPlus,
  IconUserSearch,
  IconStar,
  type Icon,
} from '@tabler/icons-react';

/** The icon and colour of each kind of notification, and its name for screen readers. */
export const NOTIFICATION_KINDS: Record<
  NotificationType,
  { icon: Icon; color: string; label: string }
> = {
  new_demand: { icon: IconBriefcase, color: 'vinho', label: 'Nova demanda' },
  new_interest: { icon: IconUserPlus, color: 'teal', label: 'Novo interessado' },
  selected: { icon: IconCircleCheck, color: 'green', label: 'Seleção' },
  removed: { icon: IconUserMinus, color: 'orange', label: 'Remoção' },
  completed: { icon: IconFlag, color: 'blue', label: 'Demanda concluída' },
  new_message: { icon: IconMessage, color: 'indigo', label: 'Mensagem' },
  approved: { icon: IconRosetteDiscountCheck, color: 'teal', label: 'Perfil aprovado' },
  rejected: { icon: IconUserExclamation, color: 'red', label: 'Perfil não aprovado' },
  demand_removed: { icon: IconFileOff, color: 'red', label: 'Demanda removida' },
  report_resolved: { icon: IconMessageReport, color: 'gray', label: 'Denúncia analisada' },
  saved_search_match: { icon: IconUserSearch, color: 'vinho', label: 'Busca salva' },
  payment_confirmed: { icon: IconCrown, color: 'green', label: 'Pagamento confirmado' },
  payment_rejected: { icon: IconCrown, color: 'red', label: 'Pagamento não aprovado' },
  pro_revoked: { icon: IconCrown, color: 'red', label: 'Plano Pro cancelado' },
  pro_expiring: { icon: IconCrown, color: 'orange', label: 'Plano Pro vencendo' },
  pro_expired: { icon: IconCrown, color: 'gray', label: 'Plano Pro vencido' },
  // The price icon the dashboard already loads: these kinds ship with the first screen.
  quote_revised: { icon: IconCash, color: 'teal', label: 'Proposta atualizada' },
  quote_requested: { icon: IconCash, color: 'vinho', label: 'Pedido de proposta' },
  // Two-way reviews.
  rate_client: { icon: IconStar, color: 'ouro', label: 'Avalie o cliente' },
  review_published: { icon: IconStar, color: 'teal', label: 'Avaliação publicada' },
  // An icon the dashboard already loads (no new one in its chunk).
  lot_late: { icon: IconBriefcase, color: 'orange', label: 'Lote atrasado' },
  ficha_updated: { icon: IconBriefcase, color: 'vinho', label: 'Ficha técnica atualizada' },
};
