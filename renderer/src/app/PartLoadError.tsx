import { ERRORS } from '@alinhavo/shared/messages/errors';
import { Box } from '@mantine/core';
import { useConnection } from '../data/connection';
import { LoadErrorCard } from '../ui/LoadErrorCard';
import { hasNewerRelease } from './release';

export const PART_LOAD_ERROR = 'Não foi possível carregar esta parte do Alinhavo.';

/**
 * Where a part of the app (a page's code) could not be downloaded after its tries. Offline it
 * says so in the spec's words. 'Tentar novamente' downloads again; when the server already runs
 * a newer release, whose files this tab does not know, it loads the page anew instead.
 */
export function PartLoadError({ onRetry }: { onRetry: () => void }) {
  const { online } = useConnection();
  return (
    <Box p="md" maw={640} mx="auto">
      <LoadErrorCard
        title={online ? PART_LOAD_ERROR : ERRORS.network}
        message={online ? PART_LOAD_ERROR : ERRORS.network}
        onRetry={() => (hasNewerRelease() ? window.location.reload() : onRetry())}
      />
    </Box>
  );
}
