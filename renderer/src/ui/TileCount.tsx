import { Skeleton, Text, VisuallyHidden, type MantineSpacing, type StyleProp } from '@mantine/core';

interface TileCountProps {
  value: number | null;
  /** The count could not be loaded and the device holds none: a dash, not a skeleton forever. */
  unavailable: boolean;
  fz: StyleProp<number>;
  skeleton: { height: number; width: number; my?: MantineSpacing; mt?: MantineSpacing };
}

/** A counter tile's number: the count, a skeleton while it comes, or a dash when it failed. */
export function TileCount({ value, unavailable, fz, skeleton }: TileCountProps) {
  if (value !== null)
    return (
      <Text fz={fz} fw={700} lh={1.2}>
        {value}
      </Text>
    );
  if (unavailable)
    return (
      <>
        <Text fz={fz} fw={700} lh={1.2} c="dimmed" aria-hidden>
          —
        </Text>
        <VisuallyHidden>indisponível</VisuallyHidden>
      </>
    );
  return (
    <>
      <Skeleton {...skeleton} />
      <VisuallyHidden>carregando</VisuallyHidden>
    </>
  );
}
