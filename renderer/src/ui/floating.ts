// Only the Mantine parts built on floating-ui (Tooltip, and ScrollArea through its ref helper),
// so a dynamic import of this module takes them and floating-ui (about 17 kB gzip) into one chunk
// of their own, away from the first screen after sign-in (issue 11; see ./deferred.tsx).
export { ScrollArea, Tooltip } from '@mantine/core';
