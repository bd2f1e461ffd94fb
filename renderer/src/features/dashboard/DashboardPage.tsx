import { Box } from '@mantine/core';
import { useCurrentUser } from '../../data/session-store';
import { ClientDashboard } from './ClientDashboard';
import { ProfessionalDashboard } from './ProfessionalDashboard';

/** /app: the provider's or the client's dashboard (spec §2; everyone not PROFISSIONAL is a client). */
export function DashboardPage() {
  const user = useCurrentUser();
  if (!user) return null;
  const name = user.full_name?.trim() || user.email;
  return (
    <Box maw={1200}>
      {user.user_type === 'PROFISSIONAL' ? (
        <ProfessionalDashboard user={user} name={name} />
      ) : (
        <ClientDashboard user={user} name={name} />
      )}
    </Box>
  );
}
