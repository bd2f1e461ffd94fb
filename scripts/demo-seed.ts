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
import {
  aDemandBody,
  aProfileBody,
  aVerifiedUser,
  apiAs,
  theAdmin,
  type Backend,
} from '@alinhavo/test-support/builders';
import { fetchTransport } from '@alinhavo/test-support/transport';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    'data-dir': { type: 'string', default: './data' },
    admin: { type: 'string', default: 'admin@alinhavo.com.br' },
  },
});
const base = `${values.url.replace(/\/$/, '')}/api/v1`;
const dataDir = path.resolve(values['data-dir']);
const mailDir = path.join(dataDir, 'mail');
const PASSWORD = 'Alinhavo-2026';
const stamp = Date.now().toString(36);
/** How long a code may take to be written to the mail folder after a registration. */
const CODE_WAIT_MS = 10_000;

class SeedError extends Error {}

const HOW_TO_POINT =
  'O demo:seed lê os códigos de verificação dos e-mails que o servidor grava em ' +
  '<DATA_DIR>/mail quando roda sem SMTP_URL. Rode o servidor sem SMTP_URL e passe a mesma ' +
  'pasta de dados, por exemplo:\n' +
  '  npm start                                   (DATA_DIR padrão: ./data)\n' +
  '  npm run demo:seed -- --data-dir ./data\n' +
  'ou, com DATA_DIR=/outra/pasta no servidor: npm run demo:seed -- --data-dir /outra/pasta';

/**
 * Before any account exists: the folder must be a server's DATA_DIR (the server keeps its
 * embedded database, generated secret, uploads or mail there), or no code will ever be found.
 */
function checkDataDir(): void {
  const marks = ['mail', 'pglite', 'jwt-secret', 'uploads'];
  const found = fs.existsSync(dataDir)
    ? marks.filter((m) => fs.existsSync(path.join(dataDir, m)))
    : [];
  if (found.length > 0) return;
  throw new SeedError(
    `Não encontrei os dados do servidor em ${dataDir}: ` +
      (fs.existsSync(dataDir)
        ? 'a pasta existe, mas não tem mail/, pglite/, jwt-secret nem uploads/.'
        : 'a pasta não existe.') +
      ` Nada foi criado.\n${HOW_TO_POINT}`,
  );
}

/** The newest code e-mailed to `email` among the .eml files the server wrote. */
function newestCode(email: string): string | undefined {
  const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : [];
  for (const f of files) {
    const text = fs.readFileSync(path.join(mailDir, f), 'utf8');
    if (!text.includes(email)) continue;
    const body = text
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n');
    const code = /\b(\d{5})\b/.exec(body)?.[1];
    if (code) return code;
  }
  return undefined;
}

/** Waits for the code's file, watching the folder (a code arrives right after the answer). */
async function codeFor(email: string): Promise<string> {
  const deadline = Date.now() + CODE_WAIT_MS;
  for (;;) {
    const code = newestCode(email);
    if (code) return code;
    const left = deadline - Date.now();
    if (left <= 0) break;
    fs.mkdirSync(mailDir, { recursive: true });
    await new Promise<void>((resolve) => {
      const watcher = fs.watch(mailDir, () => done());
      const timer = setTimeout(() => done(), Math.min(left, 1000));
      function done() {
        clearTimeout(timer);
        watcher.close();
        resolve();
      }
    });
  }
  throw new SeedError(
    `O código de verificação de ${email} não apareceu em ${mailDir} em ${CODE_WAIT_MS / 1000} s. ` +
      `O servidor em ${values.url} está enviando os e-mails para outro lugar: por SMTP ` +
      `(SMTP_URL definida) ou para outra pasta de dados (DATA_DIR).\n${HOW_TO_POINT}\n` +
      'A conta ficou cadastrada sem verificação; rodando de novo com a pasta certa, ela é ' +
      'verificada com um código novo.',
  );
}

const seed: Backend = {
  api: fetchTransport(values.url),
  verificationCode: codeFor,
  adminEmail: values.admin,
  password: PASSWORD,
};

async function call<T>(method: 'POST' | 'PATCH', p: string, token: string, body?: unknown) {
  return apiAs(seed, { id: '', access: token }).send<T>(method, p, body);
}

const profile = (name: string, city: string, uf: string, cep: string, provider: boolean) =>
  aProfileBody(provider ? 'PROFISSIONAL' : 'CLIENTE', {
    full_name: name,
    postal_code: cep,
    street: 'Rua das Costureiras',
    number: '120',
    complement: '',
    neighborhood: 'Centro',
    city,
    uf,
    about_me: provider
      ? 'Facção com 12 anos de experiência em malha e tecido plano, equipe de 8 costureiras.'
      : 'Marca autoral de moda feminina com produção em pequenos lotes.',
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
  checkDataDir();
  await waitForServer();
  // The admin first: an account reused across runs, and the one that proves codes are readable.
  const admin = await theAdmin(seed);
  const clientEmail = `atelie.${stamp}@exemplo.com.br`;
  const providerEmail = `faccao.${stamp}@exemplo.com.br`;
  const pendingEmail = `modelista.${stamp}@exemplo.com.br`;
  const client = await aVerifiedUser(seed, { type: 'CLIENTE', email: clientEmail });
  // Both wait for the admin; the approval below is the one people see (e-mail and notice).
  const provider = await aVerifiedUser(seed, {
    type: 'PROFISSIONAL',
    email: providerEmail,
    approved: false,
  });
  const pending = await aVerifiedUser(seed, {
    type: 'PROFISSIONAL',
    email: pendingEmail,
    approved: false,
  });

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

  const demand = (title: string, description: string, extra: Record<string, unknown> = {}) =>
    aDemandBody({
      title,
      description,
      deadline: inDays(20),
      city: 'São Paulo',
      uf: 'SP',
      ...extra,
    });
  const create = async (body: Record<string, unknown>) =>
    (await call<{ id: string }>('POST', '/demands/', client.access, body)).id;

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
  // The provider reviews the client, which publishes both reviews.
  await call('POST', '/user/client-reviews/', provider.access, {
    demand: done,
    payment: 5,
    communication: 5,
    clarity: 4,
    comment: 'Pagamento em dia e ficha técnica completa.',
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
