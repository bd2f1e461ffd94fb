import { reportsApi } from '@alinhavo/shared/api/admin';
import type { ReportBody } from '@alinhavo/shared/schemas/report';
import { api } from '../api';

/** Typed calls of the reports contract (POST /reports/; one per reporter and target). */
export const reportsClient = {
  create: (body: ReportBody) => api.call(reportsApi.create, { body }),
};
