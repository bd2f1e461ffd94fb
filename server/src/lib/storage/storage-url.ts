/** An S3-compatible bucket, as STORAGE_URL names it. */
export interface S3Settings {
  /** `http(s)://host[:port]`, never with the credentials. */
  endpoint: string;
  bucket: string;
  region: string;
  forcePathStyle: boolean;
  /**
   * A function, so the secret never reaches a log line, a JSON dump or util.inspect of the config.
   * Undefined: the SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role).
   */
  credentials: (() => { accessKeyId: string; secretAccessKey: string }) | undefined;
}

/** Where attachments live (Config.storage). */
export type StorageSettings = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Settings);

export const STORAGE_URL_FORMAT = 's3://CHAVE:SEGREDO@host:porta/bucket?region=…&tls=false';

const PARAMS = ['region', 'tls', 'path_style'];
/** S3's rule for bucket names (the subset every compatible server accepts). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const flag = (value: string | null, name: string, fallback: boolean): boolean => {
  if (value === null) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`STORAGE_URL: ${name} aceita só true ou false`);
};

const decoded = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new Error('STORAGE_URL: chave ou segredo com codificação % inválida');
  }
};

/**
 * `s3://KEY:SECRET@host:port/bucket?region=sa-east-1&tls=false&path_style=true`. The key and
 * secret are percent-encoded like a database password. No message quotes the URL: it may hold
 * the secret.
 */
export function parseStorageUrl(raw: string): S3Settings {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`STORAGE_URL: endereço inválido (use ${STORAGE_URL_FORMAT})`);
  }
  if (url.protocol !== 's3:')
    throw new Error(`STORAGE_URL: use o esquema s3:// (${STORAGE_URL_FORMAT})`);
  if (!url.host) throw new Error('STORAGE_URL: falta o host do serviço S3');
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts.length !== 1 || !parts[0])
    throw new Error('STORAGE_URL: informe só o bucket no caminho (s3://…@host/bucket)');
  const bucket = parts[0];
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    throw new Error(
      'STORAGE_URL: o bucket precisa de 3 a 63 caracteres: letras minúsculas, números, pontos e hífens',
    );
  for (const key of url.searchParams.keys())
    if (!PARAMS.includes(key))
      throw new Error(
        `STORAGE_URL: parâmetro desconhecido "${key}" (aceitos: ${PARAMS.join(', ')})`,
      );
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region)) throw new Error('STORAGE_URL: região inválida');
  const tls = flag(url.searchParams.get('tls'), 'tls', true);
  const forcePathStyle = flag(url.searchParams.get('path_style'), 'path_style', true);
  if (Boolean(url.username) !== Boolean(url.password))
    throw new Error('STORAGE_URL: informe a chave e o segredo juntos (CHAVE:SEGREDO@) ou nenhum');
  const accessKeyId = decoded(url.username);
  const secretAccessKey = decoded(url.password);
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    bucket,
    region,
    forcePathStyle,
    credentials: accessKeyId ? () => ({ accessKeyId, secretAccessKey }) : undefined,
  };
}
