import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { ReportOption } from '../reports/ReportButton';

/** 'Denunciar' on a provider's profile: the report is about the person. */
export function professionalReportOptions(
  professional: Pick<ProfessionalSummary, 'id' | 'name'>,
): ReportOption[] {
  return [
    {
      type: 'user',
      id: professional.id,
      authorId: professional.id,
      label: 'Este perfil',
      subject: `o perfil de ${professional.name}`,
    },
  ];
}
