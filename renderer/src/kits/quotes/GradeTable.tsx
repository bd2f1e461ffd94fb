import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A read-only grade: one row per colour, one column per size, with the totals of each row,
 * column and the whole. `values[s][c]` holds the pieces of size `s` in colour `c` (the ficha's
 * own layout). `cell` may draw a cell in place of its number (the lot form's inputs).
 */
export function GradeTable({
  sizes,
  colors,
  values,
  caption,
  cell,
  testId,
}: {
  sizes: readonly string[];
  colors: readonly string[];
  values: readonly (readonly number[])[];
  caption: string;
  cell?: (s: number, c: number) => ReactNode;
  testId?: string;
}) {
  const at = (s: number, c: number) => values[s]?.[c] ?? 0;
  const bySize = sizes.map((_, s) => colors.reduce((n, _c, c) => n + at(s, c), 0));
  const byColor = colors.map((_, c) => sizes.reduce((n, _s, s) => n + at(s, c), 0));
  const total = bySize.reduce((a, b) => a + b, 0);
  const n = (v: number) => v.toLocaleString('pt-BR');
  return (
    <Table.ScrollContainer minWidth={Math.min(640, 120 + sizes.length * 64)} type="native">
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={4}
        horizontalSpacing={6}
        fz="xs"
        captionSide="top"
        data-testid={testId}
      >
        <Table.Caption>
          <Text size="xs" c="dimmed" component="span">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Cor</Table.Th>
            {sizes.map((size) => (
              <Table.Th key={size} scope="col" ta="center">
                {size}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="center">
              Total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {colors.map((color, c) => (
            <Table.Tr key={color}>
              <Table.Th scope="row" style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {color}
              </Table.Th>
              {sizes.map((size, s) => (
                <Table.Td key={size} ta="center">
                  {cell ? cell(s, c) : n(at(s, c))}
                </Table.Td>
              ))}
              <Table.Td ta="center" fw={600}>
                {n(byColor[c]!)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            {sizes.map((size, s) => (
              <Table.Td key={size} ta="center" fw={600}>
                {n(bySize[s]!)}
              </Table.Td>
            ))}
            <Table.Td ta="center" fw={700}>
              {n(total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
