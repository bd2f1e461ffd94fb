import { createElement } from 'react';
import { z } from 'zod';
import { EMAIL_KIND_LABELS, fillEmailText } from '@alinhavo/shared/messages/email';
import { EMAIL_CONTENT } from '@alinhavo/shared/messages/email-content';
import {
  DEFAULT_EMAIL_MODE,
  emailKindsFor,
  type EmailKind,
} from '@alinhavo/shared/schemas/email-preferences';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import type { DbOrTx } from '../../db/client';
import type { EmailJobRow } from '../../db/schema';
import type { MailMessage } from '../../lib/mail/mailer';
import { signInAlertEmail } from '../auth/emails';
import { expiryNotice } from '../plans/emails';
import { emailRepository as repo } from './repository';
import { DemandsEmail, type DemandItem } from './templates/DemandsEmail';
import type { EmailFooter } from './templates/EmailLayout';
import { NoticeEmail } from './templates/NoticeEmail';
import { renderEmail } from './templates/render';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** The payload each kind is enqueued with (queue.ts writes them). */
export const payloads = {
  new_demand: z.object({ demandIds: z.array(z.uuid()).min(1), digest: z.boolean() }),
  unread_messages: z.object({ messageId: z.uuid(), conversationId: z.uuid() }),
  /** `reason`: the client's words when removing the provider (only on 'removed'). */
  demand: z.object({ demandId: z.uuid(), reason: z.string().optional() }),
  new_rating: z.object({ ratingId: z.uuid() }),
  plan_expiry: z.object({ reminder: z.enum(['7d', '1d', 'expired']), endsAt: z.iso.datetime() }),
  sign_in_alert: z.object({ at: z.iso.datetime(), failures: z.number().int().min(1) }),
};

export interface ComposeDeps {
  db: DbOrTx;
  /** Absolute links start here (PUBLIC_URL). */
  publicUrl: string;
  tokens: UnsubscribeTokens;
  /** A fresh password-reset link for the account, made when its e-mail is sent. */
  resetLink: (userId: string) => Promise<{ link: string; ttlMinutes: number }>;
}

/** A job's e-mail, or why it is not sent (the person turned the kind off, the news is stale). */
export type Composed = { mail: MailMessage } | { skip: string };

/** The page paths the e-mails link to (renderer routes). */
export const EMAIL_PATHS = {
  opportunities: '/app/oportunidades',
  jobs: '/app/meus-trabalhos',
  messages: '/app/mensagens',
  profile: '/app/perfil',
  account: '/app/perfil?aba=conta',
  plans: '/app/planos',
  unsubscribe: '/descadastrar',
} as const;

/**
 * Builds the e-mail of one job from the rows it names, read now: a demand closed meanwhile
 * leaves the digest, a message read meanwhile sends nothing. The preference is read now too, so
 * turning a kind off stops what is already queued.
 */
export async function composeEmail(d: ComposeDeps, job: EmailJobRow): Promise<Composed> {
  const who = await repo.recipient(d.db, job.userId);
  if (!who || who.suspendedAt) return { skip: 'recipient' };
  if (job.kind === 'sign_in_alert') {
    const p = payloads.sign_in_alert.parse(job.payload);
    const reset = await d.resetLink(job.userId);
    return {
      mail: signInAlertEmail(who.email, {
        at: new Date(p.at),
        failures: p.failures,
        resetLink: reset.link,
        ttlMinutes: reset.ttlMinutes,
      }),
    };
  }
  if (!emailKindsFor(who.userType).includes(job.kind)) return { skip: 'kind' };
  const prefs = await repo.preferencesOf(d.db, job.userId);
  const mode = prefs.find((p) => p.kind === job.kind)?.mode ?? DEFAULT_EMAIL_MODE;
  if (mode === 'off') return { skip: 'off' };

  const url = (path: string) => `${d.publicUrl}${path}`;
  const token = d.tokens.sign(job.userId, job.kind);
  const footer: EmailFooter = {
    unsubscribeUrl: url(`${EMAIL_PATHS.unsubscribe}?token=${token}`),
    unsubscribeLabel: fillEmailText(EMAIL_CONTENT.footerUnsubscribe, {
      tipo: EMAIL_KIND_LABELS[job.kind].label,
    }),
    manageUrl: url(EMAIL_PATHS.account),
  };
  const greeting = who.fullName
    ? fillEmailText(EMAIL_CONTENT.greeting, { nome: who.fullName.split(' ')[0] ?? who.fullName })
    : EMAIL_CONTENT.greetingNoName;
  const content = await contentOf(d, { ...job, kind: job.kind }, { greeting, footer, url });
  if ('skip' in content) return content;
  const { html, text } = await renderEmail(content.element);
  return {
    mail: {
      to: who.email,
      subject: content.subject,
      html,
      text,
      headers: {
        'List-Unsubscribe': `<${url(`${API_PREFIX}/user/email-unsubscribe/?token=${token}`)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  };
}

interface Frame {
  greeting: string;
  footer: EmailFooter;
  url: (path: string) => string;
}

type Content = { subject: string; element: ReturnType<typeof createElement> } | { skip: string };

async function contentOf(
  d: ComposeDeps,
  job: EmailJobRow & { kind: EmailKind },
  f: Frame,
): Promise<Content> {
  const kind: EmailKind = job.kind;
  switch (kind) {
    case 'new_demand':
      return newDemands(d, payloads.new_demand.parse(job.payload), f);
    case 'unread_messages': {
      const p = payloads.unread_messages.parse(job.payload);
      const m = await repo.message(d.db, p.messageId);
      if (!m || m.isRead) return { skip: 'read' };
      const values = {
        remetente: m.senderName ?? EMAIL_CONTENT.someone,
        conversa: m.conversationTitle,
      };
      return notice(
        f,
        fillEmailText(EMAIL_CONTENT.subjectUnread, values),
        [fillEmailText(EMAIL_CONTENT.introUnread, values)],
        {
          label: EMAIL_CONTENT.openMessages,
          url: f.url(`${EMAIL_PATHS.messages}?conversa=${p.conversationId}`),
        },
      );
    }
    case 'selected':
    case 'removed':
    case 'completed': {
      const { demandId, reason } = payloads.demand.parse(job.payload);
      const title = await repo.demandTitle(d.db, demandId);
      if (title === undefined) return { skip: 'demand gone' };
      const texts = {
        selected: [EMAIL_CONTENT.subjectSelected, EMAIL_CONTENT.introSelected],
        removed: [EMAIL_CONTENT.subjectRemoved, EMAIL_CONTENT.introRemoved],
        completed: [EMAIL_CONTENT.subjectCompleted, EMAIL_CONTENT.introCompleted],
      }[kind];
      const [subject = '', intro = ''] = texts.map((t) => fillEmailText(t, { titulo: title }));
      const paragraphs =
        kind === 'removed' && reason
          ? [intro, fillEmailText(EMAIL_CONTENT.removalReason, { motivo: reason })]
          : [intro];
      return notice(f, subject, paragraphs, {
        label: EMAIL_CONTENT.seeJobs,
        url: f.url(EMAIL_PATHS.jobs),
      });
    }
    case 'new_rating': {
      const { ratingId } = payloads.new_rating.parse(job.payload);
      const r = await repo.rating(d.db, ratingId);
      if (!r) return { skip: 'rating gone' };
      return notice(
        f,
        EMAIL_CONTENT.subjectRating,
        [
          fillEmailText(EMAIL_CONTENT.introRating, {
            cliente: r.clientName ?? EMAIL_CONTENT.someone,
            nota: r.score,
          }),
        ],
        { label: EMAIL_CONTENT.seeProfile, url: f.url(EMAIL_PATHS.profile) },
      );
    }
    case 'plan_expiry': {
      const p = payloads.plan_expiry.parse(job.payload);
      const n = expiryNotice(p.reminder, new Date(p.endsAt), d.publicUrl);
      return notice(f, n.subject, n.paragraphs, { label: EMAIL_CONTENT.seePlans, url: n.link });
    }
  }
}

function notice(
  f: Frame,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): Content {
  return {
    subject,
    element: createElement(NoticeEmail, {
      heading: subject,
      greeting: f.greeting,
      paragraphs,
      action,
      footer: f.footer,
    }),
  };
}

async function newDemands(
  d: ComposeDeps,
  p: z.infer<typeof payloads.new_demand>,
  f: Frame,
): Promise<Content> {
  const open = await repo.openDemands(d.db, [...new Set(p.demandIds)]);
  if (open.length === 0) return { skip: 'no open demand' };
  const items: DemandItem[] = open.map((r) => ({
    title: r.title,
    service: r.service,
    place: [r.city, r.uf].filter(Boolean).join('/'),
    url: f.url(EMAIL_PATHS.opportunities),
  }));
  const first = items[0] as DemandItem;
  const subject = !p.digest
    ? fillEmailText(EMAIL_CONTENT.subjectNewDemand, { titulo: first.title })
    : items.length === 1
      ? EMAIL_CONTENT.subjectDigestOne
      : fillEmailText(EMAIL_CONTENT.subjectDigest, { n: items.length });
  return {
    subject,
    element: createElement(DemandsEmail, {
      heading: subject,
      greeting: f.greeting,
      intro: p.digest ? EMAIL_CONTENT.introDigest : EMAIL_CONTENT.introNewDemand,
      demands: items,
      action: { label: EMAIL_CONTENT.seeOpportunities, url: f.url(EMAIL_PATHS.opportunities) },
      footer: f.footer,
    }),
  };
}
