import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../test/opportunities-kit';
import { ProductionSections } from './ProfileSections';

describe('profile figures in pt-BR', () => {
  it('says 1 peça in the singular, 0 and more in the plural', async () => {
    renderWithApi(<ProductionSections machines={[]} daily={1} min={0} max={1500} />, {
      routes: {},
    });
    expect(await screen.findByText('1 peça')).toBeTruthy();
    expect(screen.getByText('0 peças')).toBeTruthy();
    expect(screen.getByText('1.500 peças')).toBeTruthy();
    expect(screen.queryByText('1 peças')).toBeNull();
  });
});
