import { z } from 'zod';

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);

/** A provider waiting for (or past) the admin's decision, with up to 3 services (spec §2). */
export const pendingProfessionalSchema = z.object({
  id: z.uuid(),
  full_name: z.string().nullable(),
  email: z.string(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  services: z.array(z.object({ id: z.number().int(), name: z.string() })).max(3),
  approval_status: approvalStatusSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type PendingProfessional = z.infer<typeof pendingProfessionalSchema>;

export const professionalsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});
export const userIdParams = z.object({ id: z.uuid({ error: 'Recurso não encontrado.' }) });
export const approvalResultSchema = z.object({
  id: z.uuid(),
  approval_status: approvalStatusSchema,
});
