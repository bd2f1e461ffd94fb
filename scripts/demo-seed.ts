/**
 * Demo data for looking at the screens: a client (Ateliê) with demands in every status, an
 * approved provider who showed interest, was chosen and rated, a pending provider, and an image
 * and a PDF attached. Everything goes through the public API, as people would do it.
 *
 *   node --import tsx scripts/demo-seed.ts --url http://localhost:3000 --data-dir ./data \
 *     [--admin admin@alinhavo.com.br]
 *
 * The server must run without SMTP_URL (codes are read from DATA_DIR/mail) and with ADMIN_EMAIL
 * equal to --admin. Prints the accounts (password for all: Alinhavo-2026).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROVIDER_PROFILE_FIELDS } from '../tests/support/profile-bodies';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    'data-dir': { type: 'string', default: './data' },
    admin: { type: 'string', default: 'admin@alinhavo.com.br' },
  },
});
const base = `${values.url.replace(/\/$/, '')}/api/v1`;
const mailDir = path.join(values['data-dir'], 'mail');
const PASSWORD = 'Alinhavo-2026';
const stamp = Date.now().toString(36);

interface Answer<T = unknown> {
  status: number;
  body: { status: string; data: T; message?: string };
}

async function call<T>(
  method: string,
  p: string,
  token?: string,
  body?: unknown,
): Promise<Answer<T>> {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Answer<T>['body'];
  if (!res.ok) throw new Error(`${method} ${p} → ${res.status}: ${json.message ?? ''}`);
  return { status: res.status, body: json };
}

async function codeFor(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : [];
    for (const f of files) {
      const text = fs.readFileSync(path.join(mailDir, f), 'utf8');
      if (!text.includes(email)) continue;
      const code = /\b(\d{5})\b/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nenhum código para ${email} em ${mailDir}`);
}

async function account(
  email: string,
  type: 'CLIENTE' | 'PROFISSIONAL',
): Promise<{ id: string; access: string }> {
  try {
    await call('POST', '/user/register/', undefined, {
      email,
      password: PASSWORD,
      password2: PASSWORD,
      user_type: type,
    });
  } catch (error) {
    // Already registered (the admin on a second run): log in below.
    if (!String(error).includes('409')) throw error;
  }
  try {
    const verified = await call<{ user: { id: string }; token: { access: string } }>(
      'POST',
      '/user/email-verification-codes/verify/',
      undefined,
      { email, code: await codeFor(email) },
    );
    return { id: verified.body.data.user.id, access: verified.body.data.token.access };
  } catch (error) {
    if (process.env.DEBUG) console.error(email, error);
    const login = await call<{ user: { id: string }; token: { access: string } }>(
      'POST',
      '/user/login/',
      undefined,
      {
        email,
        password: PASSWORD,
      },
    );
    return { id: login.body.data.user.id, access: login.body.data.token.access };
  }
}

const profile = (name: string, city: string, uf: string, cep: string, provider: boolean) => ({
  full_name: name,
  birth_date: '1985-04-12',
  cpf: '52998224725',
  cellphone: '11987654321',
  postal_code: cep,
  street: 'Rua das Costureiras',
  number: '120',
  complement: '',
  neighborhood: 'Centro',
  city,
  uf,
  company_size: 'CPF',
  about_me: provider
    ? 'Facção com 12 anos de experiência em malha e tecido plano, equipe de 8 costureiras.'
    : 'Marca autoral de moda feminina com produção em pequenos lotes.',
  specialties_ids: [1, 2],
  ...(provider ? { ...PROVIDER_PROFILE_FIELDS } : {}),
});

/** 1×1 PNG and a tiny PDF: enough for the image viewer and the attachment list. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function attach(token: string, demandId: string, name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('demand', demandId);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${base}/demand-files/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload ${name} → ${res.status}`);
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`o servidor não respondeu em ${base}`);
}

async function main() {
  await waitForServer();
  const admin = await account(values.admin, 'CLIENTE');
  const clientEmail = `atelie.${stamp}@exemplo.com.br`;
  const providerEmail = `faccao.${stamp}@exemplo.com.br`;
  const pendingEmail = `modelista.${stamp}@exemplo.com.br`;
  const client = await account(clientEmail, 'CLIENTE');
  const provider = await account(providerEmail, 'PROFISSIONAL');
  const pending = await account(pendingEmail, 'PROFISSIONAL');

  await call(
    'PATCH',
    '/user/profile/',
    client.access,
    profile('Ateliê Flor de Lis', 'São Paulo', 'SP', '01310100', false),
  );
  await call(
    'PATCH',
    '/user/profile/',
    provider.access,
    profile('Facção Ponto Certo', 'São Paulo', 'SP', '01310100', true),
  );
  await call(
    'PATCH',
    '/user/profile/',
    pending.access,
    profile('Joana Modelista', 'Belo Horizonte', 'MG', '30130010', true),
  );
  await call('POST', `/admin/professionals/${provider.id}/approve/`, admin.access, {});

  const demand = (title: string, description: string, extra: Record<string, unknown> = {}) => ({
    title,
    description,
    service: 1,
    area: 1,
    specialty: 1,
    availability: 2,
    tecid_type: 'MALHA',
    amount: 300,
    deadline: inDays(20),
    min_budget: 3000,
    max_budget: 4500,
    city: 'São Paulo',
    uf: 'SP',
    remote_work_accepted: false,
    ...extra,
  });
  const create = async (body: Record<string, unknown>) =>
    (await call<{ id: string }>('POST', '/demands/', client.access, body)).body.data.id;

  const open = await create(
    demand(
      'Costura de 300 camisetas básicas em malha',
      'Marca de moda casual procura facção para produção de camisetas básicas em malha penteada, aviamentos fornecidos pela marca. Entrega em duas etapas.',
    ),
  );
  await attach(client.access, open, 'referencia-camiseta.png', PNG, 'image/png');
  await attach(client.access, open, 'ficha-tecnica.pdf', PDF, 'application/pdf');
  await create(
    demand(
      'Modelagem de vestido midi com recortes',
      'Preciso de modelista para desenvolver a modelagem e a graduação (P ao GG) de um vestido midi em viscose.',
      {
        service: 2,
        area: 3,
        tecid_type: 'PLANO',
        amount: 1,
        min_budget: 800,
        max_budget: null,
        city: 'Belo Horizonte',
        uf: 'MG',
      },
    ),
  );
  const inProgress = await create(
    demand(
      'Produção de 150 calças de sarja',
      'Produção de calças de sarja com lavagem, etiquetas e embalagem individual.',
      { amount: 150, min_budget: 6000, max_budget: 7500, tecid_type: 'PLANO' },
    ),
  );
  const done = await create(
    demand(
      'Bordado em 80 jaquetas jeans',
      'Bordado do logotipo nas costas de 80 jaquetas jeans, arte vetorizada enviada pela marca.',
      { amount: 80, min_budget: 2000, max_budget: 2600, deadline: null },
    ),
  );

  for (const id of [open, inProgress, done])
    await call('POST', `/demands/${id}/interest/`, provider.access);
  await call('PATCH', `/demands/${inProgress}/`, client.access, {
    chosen_professional_id: provider.id,
  });
  await call('PATCH', `/demands/${done}/`, client.access, { chosen_professional_id: provider.id });
  await call('POST', '/user/ratings/', client.access, {
    professional: provider.id,
    demand: done,
    score: 5,
    comment: 'Entrega no prazo e acabamento impecável. Recomendo!',
  });
  await call('PATCH', `/demands/${done}/`, client.access, {
    status: 'CONCLUÍDA',
    finalized_at: new Date().toISOString(),
  });

  console.log(
    JSON.stringify(
      {
        password: PASSWORD,
        client: clientEmail,
        provider: providerEmail,
        pendingProvider: pendingEmail,
        admin: values.admin,
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
