import { config, locales } from 'zod';

// Default zod messages in Brazilian Portuguese; our schemas set the spec's texts explicitly.
// Named imports, not `z.config`: the renderer's build treats `z.*` calls as pure (see
// renderer/vite.config.ts), which would drop this one, called only for its effect.
config(locales.ptBR());
