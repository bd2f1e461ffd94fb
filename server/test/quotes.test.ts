import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import { demandParties, type DemandParties } from './helpers/demand-parties';
import { quotesRepository } from '../src/modules/demands/quotes.repository';
import { quoteValidUntil, type QuoteInput } from '@alinhavo/shared/schemas/quote';
import { aClient, aDemand, anApprovedProvider, type Person } from '@alinhavo/test-support/builders';

let ctx: TestContext;
let parties: DemandParties<'client' | 'otherClient', 'pro' | 'otherPro', 'pending'>;
let client: Person;
let otherClient: Person;
let pro: Person;
let otherPro: Person;
let pending: Person;
/** The app's clock runs this far ahead of the wall clock (quote validity, repeated requests). */
let ahead = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await startTestApp({}, { now: () => Date.now() + ahead });
  parties = await demandParties(ctx, {
    clients: { client: 'Marca Sol de Inverno', otherClient: 'Outra Marca' },
    providers: { pro: 'Facção Ponto Firme', otherPro: 'Ateliê Linha Boa' },
    pending: { pending: 'Oficina Em Análise' },
  });
  ({ client, otherClient, pro, otherPro, pending } = parties.people);
});
afterAll(async () => {
  parties?.closeSockets();
  await ctx.close();
});

const api = () => testApi(ctx.app);
const quote: QuoteInput = {
  price_cents: 1250,
  lead_time_days: 15,
  min_quantity: 100,
  note: 'Inclui o corte.',
};
const send = (who: { access: string } | undefined, id: string, body: QuoteInput = quote) =>
  api().quotes.send({ params: { id }, body, ...(who ? { token: who.access } : {}) });
const get = (who: { access: string }, id: string) =>
  api().demands.get({ params: { id }, token: who.access });
/** Validity counts in Brasília's calendar: today there, plus the days. */
const plusDays = (days: number) => quoteValidUntil(Date.now(), days);
/** Runs `body` with the app's clock `days` ahead, then puts it back. */
async function later<T>(days: number, body: () => Promise<T>): Promise<T> {
  ahead = days * DAY;
  try {
    return await body();
  } finally {
    ahead = 0;
  }
}

describe('sending and revising a quote', () => {
  it('a provider quotes an open demand: it becomes a candidate and the owner sees the quote', async () => {
    const id = await parties.demand(client, { fields: { amount: 300 } });
    const res = await send(pro, id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Proposta enviada com sucesso!');
    expect(res.body.data).toMatchObject({
      user_is_interested: true,
      interested_professionals_count: 1,
      quotes: [],
      my_quote: {
        revision: 1,
        price_cents: 1250,
        lead_time_days: 15,
        min_quantity: 100,
        note: 'Inclui o corte.',
        valid_until: plusDays(7),
      },
    });
    const owner = (await get(client, id)).body.data;
    expect(owner.quotes).toEqual([res.body.data.my_quote]);
    // Another provider sees the demand as an opportunity, without anyone's quote.
    const other = (await get(otherPro, id)).body.data;
    expect(other.my_quote).toBeNull();
    expect(other.quotes).toEqual([]);
  });

  it('interest without a quote stays possible, and a quote may follow it', async () => {
    const id = await parties.demand(client);
    expect((await api().demands.interest({ params: { id }, token: pro.access })).status).toBe(200);
    expect((await get(pro, id)).body.data.my_quote).toBeNull();
    const res = await send(pro, id, { price_cents: 900, lead_time_days: 10 });
    expect(res.status).toBe(201);
    expect(res.body.data.my_quote).toMatchObject({ revision: 1, min_quantity: 1 });
    expect(res.body.data.interested_professionals_count).toBe(1);
  });

  it('a revision keeps the history, tells the owner live and notifies "Proposta atualizada"', async () => {
    const id = await parties.demand(client);
    const socket = await parties.socket(client);
    const heard: { quote: { revision: number; price_cents: number }; revised: boolean }[] = [];
    socket.on('quote:changed', (e: (typeof heard)[number]) => heard.push(e));

    await send(pro, id);
    const revised = await send(pro, id, { ...quote, price_cents: 1100, validity_days: 15 });
    expect(revised.status).toBe(201);
    expect(revised.body.message).toBe('Proposta atualizada com sucesso!');
    expect(revised.body.data.my_quote).toMatchObject({
      revision: 2,
      price_cents: 1100,
      valid_until: plusDays(15),
    });

    const history = (await api().quotes.list({ params: { id }, token: client.access })).body.data;
    expect(history.map((q) => [q.revision, q.price_cents])).toEqual([
      [1, 1250],
      [2, 1100],
    ]);
    expect((await get(client, id)).body.data.quotes).toMatchObject([
      { revision: 2, price_cents: 1100 },
    ]);
    await eventually(
      () => heard,
      (h) => h.some((e) => e.revised && e.quote.revision === 2),
    );
    expect(heard.map((e) => [e.quote.revision, e.revised])).toEqual([
      [1, false],
      [2, true],
    ]);
    const notes = await eventually(
      async () =>
        (
          await api().notifications.list({
            token: client.access,
            query: { page_size: 100 },
          })
        ).body.data.notifications,
      (n) => n.some((x) => x.type === 'quote_revised' && x.demand_id === id),
    );
    expect(notes.find((x) => x.type === 'quote_revised')?.title).toBe('Proposta atualizada');
  });

  it('a provider sees only its own quotes; another client gets 404; anonymous 401', async () => {
    const id = await parties.demand(client);
    await send(pro, id);
    await send(otherPro, id, { ...quote, price_cents: 999 });
    const mine = (await api().quotes.list({ params: { id }, token: otherPro.access })).body.data;
    expect(mine.map((q) => q.price_cents)).toEqual([999]);
    expect((await get(otherPro, id)).body.data.quotes).toEqual([]);
    expect(
      (await api().quotes.list({ params: { id }, token: client.access })).body.data,
    ).toHaveLength(2);
    expect((await api().quotes.list({ params: { id }, token: otherClient.access })).status).toBe(
      404,
    );
    expect((await send(undefined, id)).status).toBe(401);
    expect((await api().quotes.list({ params: { id } })).status).toBe(401);
  });

  it('only providers quote (403), only on open demands (409), an unknown demand is 404', async () => {
    const id = await parties.demand(client);
    const byClient = await send(client, id);
    expect(byClient.status).toBe(403);
    expect(byClient.body.message).toBe('Apenas profissionais podem enviar propostas.');
    expect((await send(pro, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await send(pro, id);
    await api().demands.patch({
      params: { id },
      token: client.access,
      body: { chosen_professional_id: pro.id },
    });
    const late = await send(otherPro, id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Só é possível enviar proposta em demandas abertas.');
  });

  it('refuses an invalid quote with the texts of the form', async () => {
    const id = await parties.demand(client);
    const cases: [QuoteInput, string, string][] = [
      [{ ...quote, price_cents: 0 }, 'price_cents', 'O preço por peça deve ser maior que zero.'],
      [
        { ...quote, lead_time_days: 0 },
        'lead_time_days',
        'O prazo de entrega deve ficar entre 1 e 365 dias.',
      ],
      [
        { ...quote, note: 'x'.repeat(501) },
        'note',
        'A observação pode ter no máximo 500 caracteres.',
      ],
      [
        { ...quote, validity_days: 91 },
        'validity_days',
        'A validade deve ficar entre 1 e 90 dias.',
      ],
    ];
    for (const [body, field, text] of cases) {
      const res = await send(pro, id, body);
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field]).toBe(text);
    }
  });
});

describe('the chosen quote is frozen', () => {
  it('selecting copies the latest revision; the chosen provider and the owner see it, others not', async () => {
    const id = await parties.demand(client, { fields: { amount: 300 } });
    await send(pro, id, { ...quote, price_cents: 1400 });
    await send(pro, id, { ...quote, price_cents: 1300 });
    await send(otherPro, id, { ...quote, price_cents: 1200 });
    const chosen = await api().demands.patch({
      params: { id },
      token: client.access,
      body: { chosen_professional_id: otherPro.id },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.chosen_quote).toMatchObject({
      professional_id: otherPro.id,
      revision: 1,
      price_cents: 1200,
    });
    expect((await get(otherPro, id)).body.data.chosen_quote).toMatchObject({ price_cents: 1200 });
    expect((await get(pro, id)).body.data.chosen_quote).toBeNull();
    const jobs = (await api().demands.myJobs({ token: otherPro.access, query: { tab: 'ativos' } }))
      .body.data.demands;
    expect(jobs.find((d) => d.id === id)?.chosen_quote).toMatchObject({ price_cents: 1200 });

    // A later revision (written straight to the table: the API refuses it once in progress)
    // leaves the frozen copy as it was.
    await quotesRepository.insertRevision(ctx.database.db, {
      demandId: id,
      professionalId: otherPro.id,
      priceCents: 5000,
      leadTimeDays: 3,
      minQuantity: 1,
      validUntil: plusDays(7),
      note: null,
    });
    const after = (await get(client, id)).body.data;
    expect(after.chosen_quote).toMatchObject({ revision: 1, price_cents: 1200 });
    expect(after.quotes?.find((q) => q.professional_id === otherPro.id)?.revision).toBe(2);

    // Removing the choice drops the copy; choosing again freezes what stands then.
    await api().demands.patch({
      params: { id },
      token: client.access,
      body: { chosen_professional_id: null },
    });
    expect((await get(client, id)).body.data.chosen_quote).toBeNull();
    await api().demands.patch({
      params: { id },
      token: client.access,
      body: { chosen_professional_id: pro.id },
    });
    expect((await get(client, id)).body.data.chosen_quote).toMatchObject({
      revision: 2,
      price_cents: 1300,
    });
  });

  it('a provider chosen without a quote leaves no frozen quote', async () => {
    const id = await parties.demand(client);
    await api().demands.interest({ params: { id }, token: pro.access });
    const res = await api().demands.patch({
      params: { id },
      token: client.access,
      body: { chosen_professional_id: pro.id },
    });
    expect(res.body.data.chosen_quote).toBeNull();
  });
});

describe("'Pedir proposta'", () => {
  const ask = (id: string, professional: Person, who: Person = client) =>
    api().quotes.request({
      params: { id },
      token: who.access,
      body: { professional_id: professional.id },
    });
  const requestNotes = async (id: string) =>
    (
      await api().notifications.list({ token: pro.access, query: { page_size: 100 } })
    ).body.data.notifications.filter((x) => x.type === 'quote_requested' && x.demand_id === id);

  it('the owner asks an approved provider: a conversation about the demand and a notification', async () => {
    const title = `Camisas sociais ${Date.now()}`;
    const id = await parties.demand(client, { fields: { title } });
    const res = await ask(id, pro);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Pedido de proposta enviado!');
    const conversation = await api().conversations.get({
      params: { id: res.body.data.conversation_id },
      token: pro.access,
    });
    expect(conversation.status).toBe(200);
    // Tied to the demand as a candidate's conversation is: the thread header names it.
    expect(conversation.body.data).toMatchObject({
      demand_id: id,
      demand_title: title,
      title: `Pedido de proposta: ${title}`,
    });
    const notes = await eventually(
      () => requestNotes(id),
      (n) => n.length > 0,
    );
    expect(notes[0]?.message).toContain(title);
    // The provider, asked but not a candidate yet, may answer in that conversation.
    const reply = await api().conversations.start({
      token: pro.access,
      body: { participant_ids: [client.id], demand_id: id },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.conversation.id).toBe(res.body.data.conversation_id);
  });

  it("the asked provider's device hears it at once: 'quote_requested_at' on its view only", async () => {
    const id = await parties.demand(client);
    const socket = await parties.socket(pro);
    const heard: { id: string; quote_requested_at?: string | null }[] = [];
    socket.on('demand:changed', (d: (typeof heard)[number]) => heard.push(d));
    const before = (await get(pro, id)).body.data.updated_at;
    expect((await get(pro, id)).body.data.quote_requested_at).toBeNull();

    expect((await ask(id, pro)).status).toBe(201);
    const pushed = await eventually(
      async () => heard.find((d) => d.id === id),
      (d) => d !== undefined,
    );
    expect(pushed?.quote_requested_at).toEqual(expect.any(String));
    const mine = (await get(pro, id)).body.data;
    expect(mine.quote_requested_at).toBe(pushed?.quote_requested_at);
    // Moved, so a device that was offline finds the row among the changes since its last sync.
    expect(Date.parse(mine.updated_at)).toBeGreaterThan(Date.parse(before));
    const listed = await api().demands.opportunities({ token: pro.access, query: {} });
    expect(listed.body.data.demands.find((d) => d.id === id)?.quote_requested_at).toBe(
      mine.quote_requested_at,
    );
    // Nobody else is told whom the owner asked.
    expect((await get(otherPro, id)).body.data.quote_requested_at).toBeNull();
    expect((await get(client, id)).body.data.quote_requested_at).toBeNull();
  });

  it('a second request reopens the same conversation (hidden by the owner) and does not notify twice within a day', async () => {
    const id = await parties.demand(client);
    const first = (await ask(id, pro)).body.data.conversation_id;
    await eventually(
      () => requestNotes(id),
      (n) => n.length === 1,
    );
    expect(
      (await api().conversations.hide({ params: { id: first }, token: client.access })).status,
    ).toBe(200);
    const second = await ask(id, pro);
    expect(second.status).toBe(201);
    expect(second.body.data.conversation_id).toBe(first);
    const listed = await api().conversations.list({ token: client.access, query: {} });
    expect(listed.body.data.conversations.map((c) => c.id)).toContain(first);
    // A candidate's conversation about the demand is that same one too.
    await send(pro, id);
    expect((await ask(id, pro)).body.data.conversation_id).toBe(first);
    expect(await requestNotes(id)).toHaveLength(1);
    // A day later, asking again notifies again (still one conversation).
    await later(1.01, async () => {
      expect((await ask(id, pro)).body.data.conversation_id).toBe(first);
    });
    await eventually(
      () => requestNotes(id),
      (n) => n.length === 2,
    );
  });

  it("refuses another client's demand (404), a provider not approved (403) and anonymous (401)", async () => {
    const id = await parties.demand(client);
    expect((await ask(id, pro, otherClient)).status).toBe(404);
    expect((await ask(id, otherPro, pro)).status).toBe(404);
    const refused = await ask(id, pending);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Só é possível pedir proposta a um profissional aprovado.');
    expect((await ask(id, otherClient)).status).toBe(403);
    expect(
      (
        await api().quotes.request({
          params: { id },
          body: { professional_id: '00000000-0000-4000-8000-000000000000' },
          token: client.access,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api().quotes.request({ params: { id }, body: { professional_id: pro.id } })).status,
    ).toBe(401);
    // Without a request, a provider who showed no interest still may not talk about it.
    const other = await parties.demand(client);
    const notTied = await api().conversations.start({
      token: client.access,
      body: { participant_ids: [otherPro.id], demand_id: other },
    });
    expect(notTied.status).toBe(403);
  });
});

describe('expired quotes (validity counted with the app clock)', () => {
  it('a quote is valid through its last day and expired the day after; selecting it needs the confirmation', async () => {
    const id = await parties.demand(client, { fields: { amount: 10 } });
    const sent = (await send(pro, id, { ...quote, validity_days: 1 })).body.data.my_quote;
    expect(sent?.valid_until).toBe(plusDays(1));
    const select = (body: { chosen_professional_id: string; accept_expired_quote?: boolean }) =>
      api().demands.patch({ params: { id }, token: client.access, body });

    // Two days on, the quote (valid through tomorrow) has expired.
    const refused = await later(2, () => select({ chosen_professional_id: pro.id }));
    expect(refused.status).toBe(409);
    const day = plusDays(1).split('-').reverse().join('/');
    expect(refused.body.message).toBe(
      `A proposta deste profissional venceu em ${day}. Confirme para selecioná-lo mesmo assim.`,
    );
    expect((await get(client, id)).body.data).toMatchObject({
      status: 'ABERTA',
      chosen_professional: null,
      chosen_quote: null,
    });

    const confirmed = await later(2, () =>
      select({ chosen_professional_id: pro.id, accept_expired_quote: true }),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.chosen_quote).toMatchObject({
      price_cents: 1250,
      valid_until: plusDays(1),
      accepted_expired: true,
    });
    // The provider sees that its expired quote was accepted.
    expect((await get(pro, id)).body.data.chosen_quote).toMatchObject({ accepted_expired: true });
  });

  it('a quote still in its validity is frozen without confirmation, and is not marked', async () => {
    const id = await parties.demand(client);
    await send(pro, id, { ...quote, validity_days: 1 });
    // Tomorrow is still within it (valid through that whole day).
    const res = await later(1, () =>
      api().demands.patch({
        params: { id },
        token: client.access,
        body: { chosen_professional_id: pro.id },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.chosen_quote).toMatchObject({ price_cents: 1250 });
    expect(res.body.data.chosen_quote).not.toHaveProperty('accepted_expired');
  });

  it('a revision renews an expired quote: the new one is frozen without confirmation', async () => {
    const id = await parties.demand(client);
    await send(pro, id, { ...quote, validity_days: 1 });
    const res = await later(3, async () => {
      const revised = await send(pro, id, { ...quote, price_cents: 1300 });
      expect(revised.body.data.my_quote?.valid_until).toBe(
        quoteValidUntil(Date.now() + 3 * DAY, 7),
      );
      return api().demands.patch({
        params: { id },
        token: client.access,
        body: { chosen_professional_id: pro.id },
      });
    });
    expect(res.status).toBe(200);
    expect(res.body.data.chosen_quote).toMatchObject({ revision: 2, price_cents: 1300 });
  });
});

describe('distance and capacity in the comparison', () => {
  it('distance from the demand city, else from the owner; capacity from the profile; unknown is null', async () => {
    const [owner, inCampinas, inSantos, nowhere] = await Promise.all([
      aClient(ctx, { name: 'Marca Paulistana', profile: { city: 'São Paulo', uf: 'SP' } }),
      anApprovedProvider(ctx, {
        name: 'Facção Campinas',
        profile: { city: 'Campinas', uf: 'SP', daily_production_capacity: 450 },
      }),
      anApprovedProvider(ctx, {
        name: 'Ateliê Santos',
        profile: { city: 'Santos', uf: 'SP', daily_production_capacity: 120 },
      }),
      anApprovedProvider(ctx, {
        name: 'Oficina Sem Mapa',
        profile: { city: 'Cidade Que Não Existe', uf: 'SP' },
      }),
    ]);
    const candidatesOf = async (id: string) => {
      for (const p of [inCampinas, inSantos, nowhere])
        await api().demands.interest({ params: { id }, token: p.access });
      const res = await api().demands.interested({
        params: { id },
        token: owner.access,
        query: {},
      });
      expect(res.status).toBe(200);
      return new Map(res.body.data.map((c) => [c.id, c]));
    };

    // The demand names no city: from the owner's São Paulo.
    const noCity = await candidatesOf(await aDemand(ctx, owner, { city: null, uf: null }));
    const campinas = noCity.get(inCampinas.id);
    const santos = noCity.get(inSantos.id);
    // Seat to seat: Campinas some 84 km, Santos some 55 km from São Paulo.
    expect(campinas?.distance_km).toBeGreaterThan(75);
    expect(campinas?.distance_km).toBeLessThan(95);
    expect(santos?.distance_km).toBeGreaterThan(45);
    expect(santos?.distance_km).toBeLessThan(65);
    expect(Number.isInteger(santos?.distance_km)).toBe(true);
    expect(noCity.get(nowhere.id)?.distance_km).toBeNull();
    expect(campinas?.daily_production_capacity).toBe(450);
    expect(santos?.daily_production_capacity).toBe(120);

    // A demand in Campinas: measured from there.
    const inCampinasDemand = await candidatesOf(
      await aDemand(ctx, owner, { city: 'Campinas', uf: 'SP' }),
    );
    expect(inCampinasDemand.get(inCampinas.id)?.distance_km).toBe(0);
    expect(inCampinasDemand.get(inSantos.id)?.distance_km).toBeGreaterThan(110);

    // Neither the demand nor the owner has a known place: every distance is null.
    const lost = await aClient(ctx, { profile: { city: 'Lugar Nenhum', uf: 'SP' } });
    const id = await aDemand(ctx, lost, { city: null, uf: null });
    await api().demands.interest({ params: { id }, token: inSantos.access });
    const res = await api().demands.interested({ params: { id }, token: lost.access, query: {} });
    expect(res.body.data.map((c) => c.distance_km)).toEqual([null]);
  });
});
