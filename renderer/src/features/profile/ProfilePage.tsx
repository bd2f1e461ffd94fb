import { Alert, Stack } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { firstLoginFlag } from '../../platform/first-login';
import { useCurrentUser } from '../session/session-store';
import { AccountForm } from './AccountForm';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountCard } from './DeleteAccountCard';

export function ProfilePage() {
  const user = useCurrentUser();
  // The first visit after verification lands here (spec §2); the flag is spent on arrival.
  const [welcome] = useState(() => firstLoginFlag.isSet());
  useEffect(() => {
    if (welcome) firstLoginFlag.clear();
  }, [welcome]);

  if (!user) return null;
  return (
    <Stack gap="lg" maw={760}>
      {welcome && (
        <Alert variant="light" icon={<IconSparkles size={20} />} title="Boas-vindas ao Alinhavo!">
          Sua conta foi verificada. Comece completando seu perfil.
        </Alert>
      )}
      <AccountForm user={user} />
      <ChangePasswordCard user={user} />
      <DeleteAccountCard />
    </Stack>
  );
}
