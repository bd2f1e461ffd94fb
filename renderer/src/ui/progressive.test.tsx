import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './progressive';

const commits: number[] = [];

function Rows({ total }: { total: number }) {
  const shown = useProgressiveCount(total, 3);
  commits.push(shown);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>linha {i + 1}</li>
      ))}
    </ul>
  );
}

describe('useProgressiveCount', () => {
  it('draws the first rows in the first commit and every row right after', async () => {
    commits.length = 0;
    render(<Rows total={10} />);
    expect(commits[0]).toBe(3);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
  });

  it('draws a short list whole at once', () => {
    commits.length = 0;
    render(<Rows total={2} />);
    expect(commits[0]).toBe(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
