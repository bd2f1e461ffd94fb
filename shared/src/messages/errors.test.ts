import { describe, expect, it } from 'vitest';
import { ERRORS, friendlyServerMessage, messageForStatus, resolveErrorMessage } from './errors';

describe('error catalogue (spec §8)', () => {
  it.each([
    [400, 'Dados inválidos. Verifique as informações fornecidas.'],
    [422, 'Dados inválidos. Verifique as informações fornecidas.'],
    [401, 'Credenciais inválidas. Verifique seu email e senha.'],
    [403, 'Acesso negado. Você não tem permissão para esta ação.'],
    [404, 'Recurso não encontrado.'],
    [409, 'Conflito. Este email já está em uso.'],
    [423, 'Conta bloqueada. Entre em contato com o suporte.'],
    [429, 'Muitas tentativas. Aguarde um momento antes de tentar novamente.'],
    [500, 'Erro interno do servidor. Tente novamente mais tarde.'],
    [502, 'Serviço temporariamente indisponível. Tente novamente.'],
    [503, 'Serviço temporariamente indisponível. Tente novamente.'],
    [418, 'Erro inesperado. Tente novamente.'],
  ])('maps status %i', (status, text) => {
    expect(messageForStatus(status)).toBe(text);
  });

  it('says network failure when there is no status', () => {
    expect(resolveErrorMessage({})).toBe(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
  });

  it('says timeout and invalid response before anything else', () => {
    expect(resolveErrorMessage({ timedOut: true, status: 500 })).toBe(
      'Tempo limite excedido. Tente novamente.',
    );
    expect(resolveErrorMessage({ invalidResponse: true, status: 200 })).toBe(
      'Erro de comunicação com o servidor. Tente novamente.',
    );
  });

  it('maps server texts by substring', () => {
    expect(friendlyServerMessage('User email not verified')).toBe(ERRORS.emailNotVerified);
    expect(friendlyServerMessage('Conta bloqueada por tentativas')).toBe(ERRORS.locked);
    expect(friendlyServerMessage('user with this email already exists.')).toBe(ERRORS.emailInUse);
    expect(friendlyServerMessage('Given token is invalid or expired')).toBe(ERRORS.sessionExpired);
  });

  it('hides technical texts behind the communication error', () => {
    for (const text of [
      'Request failed with status code 500',
      'Failed to fetch',
      'HTTP 502 Bad Gateway',
      'API error',
      'Unexpected response',
    ]) {
      expect(friendlyServerMessage(text)).toBe('Erro de comunicação. Tente novamente.');
    }
  });

  it('keeps pt-BR texts written for people', () => {
    expect(resolveErrorMessage({ status: 400, serverMessage: 'As senhas não conferem.' })).toBe(
      'As senhas não conferem.',
    );
    expect(
      resolveErrorMessage({
        status: 400,
        serverMessage: 'Erro ao criar demanda. Tente novamente.',
      }),
    ).toBe('Erro ao criar demanda. Tente novamente.');
  });

  it('falls back to the status text when the server sent no message', () => {
    expect(resolveErrorMessage({ status: 404, serverMessage: '  ' })).toBe(
      'Recurso não encontrado.',
    );
  });
});
