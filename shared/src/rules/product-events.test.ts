import { describe, expect, it } from 'vitest';
import {
  isProductFact,
  NORMALIZED_PATH,
  normalizeEventPath,
  PRODUCT_EVENT_NAMES,
  PRODUCT_FACT_NAMES,
} from './product-events';

describe('normalizeEventPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/app/minhas-demandas', '/app/minhas-demandas'],
    ['/app/demandas/3f2a9c1e-1111-4d1b-9a57-2d6c1f0e9b3a/editar', '/app/demandas/:id/editar'],
    ['/app/admin/usuarios/123', '/app/admin/usuarios/:id'],
    ['/entrar?email=joana@exemplo.com#x', '/entrar'],
    ['/verificar/joana@exemplo.com', '/verificar/:id'],
    ['/Ajuda/', '/ajuda'],
    ['/perfil/Joana%20Silva', '/perfil/:id'],
    ['/a/b/c/d/e/f/g/h/i/j', '/a/b/c/d/e/f/g/h'],
  ])('%s → %s', (raw, expected) => {
    const path = normalizeEventPath(raw);
    expect(path).toBe(expected);
    expect(NORMALIZED_PATH.test(path)).toBe(true);
  });

  it('the contract refuses a raw id, a query or an e-mail', () => {
    for (const raw of ['/app/demandas/123', '/entrar?x=1', '/v/joana@exemplo.com', 'app'])
      expect(NORMALIZED_PATH.test(raw)).toBe(false);
  });
});

describe('funnel facts', () => {
  it('are the seven steps the server records; a browser keeps page views and interface steps', () => {
    expect(PRODUCT_FACT_NAMES).toEqual([
      'signup_finished',
      'demand_published',
      'interest_shown',
      'provider_chosen',
      'demand_completed',
      'checkout_started',
      'checkout_paid',
    ]);
    expect(PRODUCT_EVENT_NAMES.filter((n) => !isProductFact(n))).toEqual([
      'page_view',
      'signup_started',
      'conversation_started',
    ]);
  });
});
