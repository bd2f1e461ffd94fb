import { describe, expect, it } from 'vitest';
import { UploadBudgets } from './upload-budgets';

const KB = 1024;

describe('one person’s parallel uploads share the daily budget', () => {
  it('an upload that started before two others finished still sees their stored bytes', () => {
    const budgets = new UploadBudgets();
    for (let i = 0; i < 3; i++) budgets.begin('ana');
    // All three read the stored bytes (0) before any of them stored anything.
    const mark = budgets.mark();
    for (const _ of [1, 2]) {
      budgets.add('ana', 450 * KB);
      budgets.settle('ana', 450 * KB);
      budgets.end('ana', 0);
    }
    // The third: 0 read from the database, 900 KB stored since its read.
    expect(budgets.pending('ana', mark)).toBe(900 * KB);
    expect(budgets.pending('bia', mark)).toBe(0);
  });

  it('an upload that starts after another stored reads it from the database: not counted twice', () => {
    const budgets = new UploadBudgets();
    budgets.begin('ana');
    budgets.begin('ana');
    budgets.add('ana', 300 * KB);
    budgets.settle('ana', 300 * KB);
    budgets.end('ana', 0);
    budgets.begin('ana');
    const mark = budgets.mark(); // its read sees the 300 KB row
    budgets.add('ana', 100 * KB); // the other one, still receiving
    expect(budgets.pending('ana', mark)).toBe(100 * KB);
  });

  it('bytes given back leave at once, and the person is forgotten with their last upload', () => {
    const budgets = new UploadBudgets();
    budgets.begin('ana');
    budgets.begin('ana');
    budgets.add('ana', 200 * KB);
    budgets.end('ana', 200 * KB); // refused: its bytes go back
    expect(budgets.pending('ana', budgets.mark())).toBe(0);
    budgets.add('ana', 50 * KB);
    budgets.settle('ana', 50 * KB);
    budgets.end('ana', 0);
    expect(budgets.pending('ana', 0)).toBe(0);
  });
});
