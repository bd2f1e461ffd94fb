import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewItem } from './ReviewItem';

const inList = (node: React.ReactNode) =>
  render(
    <MantineProvider>
      <ul>{node}</ul>
    </MantineProvider>,
  );

describe('ReviewItem', () => {
  it('one score: the author, the date beside it, the stars and the comment', () => {
    inList(<ReviewItem first author="Ana Souza" aside="12/03/2026" scores={4} comment="Ótima." />);
    const item = screen.getByRole('listitem', { name: 'Avaliação de Ana Souza' });
    expect(within(item).getByText('12/03/2026')).toBeTruthy();
    expect(within(item).getByRole('img', { name: '4,0 de 5 estrelas' })).toBeTruthy();
    expect(within(item).getByText('Ótima.')).toBeTruthy();
  });

  it('criteria: one labelled row of stars each, the detail line, an action, no empty comment', () => {
    inList(
      <ReviewItem
        first={false}
        author="Facção Ponto"
        detail="Camisetas · 12/03/2026"
        aside={<button type="button">Denunciar</button>}
        scores={[
          ['Pagamento', 5],
          ['Comunicação', 3],
        ]}
        comment="   "
      />,
    );
    const item = screen.getByRole('listitem', { name: 'Avaliação de Facção Ponto' });
    expect(within(item).getByText('Camisetas · 12/03/2026')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Denunciar' })).toBeTruthy();
    expect(
      within(item)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['5,0 de 5 estrelas', '3,0 de 5 estrelas']);
    expect(within(item).getByText('Pagamento')).toBeTruthy();
    expect(item.textContent).not.toContain('   ');
  });
});
