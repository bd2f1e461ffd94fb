/**
 * SQL that fills a migrated database with providers and clients as the product would have them:
 * most providers in the textile hubs, the rest anywhere in Brazil; four in ten companies;
 * facção and confecção far more common than consultoria; some pending, rejected, suspended or
 * incomplete; ratings and finished jobs for a share of them. Deterministic (no random()), so
 * PostgreSQL and PGlite hold the same mix. The same statements run on both.
 */
export function providerSeedSql(o: {
  providers: number;
  clients: number;
  /** The two accounts the bench signs in with (argon2 hash of their password). */
  viewers: { proEmail: string; basicEmail: string; passwordHash: string };
}): string[] {
  const P = o.providers;
  const C = o.clients;
  const hubs = [
    ['São Paulo', 'SP'],
    ['Americana', 'SP'],
    ['Franca', 'SP'],
    ['Ibitinga', 'SP'],
    ['Blumenau', 'SC'],
    ['Brusque', 'SC'],
    ['Jaraguá do Sul', 'SC'],
    ['Pomerode', 'SC'],
    ['Divinópolis', 'MG'],
    ['Belo Horizonte', 'MG'],
    ['Juiz de Fora', 'MG'],
    ['Nova Friburgo', 'RJ'],
    ['Petrópolis', 'RJ'],
    ['Rio de Janeiro', 'RJ'],
    ['Fortaleza', 'CE'],
    ['Caruaru', 'PE'],
    ['Toritama', 'PE'],
    ['Santa Cruz do Capibaribe', 'PE'],
    ['Apucarana', 'PR'],
    ['Maringá', 'PR'],
    ['Cianorte', 'PR'],
    ['Goiânia', 'GO'],
    ['Colatina', 'ES'],
    ['Campina Grande', 'PB'],
  ]
    .map(([n, uf]) => `('${n}', '${uf}')`)
    .join(', ');
  // Weighted picks: the more often an id appears, the more providers offer it.
  const services = "'{1,1,1,1,1,1,1,12,12,12,2,2,4,4,10,10,7,8,8,5,6,3,11,11,9,13}'::int[]";
  const areas = "'{1,1,1,2,3,3,7,7,5,12,17,4,6,8,9,10,11,13,14,15,16}'::int[]";
  const specialties = "'{1,1,2,2,2,9,9,11,11,6,6,12,3,13,4,5,7,8,10,14,15}'::int[]";
  const first =
    "array['Maria','Ana','Joana','Francisca','Antônia','Adriana','Juliana','Márcia','Fernanda','Patrícia','Aline','Sandra','José','João','Carlos','Paulo','Luiz','Marcos','Rosângela','Conceição','Luíza','Cláudia','Vânia','Gisele']";
  const last =
    "array['Silva','Santos','Oliveira','Souza','Rodrigues','Ferreira','Alves','Pereira','Lima','Gomes','Costa','Ribeiro','Martins','Carvalho','Araújo','Melo','Barbosa','Cardoso','Teixeira','Gonçalves']";
  const trades =
    "array['Facção','Confecção','Ateliê','Oficina de Costura','Malharia','Bordados','Estamparia','Modelagem','Lavanderia','Jeans']";
  const tradeTail =
    "array['Aurora','Boa Vista','Primavera','Linha Nova','Ponto Certo','Agulha de Ouro','Fio Dourado','Santa Clara','Bela Moda','São Jorge','Estrela','Girassol']";
  const abouts =
    "array['Facção com 15 costureiras, máquinas retas e overloques, produção de camisetas e blusas em malha.','Confecção completa de jeans: corte, costura, lavanderia e acabamento.','Modelista com experiência em moda feminina e alfaiataria, modelagem plana e digital.','Bordado computadorizado em bonés, uniformes e peças promocionais.','Estamparia em silk e sublimação para camisetas e moletons.','Ateliê de costura sob medida, vestidos de festa e noivas.','Oficina de costura para moda praia e fitness, malhas com elastano.','Peça-piloto e ficha técnica para marcas de moda infantil.','Acabamento, passadoria e embalagem para confecções da região.','Costureira autônoma, pequenos lotes e consertos.']";
  const hash = o.viewers.passwordHash.replace(/'/g, "''");
  return [
    `create temp table bench_m as
       select array_agg(id order by id) as all_ids,
         (select array_agg(m.id order by m.id) from municipios m
           where (m.nome, m.uf) in (${hubs})) as hub_ids
       from municipios`,
    `create temp table bench_p as
       select g, gen_random_uuid() as id, (g::bigint * 2654435761 % 4294967296) as h,
         -- Separate hashes for ratings and jobs: neither follows the name or the catalogue.
         (g::bigint * 2246822519 % 4294967291) as hr, (g::bigint * 3266489917 % 4294967279) as hj
       from generate_series(1, ${P}) g`,
    `create temp table bench_c as
       select g, gen_random_uuid() as id from generate_series(1, ${C}) g`,
    // Providers: 60 % in a hub, the rest spread over every municipality; 40 % companies.
    providerInsert({ first, last, trades, tradeTail, abouts }),
    // 1 to 3 services, 1 to 3 areas, 1 to 3 specialties (8 % none: incomplete), 2 to 4 machines.
    `insert into user_services (user_id, service_id)
       select distinct p.id, (${services})[1 + (p.h / k) % 26]
       from bench_p p, generate_series(1, 3) k where k = 1 or p.h % (k + 1) = 0`,
    `insert into user_areas (user_id, area_id)
       select distinct p.id, (${areas})[1 + (p.h / (k * 5)) % 21]
       from bench_p p, generate_series(1, 3) k where k = 1 or p.h % (k + 2) = 0`,
    `insert into user_specialties (user_id, specialty_id)
       select distinct p.id, (${specialties})[1 + (p.h / (k * 11)) % 21]
       from bench_p p, generate_series(1, 3) k
       where p.h % 100 >= 8 and (k = 1 or p.h % (k + 3) = 0)`,
    `insert into user_machines (user_id, machine_id)
       select distinct p.id, 1 + (p.h / (k * 13)) % 24
       from bench_p p, generate_series(1, 4) k where k <= 2 or p.h % k = 0`,
    // Clients, a third of them companies.
    `insert into users (id, email, password_hash, user_type, is_email_verified, full_name,
          city, uf, company_size, cnpj, corporate_name, trade_name, company_city, company_uf)
       select c.id, 'bc' || c.g || '@bench.local', 'x', 'CLIENTE', true, 'Cliente ' || c.g,
         mu.nome, mu.uf,
         case when c.g % 3 = 0 then 'LTDA' else 'CPF' end,
         case when c.g % 3 = 0 then lpad(c.g::text, 14, '0') end,
         case when c.g % 3 = 0 then 'Marca ' || c.g || ' Ltda' end,
         case when c.g % 3 = 0 then 'Marca ' || c.g end,
         case when c.g % 3 = 0 then mu.nome end,
         case when c.g % 3 = 0 then mu.uf end
       from bench_c c, bench_m b
       join municipios mu on true
       where mu.id = b.all_ids[1 + (c.g * 7919) % cardinality(b.all_ids)]`,
    // 30 % of providers rated by 1 to 8 clients.
    // Each rating names a demand of its client that the provider took (DESIGN §9.16).
    `with r as (
       select p.id as pid, c.id as cid, j, (array[5,5,4,5,4,3,5,4,2,1])[1 + (p.hr / j) % 10] as score,
         case when j % 2 = 0 then 'Trabalho entregue no prazo.' end as comment
       from bench_p p, generate_series(1, 8) j, bench_c c
       where p.hr % 10 < 3 and j <= 1 + (p.hr / 10) % 8
         and c.g = 1 + (p.g * 31 + j * 977) % ${C}),
     d as (
       insert into demands (user_created, title, description, service_id, area_id, specialty_id,
           availability_id, amount, city, uf, status, chosen_professional_id)
       select r.cid, 'Avaliação ' || r.j, 'Produção em andamento.', 1, 1, 1, 1, 100,
         'São Paulo', 'SP', 'EM ANDAMENTO', r.pid
       from r
       returning id, user_created, chosen_professional_id, title)
     insert into ratings (professional_id, client_id, demand_id, score, comment)
       select r.pid, r.cid, d.id, r.score, r.comment
       from r join d on d.user_created = r.cid and d.chosen_professional_id = r.pid
         and d.title = 'Avaliação ' || r.j`,
    // 20 % of providers with 1 to 5 finished jobs.
    `insert into demands (user_created, title, description, service_id, area_id, specialty_id,
          availability_id, amount, city, uf, status, chosen_professional_id, finalized_at)
       select c.id, 'Lote ' || p.g || '-' || j, 'Produção concluída.', 1, 1, 1, 1, 100,
         'São Paulo', 'SP', 'CONCLUÍDA', p.id, now()
       from bench_p p, generate_series(1, 5) j, bench_c c
       where p.hj % 10 >= 8 and j <= 1 + (p.hj / 10) % 5
         and c.g = 1 + (p.g * 17 + j * 389) % ${C}`,
    // The two viewers: in São Paulo, one PRO and one Basic.
    `insert into users (email, password_hash, user_type, is_email_verified, full_name, city, uf,
          company_size, pro_until)
       values
         ('${o.viewers.proEmail}', '${hash}', 'CLIENTE', true, 'Cliente PRO', 'São Paulo', 'SP', 'CPF', now() + interval '30 days'),
         ('${o.viewers.basicEmail}', '${hash}', 'CLIENTE', true, 'Cliente Básico', 'São Paulo', 'SP', 'CPF', null)`,
    'drop table bench_p',
    'drop table bench_c',
    'drop table bench_m',
  ];
}

function providerInsert(t: {
  first: string;
  last: string;
  trades: string;
  tradeTail: string;
  abouts: string;
}): string {
  return `insert into users (id, email, password_hash, user_type, is_email_verified, approval_status,
        full_name, cellphone, city, uf, company_size, cnpj, corporate_name, trade_name,
        company_city, company_uf, company_email, company_cellphone, about_me, tecid_type,
        year_experience, daily_production_capacity, min_required_production,
        max_required_production, availability_id, suspended_at, created_at)
     select p.id, 'bp' || p.g || '@bench.local', 'x', 'PROFISSIONAL', true,
       case when p.h % 100 < 90 then 'APPROVED' when p.h % 100 < 95 then 'PENDING' else 'REJECTED' end,
       (${t.first})[1 + p.h % 24] || ' ' || (${t.last})[1 + (p.h / 24) % 20] || ' ' || (${t.last})[1 + (p.h / 480) % 20],
       '119' || lpad((p.h % 100000000)::text, 8, '0'),
       mu.nome, mu.uf,
       case when p.g % 5 < 2 then (array['LTDA','MEI','ME'])[1 + p.g % 3] else 'CPF' end,
       case when p.g % 5 < 2 then lpad(p.g::text, 14, '0') end,
       case when p.g % 5 < 2 then (${t.trades})[1 + p.h % 10] || ' ' || (${t.tradeTail})[1 + (p.h / 10) % 12] || ' Ltda' end,
       case when p.g % 5 = 0 then (${t.trades})[1 + p.h % 10] || ' ' || (${t.tradeTail})[1 + (p.h / 10) % 12] end,
       case when p.g % 5 < 2 then mu.nome end,
       case when p.g % 5 < 2 then mu.uf end,
       case when p.g % 5 < 2 then 'contato' || p.g || '@bench.local' end,
       case when p.g % 10 = 0 then '119' || lpad((p.h % 99999999)::text, 8, '0') end,
       (${t.abouts})[1 + (p.h / 7) % 10],
       (array['PLANO','MALHA','AMBOS','MALHA','PLANO'])[1 + p.h % 5],
       1 + p.h % 30, 50 + p.h % 950, 10 + p.h % 90, 1000 + p.h % 9000,
       1 + (p.h / 3) % 6,
       case when p.g % 100 = 7 then now() end,
       now() - ((p.g % 700) || ' days')::interval
     from bench_p p, bench_m b
     join municipios mu on true
     where mu.id = case when p.h % 10 < 6
       then b.hub_ids[1 + (p.h / 10) % cardinality(b.hub_ids)]
       else b.all_ids[1 + (p.g * 7919) % cardinality(b.all_ids)] end`;
}
