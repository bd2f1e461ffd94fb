import {
  AUDIT_ACTION_LABELS,
  exportParams,
  type EXPORT_REPORTS,
} from '@alinhavo/shared/schemas/admin';
import { notFound } from '../../http/errors';
import { STATUS_LABELS, statusKey } from '@alinhavo/shared/schemas/demand';
import type { Principal } from '../auth/service';
import { auditLog } from '../audit/service';
import { assertAdmin, type AdminDeps } from './access';
import { CSV_BOM, csvLine, money, ptDate, ptDateTime, ptDay, textCell } from './csv';
import { adminDemandsRepository } from './demands.repository';
import { toAdminUserRow } from './display';
import { toAdminDemandRow } from './demands.service';
import type { Keyset } from './cursor';
import type { AdminOverviewService } from './overview.service';
import { hasPeriod, resolvePeriod, todayInSaoPaulo } from './period';
import { adminUsersRepository } from './users.repository';

export type ExportReport = (typeof EXPORT_REPORTS)[number];
type PeriodQuery = { from?: string | undefined; to?: string | undefined };

/** Rows are read in keyset batches of this size: the whole table is never in memory. */
const BATCH = 1000;

const FILE_NAMES: Record<ExportReport, string> = {
  overview: 'visao-geral',
  users: 'usuarios',
  demands: 'demandas',
  audit: 'auditoria',
};
const USER_TYPE = { CLIENTE: 'Cliente', PROFISSIONAL: 'Profissional' } as const;
const APPROVAL = { PENDING: 'Pendente', APPROVED: 'Aprovado', REJECTED: 'Rejeitado' } as const;
const TARGET = {
  user: 'Usuário',
  demand: 'Demanda',
  message: 'Mensagem',
  review: 'Avaliação',
  report: 'Denúncia',
  payment: 'Pagamento',
} as const;

/** Relatórios: the CSV downloads, each a stream of lines. */
export class AdminExports {
  constructor(
    private readonly d: AdminDeps,
    private readonly overview: AdminOverviewService,
  ) {}

  /**
   * Checks the caller before anything is sent, then hands back the file name and its lines.
   * Lists are bounded by the period only when one is given.
   */
  open(p: Principal, name: string, q: PeriodQuery) {
    assertAdmin(this.d.admins, p);
    const parsed = exportParams.safeParse({ report: name });
    if (!parsed.success) throw notFound();
    const report: ExportReport = parsed.data.report;
    const period = hasPeriod(q) ? resolvePeriod(q) : undefined;
    const range = period ? { createdFrom: period.start, createdTo: period.end } : {};
    const lines = {
      overview: () => this.overviewLines(p, q),
      users: () => this.userLines(range),
      demands: () => this.demandLines(range),
      audit: () => this.auditLines(range),
    }[report];
    return {
      fileName: `alinhavo-${FILE_NAMES[report]}-${todayInSaoPaulo()}.csv`,
      lines: withBom(lines()),
    };
  }

  private async *overviewLines(p: Principal, q: PeriodQuery) {
    const o = await this.overview.overview(p, q);
    yield csvLine([`Período: ${ptDay(o.period.from)} a ${ptDay(o.period.to)}`]);
    yield csvLine(['Semana (início)', 'Novos cadastros', 'Novas demandas']);
    for (const w of o.weekly) yield csvLine([ptDay(w.week_start), w.signups, w.demands]);
    const sum = (k: 'signups' | 'demands') => o.weekly.reduce((n, w) => n + w[k], 0);
    yield csvLine(['Total do período', sum('signups'), sum('demands')]);
    yield csvLine([]);
    yield csvLine(['Indicador', 'Quantidade']);
    const figures: Array<[string, number]> = [
      ['Clientes', o.users.clients],
      ['Profissionais', o.users.professionals],
      ['Profissionais aprovados', o.users.approved],
      ['Profissionais pendentes', o.users.pending],
      ['Profissionais rejeitados', o.users.rejected],
      ['Contas suspensas', o.users.suspended],
      ['Demandas', o.demands.total],
      ['Demandas abertas', o.demands.abertas],
      ['Demandas em andamento', o.demands.em_andamento],
      ['Demandas concluídas', o.demands.concluidas],
      ['Denúncias abertas', o.open_reports],
    ];
    for (const f of figures) yield csvLine(f);
    yield csvLine([]);
    yield csvLine(['Cidade', 'UF', 'Usuários']);
    for (const c of o.top_cities) yield csvLine([textCell(c.city), c.uf, c.users]);
  }

  private async *userLines(range: { createdFrom?: Date; createdTo?: Date }) {
    yield csvLine([
      'Nome',
      'E-mail',
      'Tipo',
      'Situação',
      'Suspensa',
      'CNPJ',
      'Cidade',
      'UF',
      'E-mail verificado',
      'Cadastro',
    ]);
    for await (const rows of batches((after) =>
      adminUsersRepository.page(this.d.db, range, this.d.admins.list, after, BATCH),
    )) {
      let out = '';
      for (const r of rows) {
        const u = toAdminUserRow(r);
        out += csvLine([
          textCell(u.display_name),
          textCell(u.email),
          USER_TYPE[u.user_type],
          u.approval_status ? APPROVAL[u.approval_status] : '',
          u.suspended_at ? 'Sim' : 'Não',
          u.cnpj ?? '',
          textCell(u.city),
          u.uf ?? '',
          u.is_email_verified ? 'Sim' : 'Não',
          ptDate(r.createdAt),
        ]);
      }
      yield out;
    }
  }

  private async *demandLines(range: { createdFrom?: Date; createdTo?: Date }) {
    const names = await this.d.catalogue.names();
    yield csvLine([
      'Título',
      'Situação',
      'Cliente',
      'E-mail do cliente',
      'Serviço',
      'Cidade',
      'UF',
      'Interessados',
      'Orçamento mínimo (R$)',
      'Orçamento máximo (R$)',
      'Criada em',
    ]);
    for await (const rows of batches((after) =>
      adminDemandsRepository.page(this.d.db, range, after, BATCH),
    )) {
      let out = '';
      for (const r of rows) {
        const d = toAdminDemandRow(r, names);
        out += csvLine([
          textCell(d.title),
          STATUS_LABELS[statusKey(d.status)],
          textCell(d.client.display_name),
          textCell(d.client.email),
          textCell(d.service_name),
          textCell(d.city),
          d.uf ?? '',
          d.interested_count,
          money(d.min_budget),
          money(d.max_budget),
          ptDate(r.createdAt),
        ]);
      }
      yield out;
    }
  }

  private async *auditLines(range: { createdFrom?: Date; createdTo?: Date }) {
    yield csvLine(['Data', 'Administrador', 'Ação', 'Alvo', 'Identificação', 'Motivo']);
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const rows = await auditLog.page(this.d.db, {
        after,
        from: range.createdFrom,
        to: range.createdTo,
        limit: BATCH,
      });
      let out = '';
      for (const r of rows)
        out += csvLine([
          ptDateTime(r.createdAt),
          textCell(r.actorEmail),
          AUDIT_ACTION_LABELS[r.action],
          TARGET[r.targetType],
          textCell(r.targetLabel),
          textCell(r.reason),
        ]);
      if (out) yield out;
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH) return;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
}

async function* withBom(lines: AsyncGenerator<string>): AsyncGenerator<string> {
  yield CSV_BOM;
  yield* lines;
}

/** Pages a keyset query until a short page. */
async function* batches<R extends { cursorAt: string; id: string }>(
  read: (after: Keyset | undefined) => Promise<R[]>,
): AsyncGenerator<R[]> {
  let after: Keyset | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return;
    after = { t: last.cursorAt, id: last.id };
  }
}
