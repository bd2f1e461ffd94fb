import { z } from 'zod';
import { endpoint } from './contract';
import {
  adminDemandPageSchema,
  adminOverviewSchema,
  adminReportPageSchema,
  adminReportSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminDemandsQuery,
  adminReportsQuery,
  adminUserRowSchema,
  adminUsersQuery,
  approvalResultSchema,
  auditPageSchema,
  auditQuery,
  exportReportParams,
  optionalReasonBodySchema,
  pendingProfessionalSchema,
  periodQuery,
  professionalsQuery,
  reasonBodySchema,
  reportIdParams,
  resolveReportBodySchema,
  userIdParams,
} from '../schemas/admin';
import { demandIdParams } from '../schemas/demand';
import { reportBodySchema, reportCreatedSchema } from '../schemas/report';

/**
 * Admin routes (DESIGN §5), refused with 403 to anyone outside ADMIN_EMAILS (DESIGN §9.2) and
 * with 401 to anonymous calls. Query and param schemas live beside the answers in schemas/admin.
 */
export const adminApi = {
  overview: endpoint({
    method: 'GET',
    path: '/admin/overview/',
    query: periodQuery,
    body: undefined,
    data: adminOverviewSchema,
    auth: 'user',
    summary: 'Números do marketplace num período (padrão: 12 semanas)',
  }),
  users: endpoint({
    method: 'GET',
    path: '/admin/users/',
    query: adminUsersQuery,
    body: undefined,
    data: adminUserPageSchema,
    auth: 'user',
    summary: 'Usuários por tipo, situação e busca, em páginas por cursor',
  }),
  user: endpoint({
    method: 'GET',
    path: '/admin/users/{id}/',
    params: userIdParams,
    body: undefined,
    data: adminUserDetailSchema,
    auth: 'user',
    summary: 'Perfil, demandas, avaliações, denúncias e auditoria de um usuário',
  }),
  suspend: endpoint({
    method: 'POST',
    path: '/admin/users/{id}/suspend/',
    params: userIdParams,
    body: reasonBodySchema,
    data: adminUserRowSchema,
    auth: 'user',
    summary: 'Suspende a conta: encerra as sessões e tira as demandas abertas do feed',
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/admin/users/{id}/reactivate/',
    params: userIdParams,
    body: reasonBodySchema,
    data: adminUserRowSchema,
    auth: 'user',
    summary: 'Reativa uma conta suspensa',
  }),
  demands: endpoint({
    method: 'GET',
    path: '/admin/demands/',
    query: adminDemandsQuery,
    body: undefined,
    data: adminDemandPageSchema,
    auth: 'user',
    summary: 'Demandas por situação, cidade, serviço e busca, em páginas por cursor',
  }),
  removeDemand: endpoint({
    method: 'POST',
    path: '/admin/demands/{id}/remove/',
    params: demandIdParams,
    body: reasonBodySchema,
    data: z.object({ id: z.uuid() }),
    auth: 'user',
    summary: 'Remove uma demanda; o cliente é avisado no app e por e-mail',
  }),
  professionals: endpoint({
    method: 'GET',
    path: '/admin/professionals/',
    query: professionalsQuery,
    body: undefined,
    data: z.array(pendingProfessionalSchema),
    auth: 'user',
    summary: 'Profissionais por situação de aprovação',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/admin/professionals/{id}/approve/',
    params: userIdParams,
    body: optionalReasonBodySchema,
    data: approvalResultSchema,
    auth: 'user',
    summary: 'Aprova um profissional e avisa no app e por e-mail',
  }),
  reject: endpoint({
    method: 'POST',
    path: '/admin/professionals/{id}/reject/',
    params: userIdParams,
    body: optionalReasonBodySchema,
    data: approvalResultSchema,
    auth: 'user',
    summary: 'Rejeita um profissional (motivo opcional, vai no e-mail) e avisa',
  }),
  reports: endpoint({
    method: 'GET',
    path: '/admin/reports/',
    query: adminReportsQuery,
    body: undefined,
    data: adminReportPageSchema,
    auth: 'user',
    summary: 'Fila de denúncias (abertas ou encerradas) com o alvo em contexto',
  }),
  resolveReport: endpoint({
    method: 'POST',
    path: '/admin/reports/{id}/resolve/',
    params: reportIdParams,
    body: resolveReportBodySchema,
    data: adminReportSchema,
    auth: 'user',
    summary: 'Resolve uma denúncia: descartar, remover o conteúdo ou suspender o autor',
  }),
  audit: endpoint({
    method: 'GET',
    path: '/admin/audit/',
    query: auditQuery,
    body: undefined,
    data: auditPageSchema,
    auth: 'user',
    summary: 'Registro de auditoria das ações de administradores (somente leitura)',
  }),
  /**
   * CSV downloads (`overview`, `users`, `demands`, `audit`) with the period query. Not JSON: the
   * answer is `text/csv; charset=utf-8` with a BOM, `;` between fields and decimal commas.
   */
  export: endpoint({
    method: 'GET',
    path: '/admin/export/{report}.csv',
    params: exportReportParams,
    query: periodQuery,
    body: undefined,
    data: z.never(),
    answer: 'file',
    auth: 'user',
    summary: 'Relatórios em CSV (UTF-8 com BOM, ";" e vírgula decimal)',
  }),
} as const;

export const reportsApi = {
  create: endpoint({
    method: 'POST',
    path: '/reports/',
    status: 201,
    body: reportBodySchema,
    data: reportCreatedSchema,
    auth: 'user',
    summary: 'Denuncia uma demanda, um perfil, uma mensagem ou uma avaliação',
  }),
} as const;
