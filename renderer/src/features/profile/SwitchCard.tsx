import { Card, Stack, Text, Title } from '@mantine/core';
import classes from './SwitchCard.module.css';

/**
 * One account setting turned on or off in a card of Conta: a native switch (Space toggles it)
 * named by its label and described by its help text.
 */
export function SwitchCard(props: {
  /** Unique on the page: the label's and help's ids start with it. */
  id: string;
  title: string;
  label: string;
  help: string;
  checked: boolean;
  disabled: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <Card padding="xl">
      <Stack gap="md">
        <Title order={2} fz="xl">
          {props.title}
        </Title>
        <label className={classes.row}>
          <input
            type="checkbox"
            role="switch"
            className={classes.input}
            checked={props.checked}
            disabled={props.disabled}
            aria-labelledby={`${props.id}-label`}
            aria-describedby={`${props.id}-help`}
            onChange={(event) => props.onChange(event.currentTarget.checked)}
          />
          <span>
            <Text component="span" display="block" fw={500} id={`${props.id}-label`}>
              {props.label}
            </Text>
            <Text component="span" display="block" size="sm" c="dimmed" id={`${props.id}-help`}>
              {props.help}
            </Text>
          </span>
        </label>
      </Stack>
    </Card>
  );
}
