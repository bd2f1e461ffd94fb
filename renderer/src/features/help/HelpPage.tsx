import { Stack } from '@mantine/core';
import providerHelp from '../../docs/content/ajuda-prestador.md?doc';
import clientHelp from '../../docs/content/ajuda-cliente.md?doc';
import { usePublicSettings } from '../../data/legal/api';
import { useCurrentUser } from '../../data/session-store';
import { HelpCenter } from './HelpCenter';

/** Central de Dúvidas inside the app (spec §2): the questions of the person's own side. */
export function HelpPage() {
  const user = useCurrentUser();
  const settings = usePublicSettings();
  const doc = user?.user_type === 'PROFISSIONAL' ? providerHelp : clientHelp;
  return (
    <Stack gap="lg" maw={880}>
      <HelpCenter doc={doc} settings={settings} />
    </Stack>
  );
}
