import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LEGAL_TEXTS as T } from '@alinhavo/shared/messages/legal';
import providerHelp from '../../docs/content/ajuda-prestador.md?doc';
import clientHelp from '../../docs/content/ajuda-cliente.md?doc';
import { usePublicSettings } from '../../data/legal/api';
import { PublicDocLayout } from '../../kits/public-docs/PublicDocLayout';
import { HelpCenter } from './HelpCenter';

/** /ajuda: the help centre for visitors, both sides, before they sign up. */
export function PublicHelpPage() {
  const settings = usePublicSettings();
  // ?para=prestador opens the providers' side: a link a provider can be sent.
  const [params, setParams] = useSearchParams();
  const side = params.get('para') === 'prestador' ? 'provider' : 'client';
  const setSide = (next: 'provider' | 'client') =>
    setParams(next === 'provider' ? { para: 'prestador' } : {}, { replace: true });
  const doc = side === 'provider' ? providerHelp : clientHelp;
  return (
    <PublicDocLayout>
      <Stack gap="lg">
        <Title order={1}>{T.helpTitle}</Title>
        <SegmentedControl
          value={side}
          onChange={setSide}
          data={[
            { value: 'client', label: T.helpForClients },
            { value: 'provider', label: T.helpForProviders },
          ]}
          fullWidth
          maw={520}
        />
        <HelpCenter key={side} doc={doc} settings={settings} />
      </Stack>
    </PublicDocLayout>
  );
}
