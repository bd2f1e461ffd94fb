import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DemandsEmail } from './DemandsEmail';
import { NoticeEmail } from './NoticeEmail';
import { renderEmail } from './render';

const footer = {
  unsubscribeUrl: 'https://alinhavo.com.br/descadastrar?token=abc.def',
  unsubscribeLabel: 'Não quero mais receber e-mails de “Novas demandas”',
  manageUrl: 'https://alinhavo.com.br/app/perfil?aba=conta',
};

describe('e-mail templates', () => {
  it('a digest lists each demand in HTML and in plain text, links absolute', async () => {
    const { html, text } = await renderEmail(
      createElement(DemandsEmail, {
        heading: 'Resumo do dia: 2 novas demandas para você',
        greeting: 'Olá, Maria!',
        intro: 'Estas demandas foram publicadas',
        demands: [
          {
            title: 'Bordado & <aplique>',
            service: 'Bordado',
            place: 'Recife/PE',
            url: 'https://alinhavo.com.br/app/oportunidades',
          },
          {
            title: 'Costura de saias',
            service: 'Costura',
            place: '',
            url: 'https://alinhavo.com.br/app/oportunidades',
          },
        ],
        action: { label: 'Ver oportunidades', url: 'https://alinhavo.com.br/app/oportunidades' },
        footer,
      }),
    );
    expect(html).toContain('lang="pt-BR"');
    // Text from people is escaped in the HTML, never markup.
    expect(html).toContain('Bordado &amp; &lt;aplique&gt;');
    expect(html).not.toContain('<aplique>');
    expect(html).toContain('href="https://alinhavo.com.br/descadastrar?token=abc.def"');
    expect(text).toContain('Olá, Maria!');
    expect(text).toContain('Bordado & <aplique>');
    expect(text).toContain('Bordado · Recife/PE');
    expect(text).toContain('Costura de saias');
    expect(text).toContain('https://alinhavo.com.br/app/oportunidades');
    expect(text).toContain('https://alinhavo.com.br/descadastrar?token=abc.def');
    expect(text).toContain('https://alinhavo.com.br/app/perfil?aba=conta');
    expect(text).toContain('Equipe Alinhavo');
    expect(text).not.toMatch(/<(html|body|div|table|a )/i);
  });

  it('a notice has its heading, paragraphs and button link', async () => {
    const { html, text } = await renderEmail(
      createElement(NoticeEmail, {
        heading: 'Você foi escolhido para “Camisetas”',
        greeting: 'Olá!',
        paragraphs: ['O cliente escolheu você.'],
        action: { label: 'Ver meus trabalhos', url: 'https://alinhavo.com.br/app/meus-trabalhos' },
        footer,
      }),
    );
    expect(html).toContain('<h1');
    expect(html).toContain('href="https://alinhavo.com.br/app/meus-trabalhos"');
    expect(text.toLowerCase()).toContain('você foi escolhido para “camisetas”');
    expect(text).toContain('O cliente escolheu você.');
    expect(text).toContain('Ver meus trabalhos');
    expect(text).toContain('https://alinhavo.com.br/app/meus-trabalhos');
  });
});
