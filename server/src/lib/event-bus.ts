import { EventEmitter } from 'node:events';
import type { Conversation, Message } from '@alinhavo/shared/schemas/conversation';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Notification } from '@alinhavo/shared/schemas/notification';
import type { Lot } from '@alinhavo/shared/schemas/lot';
import type { Ficha } from '@alinhavo/shared/schemas/ficha';
import type { Quote } from '@alinhavo/shared/schemas/quote';
import type { MyPlan, Payment } from '@alinhavo/shared/schemas/plan';
import type { ClientReviewChanged } from '@alinhavo/shared/schemas/client-review';
import type { RatingChanged } from '@alinhavo/shared/schemas/rating';
import type { User, UserType } from '@alinhavo/shared/schemas/user';
import type { ProductFactName } from '@alinhavo/shared/rules/product-events';

/**
 * In-process domain events. Modules publish what happened; other modules (realtime,
 * notifications) subscribe without the publisher knowing them.
 */
export interface DomainEvents {
  /** Committed; `recipientIds` are the owner and the providers involved, read before the delete. */
  'demand.deleted': { demandId: string; storageNames: string[]; recipientIds: string[] };
  /** Committed; each receiver's own view of the demand (what GET answers them). */
  'demand.changed': { views: { userId: string; demand: Demand }[] };
  /**
   * Committed; these demands changed through someone's account (a candidate suspended or gone,
   * an owner suspended). The demands module tells each person involved their own view.
   */
  'demands.touched': { demandIds: string[] };
  /** Committed; the same figures and row for the provider and the client who rated. */
  'rating.changed': {
    recipientIds: string[];
    change: RatingChanged;
    /** This change is the rating's publication (the provider may now read it). */
    published?: boolean;
  };
  /** Committed; a provider's review of a client: held to its author, then to both. */
  'client-review.changed': { recipientIds: string[]; change: ClientReviewChanged };
  /**
   * Committed; ratings withdrawn with their demand's choice or the demand itself (DESIGN §9.11).
   * The ratings module tells the provider and the client the new figures.
   */
  'ratings.withdrawn': { ratings: { id: string; professionalId: string; clientId: string }[] };
  /**
   * Committed; reviews of a client taken with their demand's or an account's deletion (told like
   * a moderation removal; a held one to its author only).
   */
  'client-reviews.withdrawn': {
    reviews: { id: string; professionalId: string; clientId: string; published: boolean }[];
  };
  /** Committed; the payment as GET /payments/{id}/ answers its owner. */
  'payment.changed': { userId: string; payment: Payment };
  /** Committed; the plan as GET /plans/me/ answers its owner (PRO started, renewed, ended). */
  'plan.changed': { userId: string; plan: MyPlan };
  /** Committed; the account as GET /user/users/me/ answers its owner. */
  'account.changed': { user: User };
  /** The rows went by cascade; the attachments on disk are removed after the commit. */
  'account.deleted': { userId: string; storageNames: string[] };
  'demand.created': { demandId: string; clientId: string; serviceId: number };
  /**
   * Committed; a funnel fact of `userId` that no other event tells (sign-up finished, checkout
   * started, paid). Product analytics records it once (DESIGN §9.16).
   */
  'funnel.fact': { name: ProductFactName; userId: string };
  'demand.interest_added': { demandId: string; clientId: string; professionalId: string };
  'demand.professional_selected': { demandId: string; clientId: string; professionalId: string };
  'demand.professional_removed': {
    demandId: string;
    clientId: string;
    professionalId: string;
    /** The client's reason, told to the provider (required while lots are undelivered). */
    reason: string | null;
  };
  'demand.completed': { demandId: string; clientId: string; professionalId: string };
  /** Committed; a provider's quote sent (revision 1) or revised, for the demand's owner. */
  'quote.changed': {
    demandId: string;
    clientId: string;
    professionalId: string;
    quote: Quote;
    revised: boolean;
  };
  /** Committed; the lot as both sides see it, for the demand's owner and chosen one. */
  'lot.changed': { recipientIds: string[]; lot: Lot };
  /** Committed; the ficha técnica as each person involved reads it (owner, chosen, candidates). */
  'ficha.changed': { views: { userId: string; ficha: Ficha }[] };
  /** Committed; a new revision after the choice: the chosen facção is notified. */
  'ficha.revised': { demandId: string; clientId: string; professionalId: string; revision: number };
  /** Committed; the chosen facção marked a revision 'Ciente' (to it and the owner). */
  'ficha.acknowledged': {
    recipientIds: string[];
    acknowledged: { demand_id: string; revision: number; acknowledged_at: string };
  };
  /** A demand's owner asked a provider for a quote ('Pedir proposta'). */
  'quote.requested': { demandId: string; clientId: string; professionalId: string };
  'professional.reviewed': { professionalId: string; approved: boolean };
  /** A profile was saved (committed); a provider's may have become complete for approval. */
  'profile.saved': { userId: string; userType: UserType };
  'session.ended': {
    userId: string;
    sessionIds: string[];
    reason:
      | 'logout'
      | 'password_changed'
      | 'account_deleted'
      | 'password_reset'
      | 'refresh_reuse'
      | 'suspended';
  };
  /** Something admin screens show changed (already committed); realtime tells every admin. */
  'admin.changed': {
    kind: 'user' | 'professional' | 'demand' | 'report' | 'audit' | 'payment';
    id: string | null;
  };
  /** Rows already committed; realtime pushes each to its owner. */
  'notification.created': { notifications: Notification[] };
  'notification.updated': { userId: string; ids: string[]; isRead: boolean; updatedAt: string };
  'notification.deleted': { userId: string; id: string };
  /** Created now, or shown again to the starter who had hidden it; the others are notified. */
  'conversation.started': {
    conversationId: string;
    starterType: UserType;
    recipientIds: string[];
  };
  /** Each participant's own view (their unread count and archive state), already committed. */
  'conversation.changed': { views: { userId: string; conversation: Conversation }[] };
  'message.created': { participantIds: string[]; message: Message };
  'message.updated': { participantIds: string[]; message: Message };
  'message.deleted': { participantIds: string[]; id: string; conversationId: string };
  'messages.read': {
    participantIds: string[];
    conversationId: string;
    readerId: string;
    readAt: string;
  };
}

export class EventBus {
  private readonly emitter = new EventEmitter();

  publish<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  subscribe<K extends keyof DomainEvents>(
    name: K,
    handler: (payload: DomainEvents[K]) => void,
  ): () => void {
    this.emitter.on(name, handler);
    return () => this.emitter.off(name, handler);
  }
}
