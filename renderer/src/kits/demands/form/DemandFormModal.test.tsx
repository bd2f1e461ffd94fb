import { DEMAND_FORM_TEXTS, DEMAND_TEXTS, UPLOAD_TEXTS } from '@alinhavo/shared/messages/demands';
import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteDb } from '../../../data/db';
import { fail, ok } from '../../../test/fake-server';
import { latestDeadline } from './demand-form';
import {
  DEMAND_ID,
  aDemand,
  aFile,
  anAttachment,
  button,
  choose,
  citiesLoaded,
  chosen,
  dropFiles,
  field,
  fillRequired,
  optionsOf,
  pickFiles,
  renderForm,
  toasts,
  type,
  typeDigits,
} from './form-test-kit';

const NEW_ID = '0e6a1c2b-4d5f-4a7b-8c9d-1e2f3a4b5c6d';
const OVER_LIMIT = 20 * 1024 * 1024 + 1;

const formDataOf = (config: InternalAxiosRequestConfig) => config.data as FormData;
const bodyOf = (config: InternalAxiosRequestConfig): unknown =>
  typeof config.data === 'string' ? JSON.parse(config.data) : config.data;

beforeEach(async () => {
  await deleteDb();
});

describe('demand form: fields', () => {
  it('shows the spec messages for every required field and sends nothing', async () => {
    const { writes } = await renderForm();
    expect(screen.getByText('Nova Demanda')).toBeTruthy();
    fireEvent.click(button('Criar Demanda'));
    for (const text of [
      DEMAND_TEXTS.titleRequired,
      DEMAND_TEXTS.descriptionRequired,
      DEMAND_TEXTS.serviceRequired,
      DEMAND_TEXTS.areaRequired,
      DEMAND_TEXTS.specialtyRequired,
      DEMAND_TEXTS.availabilityRequired,
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('counts the title and the description', async () => {
    await renderForm();
    type('Título', 'Camisetas');
    expect(screen.getByText('9/100')).toBeTruthy();
    type('Descrição', 'Malha');
    expect(screen.getByText('5/500')).toBeTruthy();
  });

  it('keeps the area disabled until a service is chosen and clears it when the service changes', async () => {
    await renderForm();
    expect(field('Área de Atuação').disabled).toBe(true);
    expect(field('Área de Atuação').placeholder).toBe(PROFILE_TEXTS.selectServiceFirst);

    await choose('Tipo de Serviço', 'Costura / Facção');
    expect(field('Área de Atuação').disabled).toBe(false);
    expect(await optionsOf('Área de Atuação')).toEqual(['Moda Feminina', 'Moda Masculina']);
    await choose('Área de Atuação', 'Moda Feminina');
    expect(chosen('area')).toBe('1');

    await choose('Tipo de Serviço', 'Modelagem');
    await waitFor(() => expect(chosen('area')).toBe(''));
    expect(await optionsOf('Área de Atuação')).toEqual(['Moda Masculina', 'Moda Infantil']);
  });

  it('keeps the city disabled until a state is chosen and clears it when the state changes', async () => {
    await renderForm();
    expect(field('Cidade').disabled).toBe(true);
    expect(field('Cidade').placeholder).toBe(PROFILE_TEXTS.selectStateFirst);
    await choose('Estado', 'São Paulo');
    await citiesLoaded(35);
    await choose('Cidade', 'Campinas');
    expect(chosen('city')).toBe('Campinas');
    await choose('Estado', 'Rio de Janeiro');
    await waitFor(() => expect(chosen('city')).toBe(''));
    await citiesLoaded(33);
    // The cache holds the cities before the list re-renders with them: wait for the list itself.
    await waitFor(async () =>
      expect(await optionsOf('Cidade')).toEqual(['Niterói', 'Rio de Janeiro']),
    );
    await choose('Cidade', 'Niterói');
    expect(chosen('city')).toBe('Niterói');
    expect(chosen('uf')).toBe('RJ');
  });

  it('fills the budget from the cents as digits are typed', async () => {
    await renderForm();
    typeDigits('Orçamento mínimo', '12345');
    expect(field('Orçamento mínimo').value).toBe('R$ 123,45');
    typeDigits('Orçamento máximo', '100000000');
    expect(field('Orçamento máximo').value).toBe('R$ 1.000.000,00');
    type('Orçamento mínimo', 'R$ 123,4');
    expect(field('Orçamento mínimo').value).toBe('R$ 12,34');
    type('Orçamento mínimo', '');
    expect(field('Orçamento mínimo').value).toBe('');
  });

  it('refuses a minimum budget above the maximum with the spec message', async () => {
    const { writes } = await renderForm();
    await fillRequired();
    typeDigits('Orçamento mínimo', '50000');
    typeDigits('Orçamento máximo', '10000');
    fireEvent.click(button('Criar Demanda'));
    expect(await screen.findByText(DEMAND_TEXTS.budgetMinAboveMax)).toBeTruthy();
    expect(writes()).toEqual([]);
    // Raising the maximum clears the message on the minimum.
    typeDigits('Orçamento máximo', '0');
    await waitFor(() => expect(screen.queryByText(DEMAND_TEXTS.budgetMinAboveMax)).toBeNull());
  });

  it('does not send the form on Enter in a one-line field; Ctrl+Enter sends it', async () => {
    await renderForm();
    const enter = createEvent.keyDown(field('Título'), { key: 'Enter' });
    fireEvent(field('Título'), enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(screen.queryByText(DEMAND_TEXTS.titleRequired)).toBeNull();

    fireEvent.keyDown(field('Título'), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText(DEMAND_TEXTS.titleRequired)).toBeTruthy();
  });
});

describe('demand form: files', () => {
  it('refuses a whole selection silently when one file is over 20 MB', async () => {
    await renderForm();
    pickFiles([aFile('pequeno.pdf'), aFile('enorme.pdf', OVER_LIMIT)]);
    dropFiles([aFile('foto.png', 1000, 'image/png'), aFile('video.png', OVER_LIMIT, 'image/png')]);
    expect(screen.queryByRole('list', { name: 'Arquivos escolhidos' })).toBeNull();
    expect(screen.queryByText('pequeno.pdf')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toasts()).toEqual([]);

    // A selection within the limit goes in, names shortened to 12 characters.
    pickFiles([aFile('pequeno.pdf'), aFile('medidas-da-colecao.docx', 20 * 1024 * 1024)]);
    expect(screen.getByText('pequeno.pdf')).toBeTruthy();
    expect(screen.getByText('med…cao.docx')).toBeTruthy();
    fireEvent.click(button('Remover pequeno.pdf'));
    expect(screen.queryByText('pequeno.pdf')).toBeNull();
  });

  it('accepts dropped files of the accepted kinds only', async () => {
    await renderForm();
    dropFiles([aFile('foto.png', 1000, 'image/png'), aFile('planilha.xlsx', 1000, '')]);
    expect(screen.getByText('foto.png')).toBeTruthy();
    expect(screen.queryByText('planilha.xlsx')).toBeNull();
  });
});

describe('demand form: create', () => {
  it('creates the demand, then uploads each file in turn with its progress', async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const uploads: { demand: unknown; name: string }[] = [];
    let created: unknown;
    const { writes, onSaved, onClose } = await renderForm({
      routes: {
        'POST /demands/': (config) => {
          created = bodyOf(config);
          return { status: 201, body: { status: 'success', data: { id: NEW_ID } } };
        },
        'POST /demand-files/': async (config) => {
          const form = formDataOf(config);
          const file = form.get('file') as File;
          uploads.push({ demand: form.get('demand'), name: file.name });
          if (uploads.length === 1) {
            config.onUploadProgress?.({
              loaded: 40,
              total: 100,
              bytes: 40,
              lengthComputable: true,
            });
            await firstHeld;
          }
          return { status: 201, body: { status: 'success', data: [] } };
        },
      },
    });
    await fillRequired();
    await choose('Tipo de Tecido', 'Malha');
    type('Quantidade', '300');
    typeDigits('Orçamento mínimo', '100000');
    typeDigits('Orçamento máximo', '450000');
    await choose('Estado', 'São Paulo');
    await citiesLoaded(35);
    await choose('Cidade', 'Campinas');
    pickFiles([aFile('molde.pdf'), aFile('foto.png', 2048, 'image/png')]);

    fireEvent.click(button('Criar Demanda'));
    expect(await screen.findByText('Enviando arquivo 1 de 2...')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen
          .getByRole('progressbar', { name: 'Envio de molde.pdf' })
          .getAttribute('aria-valuenow'),
      ).toBe('40'),
    );
    expect(button('Cancelar').disabled).toBe(true);
    releaseFirst();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(NEW_ID));
    expect(writes()).toEqual(['POST /demands/', 'POST /demand-files/', 'POST /demand-files/']);
    expect(created).toEqual({
      title: 'Costura de 300 camisetas',
      description: 'Camisetas básicas de malha.',
      service: 1,
      area: 2,
      specialty: 2,
      availability: 3,
      tecid_type: 'MALHA',
      amount: 300,
      deadline: null,
      min_budget: 1000,
      max_budget: 4500,
      city: 'Campinas',
      uf: 'SP',
      remote_work_accepted: false,
    });
    expect(uploads).toEqual([
      { demand: NEW_ID, name: 'molde.pdf' },
      { demand: NEW_ID, name: 'foto.png' },
    ]);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(toasts()).toEqual([DEMAND_TEXTS.created]));
  });

  it('says the demand was created when a file upload fails, and the server says why', async () => {
    const { onSaved } = await renderForm({
      routes: {
        'POST /demands/': () => ok({ id: NEW_ID }),
        'POST /demand-files/': () => fail(415, DEMAND_TEXTS.fileTypeRefused),
      },
    });
    await fillRequired();
    pickFiles([aFile('molde.pdf')]);
    fireEvent.click(button('Criar Demanda'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(NEW_ID));
    await waitFor(() =>
      expect(toasts()).toEqual([
        DEMAND_FORM_TEXTS.createdUploadError,
        DEMAND_TEXTS.fileTypeRefused,
      ]),
    );
  });

  it('shows the upload limit the server refused a file with', async () => {
    const { onSaved } = await renderForm({
      routes: {
        'POST /demands/': () => ok({ id: NEW_ID }),
        'POST /demand-files/': () => fail(413, UPLOAD_TEXTS.dailyUploadLimit(200)),
      },
    });
    await fillRequired();
    pickFiles([aFile('molde.pdf'), aFile('ficha.pdf')]);
    fireEvent.click(button('Criar Demanda'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(NEW_ID));
    await waitFor(() =>
      expect(toasts()).toEqual([
        DEMAND_FORM_TEXTS.createdUploadError,
        UPLOAD_TEXTS.dailyUploadLimit(200),
      ]),
    );
  });

  it('shows the server field error on the field, and the generic error otherwise', async () => {
    let answer = fail(400, DEMAND_TEXTS.areaNotOfService, {
      code: 'VALIDATION',
      errors: { area: DEMAND_TEXTS.areaNotOfService },
    });
    const { onSaved } = await renderForm({ routes: { 'POST /demands/': () => answer } });
    await fillRequired();
    fireEvent.click(button('Criar Demanda'));
    expect(await screen.findByText(DEMAND_TEXTS.areaNotOfService)).toBeTruthy();
    expect(toasts()).toEqual([]);

    answer = fail(500, 'Erro interno do servidor. Tente novamente mais tarde.');
    fireEvent.click(button('Criar Demanda'));
    await waitFor(() => expect(toasts()).toEqual([DEMAND_FORM_TEXTS.saveError]));
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('demand form: deadline', () => {
  it('offers days up to 2 years ahead and shows the refusal of a farther one on Prazo', async () => {
    const limit = latestDeadline();
    let answer = fail(400, DEMAND_TEXTS.deadlineTooFar, {
      code: 'VALIDATION',
      errors: { deadline: DEMAND_TEXTS.deadlineTooFar },
    });
    const { onSaved } = await renderForm({ routes: { 'POST /demands/': () => answer } });
    await fillRequired();
    const prazo = screen.getByRole('textbox', { name: 'Prazo' });
    fireEvent.click(prazo);
    // The calendar opens on this month; the picker refuses to go past the limit's month.
    const next = () => document.querySelector<HTMLButtonElement>('[data-direction="next"]');
    for (let i = 0; i < 30 && next() && !next()!.disabled; i++) fireEvent.click(next()!);
    const dayButton = (iso: string) =>
      document.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`) ??
      screen.getByRole<HTMLButtonElement>('button', { name: dayjs(iso).format('D MMMM YYYY') });
    expect(dayButton(limit).disabled).toBe(false);
    const after = dayjs(limit).add(1, 'day').format('YYYY-MM-DD');
    if (after.slice(0, 7) === limit.slice(0, 7)) expect(dayButton(after).disabled).toBe(true);

    // The server judged it too far (its day ran ahead of the device's): said on the field.
    fireEvent.click(dayButton(limit));
    fireEvent.click(button('Criar Demanda'));
    const message = await screen.findByText(DEMAND_TEXTS.deadlineTooFar);
    expect(message.closest('.mantine-InputWrapper-root')?.textContent).toContain('Prazo');
    expect(toasts()).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    answer = ok({ id: DEMAND_ID });
  });
});

describe('demand form: edit', () => {
  const attachments = [
    anAttachment('a1b2c3d4-0000-4000-8000-000000000001', 'ficha-tecnica-camiseta-basica.pdf'),
    anAttachment('a1b2c3d4-0000-4000-8000-000000000002', 'logo.png'),
  ];
  const fileRoutes = {
    [`GET /demand-files/`]: () => ok(attachments),
  };

  it('starts from the demand and sends only what changed, then uploads, then removes', async () => {
    let patch: unknown;
    const { writes, onSaved } = await renderForm({
      demand: aDemand(),
      routes: {
        ...fileRoutes,
        [`PATCH /demands/${DEMAND_ID}/`]: (config) => {
          patch = bodyOf(config);
          return ok(aDemand({ title: 'Costura de 500 camisetas' }));
        },
        'POST /demand-files/': () => ok([]),
        [`DELETE /demand-files/${attachments[0]!.id}/`]: () => ok({}),
      },
    });
    expect(screen.getByText('Editar Demanda')).toBeTruthy();
    expect(field('Título').value).toBe('Costura de 300 camisetas');
    expect(field('Orçamento máximo').value).toBe('R$ 4.500,00');
    expect(chosen('city')).toBe('Campinas');
    expect(await screen.findByText('fic…sica.pdf')).toBeTruthy();

    fireEvent.click(button('Excluir ficha-tecnica-camiseta-basica.pdf'));
    expect(await screen.findByText('Excluir arquivo')).toBeTruthy();
    // The dialog shows the name up to 50 characters (the row has it whole for screen readers).
    expect(
      screen
        .getAllByText('ficha-tecnica-camiseta-basica.pdf')
        .some((el) => el.tagName === 'STRONG'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Será excluído ao salvar')).toBeTruthy();

    type('Título', 'Costura de 500 camisetas');
    pickFiles([aFile('novo-molde.pdf')]);
    fireEvent.click(button('Salvar Alterações'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(DEMAND_ID));
    expect(patch).toEqual({ title: 'Costura de 500 camisetas' });
    expect(writes()).toEqual([
      'GET /demand-files/',
      `PATCH /demands/${DEMAND_ID}/`,
      'POST /demand-files/',
      `DELETE /demand-files/${attachments[0]!.id}/`,
    ]);
    await waitFor(() => expect(toasts()).toEqual([DEMAND_TEXTS.updated]));
  });

  it('keeps a file when its deletion is undone, and reports a failed removal', async () => {
    const { writes, onSaved } = await renderForm({
      demand: aDemand(),
      routes: {
        ...fileRoutes,
        [`DELETE /demand-files/${attachments[1]!.id}/`]: () => fail(500, 'Erro interno.'),
      },
    });
    await screen.findByText('logo.png');
    fireEvent.click(button('Excluir ficha-tecnica-camiseta-basica.pdf'));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    fireEvent.click(await screen.findByRole('button', { name: /Desfazer/ }));
    fireEvent.click(button('Excluir logo.png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    fireEvent.click(button('Salvar Alterações'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(DEMAND_ID));
    // Nothing changed in the fields: no PATCH; only the marked file is removed.
    expect(writes()).toEqual(['GET /demand-files/', `DELETE /demand-files/${attachments[1]!.id}/`]);
    await waitFor(() => expect(toasts()).toEqual([DEMAND_FORM_TEXTS.updatedRemoveError]));
  });

  it('accepts an unchanged past deadline but not a new field error', async () => {
    const { onSaved } = await renderForm({
      demand: aDemand({ deadline: '2020-01-01' }),
      routes: {
        ...fileRoutes,
        [`PATCH /demands/${DEMAND_ID}/`]: () => ok(aDemand()),
      },
    });
    type('Título', '');
    fireEvent.click(button('Salvar Alterações'));
    expect(await screen.findByText(DEMAND_TEXTS.titleRequired)).toBeTruthy();
    expect(screen.queryByText(DEMAND_TEXTS.deadlineBeforeToday)).toBeNull();
    type('Título', 'Novo título');
    fireEvent.click(button('Salvar Alterações'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(DEMAND_ID));
  });
});
