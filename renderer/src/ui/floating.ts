// Only Mantine's Tooltip, so a dynamic import of this module takes it and floating-ui (about
// 17 kB gzip) into one chunk of its own, away from the first screen after sign-in (see
// ./deferred.tsx).
export { Tooltip } from '@mantine/core';
