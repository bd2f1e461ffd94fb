import { countOf } from '@alinhavo/shared/rules/plural';
import type { Quote } from '@alinhavo/shared/schemas/quote';
import { quoteTotalCents } from '@alinhavo/shared/schemas/quote';
import { formatCents } from '../../ui/format';

export { formatCents };

export const formatDays = (n: number) => countOf(n, 'dia', 'dias');

export const quoteTotal = (q: Quote, amount: number) => formatCents(quoteTotalCents(q, amount));
