import { Textarea, type TextareaProps } from '@mantine/core';

interface CounterTextareaProps extends Omit<TextareaProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  max: number;
}

/** A textarea that stops at `max` characters and shows 'n/max' under it (spec §5 about text). */
export function CounterTextarea({ value, onChange, max, ...rest }: CounterTextareaProps) {
  return (
    <Textarea
      size="md"
      autosize
      minRows={4}
      maxRows={10}
      {...rest}
      value={value}
      maxLength={max}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, max))}
      description={`${value.length}/${max}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { textAlign: 'right', marginTop: 4 } }}
    />
  );
}
