import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteDb } from '../../data/db';
import { aClientProfile, aProfile } from '../../test/fixtures';
import { fail, ok } from '../../test/fake-server';
import {
  button,
  choose,
  chosen,
  field,
  openProfile,
  openTab,
  type,
  typeMasked,
} from '../../test/profile-kit';

beforeEach(async () => {
  await deleteDb();
});

describe('provider profile', () => {
  it('shows the name, the provider title, the last update and what is missing', async () => {
    await openProfile(aProfile());
    expect(screen.getByRole('heading', { name: 'Maria Souza' })).toBeTruthy();
    expect(screen.getByText(PROFILE_TEXTS.providerTitle)).toBeTruthy();
    expect(screen.getByText('Última atualização em 10/01/2026')).toBeTruthy();
    expect(
      screen.getByText('Para aparecer nas buscas, complete: Áreas de atuação, Disponibilidade.'),
    ).toBeTruthy();
    expect(screen.getByText('Pendente')).toBeTruthy();
    expect(field('CPF').value).toBe('529.982.247-25');
    expect(field('Celular').value).toBe('(11) 98765-4321');
    expect(field('E-mail').readOnly).toBe(true);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Dados Pessoais',
      'Dados Comerciais',
      'Interesses',
      'Conta',
    ]);
  });

  it('enables Salvar and Cancelar only when dirty; Cancelar restores the snapshot', async () => {
    await openProfile(aProfile());
    expect(button('Salvar').disabled).toBe(true);
    expect(button('Cancelar').disabled).toBe(true);

    type('Nome completo', 'Maria S.');
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    expect(button('Cancelar').disabled).toBe(false);
    type('Nome completo', 'Maria Souza');
    await waitFor(() => expect(button('Salvar').disabled).toBe(true));

    type('Nome completo', '');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(PROFILE_TEXTS.required)).toBeTruthy();
    fireEvent.click(button('Cancelar'));
    await waitFor(() => expect(field('Nome completo').value).toBe('Maria Souza'));
    expect(screen.queryByText(PROFILE_TEXTS.required)).toBeNull();
    expect(button('Salvar').disabled).toBe(true);
  });

  it('blocks the save with the spec texts on bad personal data', async () => {
    const { server } = await openProfile(aProfile());
    typeMasked('CPF', '123.456.789-00');
    typeMasked('Celular', '(11) 9876-543');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(PROFILE_TEXTS.cpfInvalid)).toBeTruthy();
    expect(screen.getByText(PROFILE_TEXTS.phoneLength)).toBeTruthy();
    expect((await screen.findAllByText(PROFILE_TEXTS.fixErrors)).length).toBeGreaterThan(0);

    typeMasked('CPF', '123.456');
    expect(await screen.findByText(PROFILE_TEXTS.cpfLength)).toBeTruthy();
    expect(server.calls).not.toContain('PATCH /user/profile/');
  });

  it('accepts a landline and a mobile in the phone mask', async () => {
    await openProfile(aProfile());
    typeMasked('Celular', '1133334444');
    await waitFor(() => expect(field('Celular').value).toBe('(11) 3333-4444'));
    typeMasked('Celular', '11933334444');
    await waitFor(() => expect(field('Celular').value).toBe('(11) 93333-4444'));
  });

  it('goes to the tab with the error (max below min) and marks it', async () => {
    await openProfile(aProfile());
    openTab('Interesses');
    type('Quantidade máxima', '10');
    openTab('Dados Pessoais');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(PROFILE_TEXTS.maxBelowMin)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Interesses' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Interesses' }).hasAttribute('data-error')).toBe(true);
  });

  it('checks the company rules and disables every company field for CPF', async () => {
    await openProfile(aProfile());
    openTab('Dados Comerciais');
    expect(field('CNPJ').disabled).toBe(true);
    await choose('Porte da empresa', 'MEI');
    expect(field('CNPJ').disabled).toBe(false);
    typeMasked('CNPJ', '11.111.111/1111-11');
    typeMasked('CEP comercial', '0131');
    type('E-mail comercial', 'contato@empresa');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(PROFILE_TEXTS.cnpjInvalid)).toBeTruthy();
    expect(screen.getByText(PROFILE_TEXTS.cepLength)).toBeTruthy();
    expect(screen.getByText(PROFILE_TEXTS.commercialEmailInvalid)).toBeTruthy();
    expect(screen.getAllByText(PROFILE_TEXTS.required).length).toBeGreaterThan(0);

    await choose('Porte da empresa', 'CPF (pessoa física)');
    for (const label of [
      'CNPJ',
      'Razão social',
      'Nome fantasia',
      'CEP comercial',
      'Endereço comercial',
      'Número comercial',
      'Complemento comercial',
      'Bairro comercial',
      'Estado comercial',
      'Cidade comercial',
      'E-mail comercial',
      'Celular comercial',
    ]) {
      expect(field(label).disabled, label).toBe(true);
      expect(field(label).value, label).toBe('');
    }
    expect(screen.queryByText(PROFILE_TEXTS.cnpjInvalid)).toBeNull();
  });

  it('shows a stored alphanumeric CNPJ with its mask, and saves one typed in lower case in upper case, unmasked', async () => {
    const company = {
      company_size: 'LTDA' as const,
      cnpj: '12ABC34501DE35',
      corporate_name: 'Ateliê Ltda',
      company_cep: '01310100',
      company_street: 'Av. Paulista',
      company_number: '1000',
      company_neighborhood: 'Bela Vista',
      company_city: 'São Paulo',
      company_uf: 'SP',
      company_email: 'contato@atelie.com.br',
    };
    let body: Record<string, unknown> = {};
    await openProfile(aProfile(company), {
      'PATCH /user/profile/': (config) => {
        body = JSON.parse(String(config.data));
        return ok(aProfile({ ...company, cnpj: 'AB1CD2EF3GH490' }));
      },
    });
    openTab('Dados Comerciais');
    expect(field('CNPJ').value).toBe('12.ABC.345/01DE-35');
    typeMasked('CNPJ', 'ab.1cd.2ef/3gh4-90');
    expect(field('CNPJ').value).toBe('AB.1CD.2EF/3GH4-90');
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(PROFILE_TEXTS.saved)).toBeTruthy();
    expect(screen.queryByText(PROFILE_TEXTS.cnpjInvalid)).toBeNull();
    expect(body).toMatchObject({ company_size: 'LTDA', cnpj: 'AB1CD2EF3GH490' });
  });

  it('offers the areas of the chosen services and prunes them when a service goes', async () => {
    await openProfile(aProfile({ services: [], areas: [] }));
    openTab('Interesses');
    expect(field('Áreas de Atuação').disabled).toBe(true);
    expect(field('Áreas de Atuação').placeholder).toBe(PROFILE_TEXTS.selectServiceFirst);

    await choose('Tipos de Serviço', 'Costura / Facção');
    await choose('Tipos de Serviço', 'Modelagem');
    await choose('Áreas de Atuação', 'Moda Feminina');
    await choose('Áreas de Atuação', 'Moda Infantil');
    expect(chosen('operationAreas')).toBe('1,3');

    // Removing Modelagem takes Moda Infantil (only it offered that area) with it.
    await choose('Tipos de Serviço', 'Modelagem');
    await waitFor(() => expect(chosen('operationAreas')).toBe('1'));
    expect(chosen('serviceTypes')).toBe('1');
    expect(screen.queryByRole('option', { name: 'Moda Infantil' })).toBeNull();
  });

  it('fills the address from a complete CEP and ignores a missing one', async () => {
    await openProfile(
      aProfile({ postal_code: null, street: null, neighborhood: null, city: null, uf: null }),
      {
        'GET /geo/cep/20040002/': () =>
          ok({
            erro: false,
            uf: 'RJ',
            localidade: 'Rio de Janeiro',
            logradouro: 'Rua da Assembleia',
            bairro: 'Centro',
          }),
        'GET /geo/cep/99999999/': () =>
          ok({ erro: true, uf: '', localidade: '', logradouro: '', bairro: '' }),
      },
    );
    expect(field('Cidade').disabled).toBe(true);
    expect(field('Cidade').placeholder).toBe(PROFILE_TEXTS.selectStateFirst);
    typeMasked('CEP', '20040002');
    await waitFor(() => expect(field('Endereço').value).toBe('Rua da Assembleia'));
    expect(field('Bairro').value).toBe('Centro');
    expect(chosen('uf')).toBe('RJ');
    expect(chosen('city')).toBe('Rio de Janeiro');
    await waitFor(() => expect(field('Estado').value, 'Estado').toBe('Rio de Janeiro'));
    await waitFor(() => expect(field('Cidade').value, 'Cidade').toBe('Rio de Janeiro'));

    typeMasked('CEP', '99999999');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(field('Endereço').value).toBe('Rua da Assembleia');
  });

  it('clears the city when the state changes', async () => {
    await openProfile(aProfile());
    expect(field('Cidade').value).toBe('São Paulo');
    await choose('Estado', 'Rio de Janeiro');
    await waitFor(() => expect(field('Cidade').value).toBe(''));
    await choose('Cidade', 'Niterói');
    expect(field('Cidade').value).toBe('Niterói');
  });

  it('saves formToWire(values), updates the snapshot and says so', async () => {
    let body: unknown;
    const { server } = await openProfile(aProfile(), {
      'PATCH /user/profile/': (config) => {
        body = JSON.parse(String(config.data));
        return ok(aProfile({ full_name: 'Maria da Silva', updated_at: new Date().toISOString() }));
      },
    });
    type('Nome completo', 'Maria da Silva');
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(PROFILE_TEXTS.saved)).toBeTruthy();
    expect(server.calls).toContain('PATCH /user/profile/');
    expect(body).toMatchObject({
      full_name: 'Maria da Silva',
      cpf: '52998224725',
      cellphone: '11987654321',
      postal_code: '01310100',
      services_ids: [1],
      areas_ids: [1],
      company_size: 'CPF',
      cnpj: null,
      year_experience: 10,
      availability_id: 1,
    });
    await waitFor(() => expect(button('Salvar').disabled).toBe(true));
    expect(screen.getByRole('heading', { name: 'Maria da Silva' })).toBeTruthy();
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(
      screen.getByText(
        `Última atualização em ${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`,
      ),
    ).toBeTruthy();
  });

  it("puts the server's field errors on the fields", async () => {
    await openProfile(aProfile(), {
      'PATCH /user/profile/': () =>
        fail(400, 'Dados inválidos. Verifique as informações fornecidas.', {
          errors: { cellphone: 'Telefone já usado por outra conta' },
        }),
    });
    type('Nome completo', 'Maria S.');
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(PROFILE_TEXTS.saveError)).toBeTruthy();
    expect(screen.getByText('Telefone já usado por outra conta')).toBeTruthy();
  });
});

describe('client profile', () => {
  it("has the client title and only 'Sobre mim' and 'Especialidades' as interests", async () => {
    await openProfile(aClientProfile());
    expect(screen.getByRole('heading', { name: PROFILE_TEXTS.clientTitle })).toBeTruthy();
    expect(screen.queryByText(/Para aparecer nas buscas/)).toBeNull();
    openTab('Interesses');
    expect(field('Sobre mim')).toBeTruthy();
    expect(field('Especialidades')).toBeTruthy();
    expect(screen.queryByText('Tipos de Serviço')).toBeNull();
    expect(screen.getByText('22/255')).toBeTruthy();
  });
});

describe('profile load', () => {
  it('explains a 404 and retries', async () => {
    let attempts = 0;
    const { renderApp } = await import('../../test/render');
    const profile = aProfile();
    renderApp('/app/perfil', {
      user: { ...profile },
      routes: {
        'GET /user/profile/': () => {
          attempts += 1;
          return attempts === 1 ? fail(404, 'Recurso não encontrado.') : ok(profile);
        },
      },
    });
    expect(await screen.findByText(PROFILE_TEXTS.loadErrorTitle)).toBeTruthy();
    expect(screen.getByText(PROFILE_TEXTS.apiRouteNotFound)).toBeTruthy();
    fireEvent.click(button(PROFILE_TEXTS.retry));
    expect(await screen.findByLabelText('Nome completo')).toBeTruthy();
  });

  it('says when the answer cannot be read', async () => {
    const { renderApp } = await import('../../test/render');
    renderApp('/app/perfil', {
      user: aProfile(),
      // Answers are not parsed (the contract version is checked instead): what cannot be read
      // is an answer that is not our envelope at all, such as a captive portal's page.
      routes: { 'GET /user/profile/': () => ({ status: 200, body: '<html>Wi-Fi</html>' }) },
    });
    expect(await screen.findByText(PROFILE_TEXTS.invalidApiResponse)).toBeTruthy();
  });
});
