import {
  aVerifiedAccount,
  choose,
  chooseMany,
  expect,
  expectNoHorizontalOverflow,
  signIn,
  test,
} from './fixtures';
import { expectAccessible } from './a11y';

test.describe('perfil completo', () => {
  test('profissional preenche as três abas com CEP automático, vê cada erro, salva e encontra tudo ao recarregar', async ({
    page,
    server,
    smtp,
    shot,
  }) => {
    // Just registered: the profile is what the admin will look at.
    const account = await aVerifiedAccount(server, smtp, 'PROFISSIONAL', undefined, false);
    await signIn(page, account);
    await page.goto('/app/perfil');
    await expect(
      page.getByText('Prestador de Serviços').filter({ visible: true }).first(),
    ).toBeVisible();
    await expectAccessible(page, 'perfil do profissional (vazio)');

    // Bad input first: each rule answers with the spec's text.
    await page.getByLabel('CPF').fill('11111111111');
    await page.getByLabel('Celular', { exact: true }).fill('1133334444');
    await page.getByLabel('CEP', { exact: true }).fill('0131');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByText('Por favor, corrija os erros nos campos destacados antes de salvar.'),
    ).toBeVisible();
    await expect(page.getByText('CPF inválido')).toBeVisible();
    await expect(
      page.getByText('Telefone deve ter 11 dígitos (formato: (99) 99999-9999)'),
    ).toBeVisible();
    await expect(page.getByText('CEP deve ter 8 dígitos')).toBeVisible();
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
    await shot('perfil-prof-erros');
    await expectAccessible(page, 'perfil do profissional (erros)');
    await page.getByLabel('CPF').fill('123');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CPF deve ter 11 dígitos')).toBeVisible();

    // Dados Pessoais, with the address filled from the postal code.
    await page.getByLabel('Nome completo').fill('Maria das Graças Costura');
    await page.getByLabel('Data de nascimento').fill('12/04/1985');
    await page.getByLabel('Data de nascimento').press('Tab');
    await page.getByLabel('CPF').fill('52998224725');
    await page.getByLabel('Celular', { exact: true }).fill('11987654321');
    await page.getByLabel('CEP', { exact: true }).fill('01310100');
    await expect(page.getByLabel('Endereço', { exact: true })).toHaveValue('Avenida Paulista');
    await expect(page.getByLabel('Bairro', { exact: true })).toHaveValue('Bela Vista');
    await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
    await page.getByLabel('Número', { exact: true }).fill('1000');

    // Interesses, with the max-below-min rule.
    await page.getByRole('tab', { name: 'Interesses' }).click();
    await expect(page.getByLabel('Áreas de Atuação', { exact: true })).toBeDisabled();
    await expectAccessible(page, 'perfil do profissional: interesses (vazio)');
    await chooseMany(page, 'Tipos de Serviço', ['Costura / Facção', 'Modelagem']);
    await chooseMany(page, 'Áreas de Atuação', ['Moda Feminina']);
    await chooseMany(page, 'Especialidades', ['Malharia']);
    await choose(page, 'Tipo de Tecido', 'Ambos');
    await choose(page, 'Disponibilidade', '1 semana');
    await page.getByLabel('Anos de experiência').fill('12');
    await page.getByLabel('Capacidade de produção diária').fill('300');
    await page.getByLabel('Quantidade mínima').fill('500');
    await page.getByLabel('Quantidade máxima').fill('100');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Quantidade máxima não pode ser menor que a mínima')).toBeVisible();
    await page.getByLabel('Quantidade máxima').fill('1000');
    await shot('perfil-prof-interesses');
    await expectAccessible(page, 'perfil do profissional: interesses');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Perfil salvo com sucesso!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Maria das Graças Costura');
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await expect(page.getByLabel('Celular', { exact: true })).toHaveValue('(11) 98765-4321');
    await expect(page.getByLabel('Endereço', { exact: true })).toHaveValue('Avenida Paulista');
    await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
    await page.getByRole('tab', { name: 'Interesses' }).click();
    await expect(page.getByLabel('Quantidade máxima')).toHaveValue('1000');
    await expect(page.getByLabel('Tipo de Tecido', { exact: true })).toHaveValue('Ambos');
    await expect(page.getByLabel('Disponibilidade', { exact: true })).toHaveValue('1 semana');
    await expect(page.getByText('Modelagem')).toBeVisible();
    await shot('perfil-prof-salvo');
    await expectAccessible(page, 'perfil do profissional: salvo');
    await expectNoHorizontalOverflow(page);
  });

  test('cliente com empresa: regras de CNPJ, e-mail comercial e CEP comercial; porte CPF limpa e desativa a empresa', async ({
    page,
    server,
    smtp,
    shot,
  }) => {
    const account = await aVerifiedAccount(server, smtp, 'CLIENTE');
    await signIn(page, account);
    await page.goto('/app/perfil');
    await expect(page.getByText('Cliente / Marca').filter({ visible: true }).first()).toBeVisible();
    await page.getByLabel('Nome completo').fill('Ana Paula Moda');
    await page.getByLabel('Data de nascimento').fill('20/01/1990');
    await page.getByLabel('Data de nascimento').press('Tab');
    await page.getByLabel('CPF').fill('39053344705');
    await page.getByLabel('Celular', { exact: true }).fill('21987654321');

    await page.getByRole('tab', { name: 'Dados Comerciais' }).click();
    await choose(page, 'Porte da empresa', 'LTDA');
    await page.getByLabel('CNPJ').fill('11222333000180');
    await page.getByLabel('E-mail comercial').fill('contato@empresa');
    await page.getByLabel('CEP comercial').fill('3013');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CNPJ inválido')).toBeVisible();
    await expect(page.getByText('Email comercial deve ser válido')).toBeVisible();
    await expect(page.getByText('CEP deve ter 8 dígitos')).toBeVisible();
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
    await shot('perfil-cliente-empresa-erros');
    await expectAccessible(page, 'perfil do cliente: dados comerciais (erros)');

    await page.getByLabel('CNPJ').fill('11222333000181');
    await page.getByLabel('Razão social').fill('Confecções Ponto Certo Ltda');
    await page.getByLabel('Nome fantasia').fill('Ponto Certo');
    await page.getByLabel('E-mail comercial').fill('contato@pontocerto.com.br');
    await page.getByLabel('CEP comercial').fill('30130010');
    await expect(page.getByLabel('Endereço comercial')).toHaveValue('Avenida Afonso Pena');
    await expect(page.getByLabel('Cidade comercial')).toHaveValue('Belo Horizonte');
    await page.getByLabel('Número comercial').fill('500');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Perfil salvo com sucesso!')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Dados Comerciais' }).click();
    await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
    await expect(page.getByLabel('Razão social')).toHaveValue('Confecções Ponto Certo Ltda');

    await choose(page, 'Porte da empresa', 'CPF (pessoa física)');
    await expect(page.getByLabel('CNPJ')).toBeDisabled();
    await expect(page.getByLabel('CNPJ')).toHaveValue('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Perfil salvo com sucesso!').first()).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Dados Comerciais' }).click();
    await expect(page.getByLabel('Razão social')).toHaveValue('');
    await shot('perfil-cliente-cpf');
    await expectAccessible(page, 'perfil do cliente: dados comerciais (CPF)');
    await expectNoHorizontalOverflow(page);
  });
});
