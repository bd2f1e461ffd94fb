import { countOf } from '@alinhavo/shared/rules/plural';
import type { Quote } from '@alinhavo/shared/schemas/quote';
import { quoteTotalCents } from '@alinhavo/shared/schemas/quote';
import { formatMoney } from '../demands/format';

/** 'R$ 12,50' from integer cents. */
export const formatCents = (cents: number) => formatMoney(cents / 100);

export const formatDays = (n: number) => countOf(n, 'dia', 'dias');

export const quoteTotal = (q: Quote, amount: number) => formatCents(quoteTotalCents(q, amount));
