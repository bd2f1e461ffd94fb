import { z } from 'zod';

// Default zod messages in Brazilian Portuguese; our schemas set the spec's texts explicitly.
z.config(z.locales.ptBR());
