import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathParamNames, type Endpoint } from '@alinhavo/shared/api/contract';
import { apiContract } from '@alinhavo/shared/api/endpoints';
import { startTestApp, type TestContext } from './helpers/app';
import { ok, testApi } from './helpers/api';
import { changedTables, settledSnapshot } from './helpers/db-snapshot';
import { aTiedConversation } from './helpers/conversations';
import {
  aClient,
  aDemand,
  aDemandWithCandidates,
  aPendingProvider,
  anApprovedProvider,
  apiAs,
  theAdmin,
  type BuiltUser,
  type Person,
} from '@alinhavo/test-support/builders';
import { aFicha, aFichaOn } from '@alinhavo/test-support/ficha';

/**
 * Every route of the shared contract, called as the owner of the row it names, another
 * user of the same type, the other role, the admin, a suspended user and nobody. The table below
 * says what each answers; a route of the contract missing from it fails the first test, so a new
 * route cannot ship without its rule. A refused call must leave every table as it was.
 */

let ctx: TestContext;
let w: World;

interface World {
  clientA: Person;
  clientB: Person;
  providerA: Person;
  providerB: Person;
  admin: BuiltUser;
  suspended: BuiltUser;
  /** A provider with a whole profile the admin has not approved yet. */
  pending: Person;
}

/** What a call sends besides the token (the contract's input). */
interface Input {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  files?: readonly File[];
}

type Refusal = 403 | 404;
type Outcome = Refusal | 'ok';

/** A route that names someone's row: who owns it, how to make a fresh one, and the rule. */
interface RowRule {
  /** Owner's type; for `admin` the row is the admin console's and everyone else is refused. */
  owner: 'client' | 'provider' | 'admin';
  /** A fresh row of the owner's and the input that names it (each route gets its own). */
  arrange(w: World): Promise<Input>;
  sameType: Outcome;
  otherRole: Outcome;
  /** Omitted for admin-owned rows (the admin is the owner). */
  admin?: Outcome;
  /** Someone tied to the row who is not its owner (the other side of a conversation…). */
  party?: { who: 'clientA' | 'providerA'; expected: Outcome };
  /** A provider not approved yet, where the route treats them apart from approved ones. */
  pending?: Outcome;
}

/** A route that names no one's row: it acts on the caller's own data, or is public. */
interface NoRow {
  none: string;
}

type Rule = RowRule | NoRow;

const NOBODY = '00000000-0000-4000-8000-000000000000';
const txt = (name = 'ficha.txt') =>
  new File(['Ficha técnica da peça'], name, { type: 'text/plain' });

// ------------------------------------------------------------------- arranging fresh rows

const api = () => testApi(ctx.app);

async function aDemandOf(client: Person) {
  return aDemand(ctx, client);
}

/** A demand of clientA with providerA chosen (in progress). */
async function aDemandInProgress(w: World) {
  const id = await aDemandWithCandidates(ctx, w.clientA, [w.providerA]);
  await ok(
    api().demands.patch({
      params: { id },
      token: w.clientA.access,
      body: { chosen_professional_id: w.providerA.id },
    }),
  );
  return id;
}

/** An open demand of clientA with a ficha técnica. */
async function anOpenDemandWithFicha(w: World) {
  const id = await aDemandOf(w.clientA);
  await aFichaOn(ctx, w.clientA, id);
  return id;
}

/** A demand of clientA with a ficha and providerA chosen: its ficha is at revision 2. */
async function aDemandInProgressWithFicha(w: World) {
  const id = await aDemandInProgress(w);
  await aFichaOn(ctx, w.clientA, id);
  await aFichaOn(ctx, w.clientA, id, { ficha: aFicha({ packing_notes: 'Caixas de 20 peças.' }) });
  return id;
}

/** A ficha técnica model of clientA's. */
async function aModelOf(w: World) {
  const res = await api().fichaModels.create({
    token: w.clientA.access,
    body: { name: `Modelo ${randomUUID().slice(0, 8)}`, ficha: aFicha() },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data.id;
}

/** A lot's body, with a fresh device id (each call makes a new lot). */
const aLotBody = () => ({
  client_id: randomUUID(),
  quantity: 1,
  sent_on: '2026-01-10',
  expected_return: '2026-01-20',
});
const aReceiptBody = () => ({
  client_id: randomUUID(),
  step: 'RECEBIDO',
  expected_step: 'ENVIADO',
  quantity: 1,
});

async function aFileOf(w: World) {
  const demand = await aDemandOf(w.clientA);
  const res = await api().files.upload({
    token: w.clientA.access,
    body: { demand },
    files: [txt()],
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data[0]?.id as string;
}

/** A photo in providerA's portfolio. */
async function aPortfolioPhotoOf(w: World) {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 100, b: 50 } },
  })
    .png()
    .toBuffer();
  const res = await api().portfolio.upload({
    token: w.providerA.access,
    body: {},
    files: [new File([new Uint8Array(png)], 'foto.png', { type: 'image/png' })],
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data.id;
}

async function aRatingOf(w: World) {
  const demand = await aDemandInProgress(w);
  return (
    await ok(
      api().ratings.create({
        token: w.clientA.access,
        body: { professional: w.providerA.id, demand, score: 5, comment: 'Ótimo trabalho' },
      }),
    )
  ).id;
}

/** A demand of clientA that providerA finished: rated by the client, then completed. */
async function aCompletedDemand(w: World) {
  const demand = await aDemandInProgress(w);
  await ok(
    api().ratings.create({
      token: w.clientA.access,
      body: { professional: w.providerA.id, demand, score: 5 },
    }),
  );
  await ok(
    api().demands.patch({
      params: { id: demand },
      token: w.clientA.access,
      body: { status: 'CONCLUÍDA' },
    }),
  );
  return demand;
}

/** A rating published because providerA reviewed the client too. */
async function aPublishedRatingOf(w: World) {
  const demand = await aCompletedDemand(w);
  await ok(
    api().clientReviews.create({
      token: w.providerA.access,
      body: { demand, payment: 5, communication: 4, clarity: 4 },
    }),
  );
  const mine = await ok(api().ratings.list({ token: w.clientA.access }));
  const rating = mine.find((r) => r.demand === demand);
  if (!rating) throw new Error('avaliação publicada não encontrada');
  return rating.id;
}

async function aConversationOf(w: World) {
  return (await aTiedConversation(ctx, w.clientA, [w.providerA])).id;
}

async function aMessageOf(w: World) {
  const conversation = await aConversationOf(w);
  const sent = await ok(
    api().conversations.send({
      params: { id: conversation },
      token: w.clientA.access,
      body: { content: 'Olá, podemos conversar?', client_id: `m-${crypto.randomUUID()}` },
    }),
  );
  return sent.id;
}

/** providerA is told they were chosen: a notification of theirs. */
async function aNotificationOfProviderA(w: World) {
  await aDemandInProgress(w);
  const list = await api().notifications.list({ token: w.providerA.access });
  const id = list.body.data.notifications[0]?.id;
  if (!id) throw new Error('no notification');
  return id;
}

async function aPaymentOf(w: World) {
  return (
    await ok(
      api().plans.checkout({ token: w.clientA.access, body: { plan: 'monthly', method: 'pix' } }),
    )
  ).id;
}

async function aSavedSearchOf(w: World) {
  return (
    await ok(
      api().professionals.saveSearch({
        token: w.clientA.access,
        body: { name: `Busca ${crypto.randomUUID().slice(0, 8)}`, filters: { services: [1] } },
      }),
    )
  ).id;
}

async function aReportOn(w: World) {
  return (
    await ok(
      api().reports.create({
        token: w.clientA.access,
        body: { target_type: 'user', target_id: w.providerB.id, reason: 'spam' },
      }),
    )
  ).id;
}

async function aSuspendedClient() {
  const c = await aClient(ctx);
  await apiAs(ctx, await theAdmin(ctx)).send('POST', `/admin/users/${c.id}/suspend/`, {
    reason: 'Conta suspensa no teste',
  });
  return c;
}

const reason = { reason: 'Motivo do teste de autorização' };
const adminGet = (): RowRule => ({
  owner: 'admin',
  arrange: () => Promise.resolve({}),
  sameType: 403,
  otherRole: 403,
});
const adminOn = (arrange: (w: World) => Promise<Input>): RowRule => ({
  owner: 'admin',
  arrange,
  sameType: 403,
  otherRole: 403,
});

// ------------------------------------------------------------------------------ the table

const own = (why: string): NoRow => ({ none: why });
const PUBLIC = own('pública');
const SELF = own('só os dados de quem chama');

const table: { [G in keyof typeof apiContract]: Record<keyof (typeof apiContract)[G], Rule> } = {
  health: { health: PUBLIC },
  auth: {
    register: PUBLIC,
    login: PUBLIC,
    obtainToken: PUBLIC,
    refreshToken: own('o refresh token é a identidade'),
    logout: own('o token é a identidade'),
    verifyEmail: PUBLIC,
    resendCode: PUBLIC,
    requestReset: PUBLIC,
    validateReset: PUBLIC,
    confirmReset: own('o código do e-mail é a identidade'),
    changePassword: SELF,
    deleteAccount: SELF,
    me: SELF,
  },
  profile: { get: SELF, patch: SELF, export: SELF },
  analytics: { client: SELF, professional: SELF },
  services: { list: PUBLIC, get: PUBLIC },
  serviceAreas: { list: PUBLIC, get: PUBLIC },
  specialties: { list: PUBLIC, get: PUBLIC },
  machines: { list: PUBLIC, get: PUBLIC },
  availabilities: { list: PUBLIC, get: PUBLIC },
  geo: { states: PUBLIC, municipios: PUBLIC, cep: PUBLIC },
  demands: {
    list: SELF,
    create: SELF,
    opportunities: SELF,
    sync: SELF,
    myJobs: SELF,
    get: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aDemandOf(w.clientA) } }),
      sameType: 404,
      otherRole: 'ok', // an open demand is an opportunity for every approved provider
      admin: 'ok',
    },
    patch: {
      owner: 'client',
      arrange: async (w) => ({
        params: { id: await aDemandOf(w.clientA) },
        body: { title: 'Título trocado por outra pessoa' },
      }),
      sameType: 404,
      otherRole: 403,
      admin: 404, // the admin removes through /admin/demands/{id}/remove/, with a reason
    },
    delete: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aDemandOf(w.clientA) } }),
      sameType: 404,
      otherRole: 403,
      admin: 404,
    },
    interest: {
      owner: 'provider',
      arrange: async (w) => ({ params: { id: await aDemandOf(w.clientA) } }),
      sameType: 'ok', // every approved provider may show interest in an open demand
      otherRole: 403,
      admin: 403,
    },
    interested: {
      owner: 'client',
      arrange: async (w) => ({
        params: { id: await aDemandWithCandidates(ctx, w.clientA, [w.providerA]) },
      }),
      sameType: 404,
      otherRole: 404,
      admin: 'ok',
    },
    chosen: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aDemandInProgress(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 'ok',
      party: { who: 'providerA', expected: 'ok' }, // the chosen one
    },
  },
  ficha: {
    get: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await anOpenDemandWithFicha(w) } }),
      sameType: 404,
      otherRole: 'ok', // an open demand's ficha is read by every provider who sees it
      admin: 'ok',
      pending: 403, // sees the open demand, reads its ficha once approved (as its files)
    },
    put: {
      owner: 'client',
      arrange: async (w) => ({
        params: { id: await anOpenDemandWithFicha(w) },
        body: { ficha: aFicha({ packing_notes: 'Outra embalagem' }) },
      }),
      sameType: 404,
      otherRole: 403,
      admin: 403,
    },
    delete: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await anOpenDemandWithFicha(w) } }),
      sameType: 404,
      otherRole: 403,
      admin: 403,
    },
    revision: {
      owner: 'client',
      arrange: async (w) => ({
        params: { id: await aDemandInProgressWithFicha(w), revision: 1 },
      }),
      sameType: 404,
      otherRole: 404, // a demand in progress is no one else's to see
      admin: 'ok',
      party: { who: 'providerA', expected: 'ok' }, // the chosen facção reads every revision
    },
    acknowledge: {
      owner: 'provider',
      arrange: async (w) => ({
        params: { id: await aDemandInProgressWithFicha(w) },
        body: { revision: 2 },
      }),
      sameType: 404,
      otherRole: 404,
      admin: 403,
      party: { who: 'clientA', expected: 403 }, // only the chosen facção marks 'Ciente'
    },
    pdf: {
      owner: 'client',
      arrange: async (w) => ({
        params: { id: await aDemandInProgressWithFicha(w) },
        query: { revision: 1 },
      }),
      sameType: 404,
      otherRole: 404, // a demand in progress is no one else's to see
      admin: 'ok',
      party: { who: 'providerA', expected: 'ok' }, // the chosen facção prints every revision
    },
  },
  fichaModels: {
    list: own('só os modelos de quem chama (profissionais: 403)'),
    create: own('salva um modelo de quem chama (profissionais: 403)'),
    get: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aModelOf(w) } }),
      sameType: 404,
      otherRole: 403, // providers keep no models
      admin: 404, // only the owner sees its models
    },
    delete: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aModelOf(w) } }),
      sameType: 404,
      otherRole: 403,
      admin: 404,
    },
  },
  portfolio: {
    mine: SELF,
    upload: SELF,
    reorder: own('reordena só as fotos de quem chama (todas, cada uma uma vez)'),
    caption: {
      owner: 'provider',
      arrange: async (w) => ({
        params: { id: await aPortfolioPhotoOf(w) },
        body: { caption: 'Nova legenda' },
      }),
      sameType: 404,
      otherRole: 403,
      admin: 403,
    },
    remove: {
      owner: 'provider',
      arrange: async (w) => ({ params: { id: await aPortfolioPhotoOf(w) } }),
      sameType: 404,
      otherRole: 403,
      admin: 403,
    },
    ownImage: {
      owner: 'provider',
      arrange: async (w) => ({
        params: { id: await aPortfolioPhotoOf(w) },
        query: { size: 'thumb' },
      }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
    },
    publicProfile: PUBLIC,
    publicImage: own('pública: só as cópias de um profissional aprovado e não suspenso'),
  },
  files: {
    upload: {
      owner: 'client',
      arrange: async (w) => ({ body: { demand: await aDemandOf(w.clientA) }, files: [txt()] }),
      sameType: 404,
      otherRole: 403,
      admin: 403,
    },
    list: {
      owner: 'client',
      arrange: async (w) => ({ query: { demand: await aDemandOf(w.clientA) } }),
      sameType: 404,
      otherRole: 'ok',
      admin: 'ok',
      pending: 'ok', // listed, without download paths (files.test.ts)
    },
    delete: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aFileOf(w) } }),
      sameType: 404,
      otherRole: 403,
      admin: 403,
    },
    download: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aFileOf(w) } }),
      sameType: 404,
      otherRole: 'ok',
      admin: 'ok',
      pending: 403, // sees the open demand, downloads nothing until approved
    },
  },
  clientReviews: {
    list: own('avaliações publicadas de um cliente, a profissionais; sem filtro, as próprias'),
    figures: own('médias publicadas de clientes, a profissionais (o cliente, as suas)'),
    create: {
      owner: 'provider',
      arrange: async (w) => ({
        body: { demand: await aCompletedDemand(w), payment: 5, communication: 4, clarity: 3 },
      }),
      // Only the chosen provider of the demand; the client reviewed (party) may not either.
      sameType: 403,
      otherRole: 403,
      admin: 403,
      party: { who: 'clientA', expected: 403 },
    },
  },
  ratings: {
    list: own('avaliações de um profissional são públicas a quem entrou'),
    lookup: {
      owner: 'client',
      arrange: async (w) => ({
        query: { client_id: w.clientA.id, professional_id: w.providerA.id },
      }),
      sameType: 403,
      otherRole: 403,
      admin: 403,
    },
    get: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aPublishedRatingOf(w) } }),
      // Reviews are public to signed-in users once published (spec §6); a held one is
      // its author's alone (client-reviews.test.ts).
      sameType: 'ok',
      otherRole: 'ok',
      admin: 'ok',
    },
    create: {
      owner: 'client',
      arrange: async (w) => ({
        body: {
          professional: w.providerA.id,
          demand: await aDemandInProgress(w),
          score: 4,
          comment: 'Entregou no prazo',
        },
      }),
      sameType: 403,
      otherRole: 403,
      admin: 403,
    },
    patch: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aRatingOf(w) }, body: { score: 1 } }),
      sameType: 403,
      otherRole: 403,
      admin: 403,
      party: { who: 'providerA', expected: 403 }, // the rated professional
    },
    delete: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aRatingOf(w) } }),
      sameType: 403,
      otherRole: 403,
      admin: 403,
      party: { who: 'providerA', expected: 403 }, // the rated professional
    },
  },
  professionals: {
    search: SELF,
    savedSearches: SELF,
    saveSearch: SELF,
    // providerA's public profile is read by clients (spec §2 provider search); providers,
    // providerA included, read their own through /user/profile/.
    profile: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: w.providerA.id } }),
      sameType: 'ok',
      otherRole: 403,
      admin: 'ok',
      party: { who: 'providerA', expected: 403 },
    },
    deleteSavedSearch: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aSavedSearchOf(w) } }),
      sameType: 404,
      otherRole: 403, // saved searches are a client's tool
      admin: 404,
    },
  },
  clients: { search: PUBLIC },
  conversations: {
    list: SELF,
    sync: SELF,
    unreadCount: SELF,
    search: SELF,
    start: {
      owner: 'provider',
      arrange: async (w) => ({
        body: {
          participant_ids: [w.clientA.id],
          demand_id: await aDemandWithCandidates(ctx, w.clientA, [w.providerA]),
        },
      }),
      sameType: 403,
      otherRole: 403,
      admin: 'ok', // DESIGN §9.11: admins may write to anyone (support)
    },
    get: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aConversationOf(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
      party: { who: 'providerA', expected: 'ok' },
    },
    patch: {
      owner: 'client',
      arrange: async (w) => ({
        params: { id: await aConversationOf(w) },
        body: { is_archived: true },
      }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
    },
    hide: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aConversationOf(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
    },
    read: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aConversationOf(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
    },
    messages: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aConversationOf(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
    },
    messagesSync: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aConversationOf(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
    },
    send: {
      owner: 'client',
      arrange: async (w) => ({
        params: { id: await aConversationOf(w) },
        body: { content: 'Mensagem de quem não participa', client_id: `m-${crypto.randomUUID()}` },
      }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
    },
    editMessage: {
      owner: 'client',
      arrange: async (w) => ({
        params: { id: await aMessageOf(w) },
        body: { content: 'Editada por outra pessoa' },
      }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
      party: { who: 'providerA', expected: 403 }, // in the conversation, not the author
    },
    deleteMessage: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aMessageOf(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
      party: { who: 'providerA', expected: 403 },
    },
  },
  notifications: {
    list: SELF,
    sync: SELF,
    unreadCount: SELF,
    markAllRead: SELF,
    markRead: {
      owner: 'provider',
      arrange: async (w) => ({ params: { id: await aNotificationOfProviderA(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
    },
    delete: {
      owner: 'provider',
      arrange: async (w) => ({ params: { id: await aNotificationOfProviderA(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
    },
  },
  reports: {
    create: own('denunciar é de quem chama; o alvo só precisa existir'),
  },
  admin: {
    overview: adminGet(),
    users: adminGet(),
    demands: adminGet(),
    professionals: adminGet(),
    reports: adminGet(),
    audit: adminGet(),
    export: adminOn(() => Promise.resolve({ params: { report: 'users' } })),
    user: adminOn(async (w) => ({ params: { id: w.clientA.id } })),
    suspend: adminOn(async () => ({ params: { id: (await aClient(ctx)).id }, body: reason })),
    reactivate: adminOn(async () => ({
      params: { id: (await aSuspendedClient()).id },
      body: reason,
    })),
    removeDemand: adminOn(async (w) => ({
      params: { id: await aDemandOf(w.clientA) },
      body: reason,
    })),
    approve: adminOn(async () => ({ params: { id: (await aPendingProvider(ctx)).id }, body: {} })),
    reject: adminOn(async () => ({ params: { id: (await aPendingProvider(ctx)).id }, body: {} })),
    resolveReport: adminOn(async (w) => ({
      params: { id: await aReportOn(w) },
      body: { action: 'dismiss' },
    })),
  },
  plans: { catalogue: PUBLIC, me: SELF, checkout: SELF },
  payments: {
    get: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aPaymentOf(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
      party: { who: 'providerA', expected: 404 },
    },
    webhook: own('pública, assinada pelo provedor'),
  },
  adminPayments: {
    payments: adminGet(),
    confirmPayment: adminOn(async (w) => ({ params: { id: await aPaymentOf(w) }, body: {} })),
    rejectPayment: adminOn(async (w) => ({ params: { id: await aPaymentOf(w) }, body: {} })),
  },
  legal: { settings: PUBLIC, terms: SELF, acceptTerms: SELF },
  quotes: {
    send: {
      owner: 'provider',
      arrange: async (w) => ({
        params: { id: await aDemandOf(w.clientA) },
        body: { price_cents: 1250, lead_time_days: 10, min_quantity: 100 },
      }),
      sameType: 'ok', // every approved provider may quote an open demand
      otherRole: 403,
      admin: 403,
    },
    list: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aDemandOf(w.clientA) } }),
      sameType: 404,
      otherRole: 'ok', // a provider reads only its own quotes of the demand
      admin: 'ok',
    },
    request: {
      owner: 'client',
      arrange: async (w) => ({
        params: { id: await aDemandOf(w.clientA) },
        body: { professional_id: w.providerA.id },
      }),
      sameType: 404,
      otherRole: 404,
      admin: 404,
    },
  },
  lots: {
    list: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aDemandInProgress(w) } }),
      sameType: 404,
      otherRole: 404,
      admin: 'ok',
      party: { who: 'providerA', expected: 'ok' }, // the chosen provider follows the lots
    },
    create: {
      owner: 'client',
      arrange: async (w) => ({ params: { id: await aDemandInProgress(w) }, body: aLotBody() }),
      sameType: 404,
      otherRole: 404,
      admin: 403,
      party: { who: 'providerA', expected: 403 }, // only the owner sends lots
    },
    step: {
      owner: 'provider',
      arrange: async (w) => {
        const id = await aDemandInProgress(w);
        const lot = await ok(
          api().lots.create({ params: { id }, token: w.clientA.access, body: aLotBody() }),
        );
        return { params: { id, lotId: lot.id }, body: aReceiptBody() };
      },
      sameType: 404,
      otherRole: 404,
      admin: 403,
      party: { who: 'clientA', expected: 403 }, // the facção records the receipt
    },
    active: SELF,
  },
  emailPreferences: {
    get: SELF,
    update: SELF,
    unsubscribeInfo: own('pública: o token assinado diz de quem é'),
    unsubscribe: own('pública: o token assinado diz de quem é'),
  },
  productEvents: {
    record: own('pública: eventos sem dono, a conta só como hash'),
    preference: SELF,
    setPreference: SELF,
    funnel: adminGet(),
  },
};

// ------------------------------------------------------------------------------ calling

type Caller = (input: Input & { token?: string }) => Promise<{ status: number; body: unknown }>;
const callerOf = (group: string, name: string) =>
  (api() as unknown as Record<string, Record<string, Caller>>)[group]?.[name] as Caller;

const routes = () =>
  Object.entries(apiContract).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, e]) => ({
      key: `${group}.${name}`,
      group,
      name,
      e,
      rule: (table as unknown as Record<string, Record<string, Rule | undefined>>)[group]?.[name],
    })),
  );

/**
 * Input that passes the schemas, for the 401 checks: the schemas are checked before the caller
 * is (a malformed body is a 400 even without a token), so only a valid one reaches the rule.
 */
const VALID_INPUT: Record<string, Input> = {
  'auth.changePassword': {
    body: { current_password: 'senha-atual-1', new_password: 'senha-nova-12' },
  },
  'auth.deleteAccount': { body: { password: 'senha-atual-1' } },
  'profile.patch': { body: { full_name: 'Nome Qualquer' } },
  'emailPreferences.update': { body: { preferences: [{ kind: 'unread_messages', mode: 'off' }] } },
  'productEvents.setPreference': { body: { enabled: false } },
  'demands.create': {
    body: {
      title: 'Uma demanda',
      description: 'Descrição da demanda com texto.',
      service: 1,
      area: 1,
      specialty: 1,
      availability: 1,
    },
  },
  'demands.patch': { body: { title: 'Outro título' } },
  'demands.sync': { query: { scope: 'mine' } },
  'files.list': { query: { demand: NOBODY } },
  'portfolio.caption': { body: { caption: 'Legenda' } },
  'portfolio.reorder': { body: { ids: [NOBODY] } },
  'ratings.lookup': { query: { client_id: NOBODY, professional_id: NOBODY } },
  'ratings.create': { body: { professional: NOBODY, score: 5, demand: NOBODY } },
  'ratings.patch': { body: { score: 3 } },
  'clientReviews.figures': { query: { clients: NOBODY } },
  'clientReviews.create': { body: { demand: NOBODY, payment: 5, communication: 5, clarity: 5 } },
  'professionals.saveSearch': { body: { name: 'Busca', filters: {} } },
  'conversations.start': { body: { participant_ids: [NOBODY] } },
  'conversations.patch': { body: { is_archived: true } },
  'conversations.send': { body: { content: 'Olá', client_id: 'cliente-123' } },
  'conversations.editMessage': { body: { content: 'Olá' } },
  'conversations.search': { query: { q: 'olá' } },
  'reports.create': { body: { target_type: 'demand', target_id: NOBODY, reason: 'spam' } },
  'admin.suspend': { body: { reason: 'Motivo' } },
  'admin.reactivate': { body: { reason: 'Motivo' } },
  'admin.removeDemand': { body: { reason: 'Motivo' } },
  'admin.resolveReport': { body: { action: 'dismiss' } },
  'plans.checkout': { body: { plan: 'monthly', method: 'pix' } },
  'quotes.send': { body: { price_cents: 1250, lead_time_days: 10, min_quantity: 100 } },
  'quotes.request': { body: { professional_id: NOBODY } },
  'lots.create': { body: aLotBody() },
  'ficha.put': { body: { ficha: aFicha() } },
  'ficha.acknowledge': { body: { revision: 1 } },
  'fichaModels.create': { body: { name: 'Modelo', ficha: aFicha() } },
  'lots.step': { body: aReceiptBody() },
  'legal.acceptTerms': { body: { version: '2026-01-01' } },
};

const brief = (body: unknown) => JSON.stringify(body).slice(0, 160);

function rolesOf(rule: RowRule, w: World) {
  const owner = { client: w.clientA, provider: w.providerA, admin: w.admin }[rule.owner];
  const sameType = rule.owner === 'provider' ? w.providerB : w.clientB;
  const otherRole = rule.owner === 'provider' ? w.clientB : w.providerB;
  const others: Array<{ role: string; who: BuiltUser; expected: Outcome }> = [
    { role: 'mesmo tipo', who: sameType, expected: rule.sameType },
    { role: 'outro papel', who: otherRole, expected: rule.otherRole },
  ];
  if (rule.owner !== 'admin') {
    if (!rule.admin) throw new Error('a regra de uma linha de usuário diz o que o admin recebe');
    others.push({ role: 'admin', who: w.admin, expected: rule.admin });
  }
  if (rule.party)
    others.push({
      role: `parte (${rule.party.who})`,
      who: w[rule.party.who],
      expected: rule.party.expected,
    });
  if (rule.pending)
    others.push({ role: 'profissional pendente', who: w.pending, expected: rule.pending });
  return { owner, others };
}

beforeAll(async () => {
  ctx = await startTestApp();
  const admin = await theAdmin(ctx);
  const [clientA, clientB, providerA, providerB] = await Promise.all([
    aClient(ctx, { name: 'Cliente Dona' }),
    aClient(ctx, { name: 'Cliente Outra' }),
    anApprovedProvider(ctx, { name: 'Profissional Dona' }),
    anApprovedProvider(ctx, { name: 'Profissional Outra' }),
  ]);
  const suspended = await aSuspendedClient();
  const pending = await aPendingProvider(ctx, { name: 'Profissional Pendente' });
  w = { clientA, clientB, providerA, providerB, admin, suspended, pending };
});
afterAll(() => ctx.close());

describe('authorization matrix from the route table', () => {
  it('has a rule for every route of the contract, and none for a route that is gone', () => {
    const keys = routes().map((r) => r.key);
    expect(
      routes()
        .filter((r) => !r.rule)
        .map((r) => r.key),
    ).toEqual([]);
    const ruled = Object.entries(table).flatMap(([g, rs]) =>
      Object.keys(rs).map((n) => `${g}.${n}`),
    );
    expect(ruled.filter((k) => !keys.includes(k))).toEqual([]);
  });

  // One test per route that names a row: the failure says which route and which caller.
  for (const r of routes()) {
    const rule = r.rule;
    if (!rule || 'none' in rule) continue;
    it(`${r.key}: each caller answered by the rule; refusals change nothing`, async () => {
      const wrong: string[] = [];
      const call = callerOf(r.group, r.name);
      const input = await rule.arrange(w);
      const { owner, others } = rolesOf(rule, w);
      const before = await settledSnapshot(ctx.database);
      const refused = [
        { role: 'anônimo', token: undefined, expected: 401 },
        { role: 'suspenso', token: w.suspended.access, expected: 401 },
        ...others
          .filter((o) => o.expected !== 'ok')
          .map((o) => ({ role: o.role, token: o.who.access, expected: o.expected })),
      ];
      for (const c of refused) {
        const res = await call({ ...input, ...(c.token ? { token: c.token } : {}) });
        if (res.status !== c.expected)
          wrong.push(`${c.role}: ${res.status} (esperado ${c.expected}) ${brief(res.body)}`);
      }
      const changed = changedTables(before, await settledSnapshot(ctx.database));
      if (changed.length) wrong.push(`as recusas mudaram ${changed.join(', ')}`);
      // Allowed callers who are not the owner act on a row of their own when the call writes.
      for (const o of others.filter((x) => x.expected === 'ok')) {
        const theirs = r.e.method === 'GET' ? input : await rule.arrange(w);
        const res = await call({ ...theirs, token: o.who.access });
        if (res.status >= 300)
          wrong.push(`${o.role}: ${res.status} (esperado 2xx) ${brief(res.body)}`);
      }
      const mine = await call({ ...input, token: owner.access });
      if (mine.status !== r.e.status)
        wrong.push(`dono: ${mine.status} (esperado ${r.e.status}) ${brief(mine.body)}`);
      expect(wrong).toEqual([]);
    });
  }

  it('every route for signed-in users refuses anonymous and suspended callers with 401', async () => {
    const wrong: string[] = [];
    for (const r of routes()) {
      if (r.e.auth !== 'user') continue;
      const params: Record<string, string> = Object.fromEntries(
        pathParamNames(r.e.path).map((name) => [name, name === 'report' ? 'users' : NOBODY]),
      );
      const input = { ...(Object.keys(params).length ? { params } : {}), ...VALID_INPUT[r.key] };
      for (const [role, token] of [
        ['anônimo', undefined],
        ['suspenso', w.suspended.access],
      ] as const) {
        const res = await callerOf(r.group, r.name)({ ...input, ...(token ? { token } : {}) });
        if (res.status !== 401) wrong.push(`${r.key} ${role}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
