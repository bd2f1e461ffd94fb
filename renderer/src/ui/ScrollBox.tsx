import { Box, type BoxProps, type ElementProps } from '@mantine/core';

interface ScrollBoxProps extends BoxProps, ElementProps<'div'> {
  /** Keeps the bar's room when the content fits, so nothing shifts when it starts to scroll. */
  stableGutter?: boolean;
}

/**
 * A region that scrolls with the browser's own bar (thin where the browser allows). It stands
 * where Mantine's ScrollArea stood on the first screens: that one came with floating-ui in a
 * later chunk, and swapping it in remounted the menu and lists under it, losing a click made in
 * that moment (see ./deferred.tsx).
 */
export function ScrollBox({ stableGutter, style, ...others }: ScrollBoxProps) {
  return (
    <Box
      style={[
        {
          overflowY: 'auto',
          scrollbarWidth: 'thin',
          scrollbarGutter: stableGutter ? 'stable' : undefined,
        },
        style,
      ]}
      {...others}
    />
  );
}
