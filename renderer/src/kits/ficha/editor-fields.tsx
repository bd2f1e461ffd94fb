import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  useFormState,
  type FieldPath,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import type { FichaForm } from './editor-values';
import classes from './editor.module.css';

/**
 * The form's methods, one object for the form's whole life: react-hook-form's FormProvider
 * hands out a new value at each render of the form, which re-rendered every field of the ficha
 * (some 800) whenever the form did (each keystroke once the messages show).
 */
export const FichaFormContext = createContext<UseFormReturn<FichaForm> | null>(null);

export function useF(): UseFormReturn<FichaForm> {
  const form = useContext(FichaFormContext);
  if (!form) throw new Error('useF outside the ficha form');
  return form;
}

/**
 * register()'s props and the value the field starts with, read from the form once: the input
 * is drawn with its value, so register's write of it on mount finds it there and changes
 * nothing (a write that changes an input's value cost the large ficha's opening a tenth of its
 * time). Decimals start as pt-BR writes them ('1,5').
 */
export function registered<P extends FieldPath<FichaForm>>(
  form: UseFormReturn<FichaForm>,
  path: P,
  options?: RegisterOptions<FichaForm, P>,
) {
  const value: unknown = form.getValues(path);
  const defaultValue =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value).replace('.', ',')
        : ''
      : typeof value === 'string'
        ? value
        : '';
  return { ...form.register(path, options), defaultValue };
}

/** The form's messages, re-rendering only when those under `name` change. */
export function useErrors(name: FieldPath<FichaForm>) {
  return useFormState({ control: useF().control, name }).errors;
}

/** The message of a list's own rule (path ['materials']) wherever the resolver put it. */
export function listError(e: unknown): string | undefined {
  const x = e as { message?: string; root?: { message?: string } } | undefined;
  return x?.message ?? x?.root?.message;
}

/** A list's message under its rows (nothing when the list is fine). */
export function ListError({ error, alert }: { error: unknown; alert?: boolean }) {
  const message = listError(error);
  if (!message) return null;
  return (
    <p className={classes.listError} role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}

interface Labelled {
  label: string;
  /** The label only for assistive technology (the field stands in a row that says it). */
  hiddenLabel?: boolean;
  error?: string | undefined;
  size?: 'xs' | 'sm' | 'md';
  className?: string;
}

/** The wrapper of a field: label (with Mantine's '*' when required), control, message. */
function Wrapper({
  id,
  label,
  hiddenLabel,
  required,
  error,
  size,
  className,
  children,
}: Labelled & { id: string; required?: boolean | undefined; children: ReactNode }) {
  return (
    <div
      className={className ? `${classes.field} ${className}` : classes.field}
      data-size={size}
      data-error={error ? true : undefined}
    >
      {!hiddenLabel && (
        <label htmlFor={id} className={classes.label}>
          {label}
          {required && (
            <span className={classes.required} aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const a11y = (id: string, { label, hiddenLabel, error }: Labelled) => ({
  id,
  'aria-label': hiddenLabel ? label : undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/**
 * A text field drawn like Mantine's TextInput, as a plain input: takes react-hook-form's
 * register() props (ref, name, onChange, onBlur) or value/onChange.
 */
export function TextField({
  label,
  hiddenLabel,
  error,
  size,
  className,
  ...input
}: Labelled &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const { ref } = input;
  return (
    <Wrapper {...{ id, label, hiddenLabel, error, size, className }} required={input.required}>
      <input
        className={classes.input}
        {...a11y(id, { label, hiddenLabel, error })}
        {...input}
        ref={input.inputMode === 'decimal' && typeof ref === 'function' ? commaShown(ref) : ref}
      />
    </Wrapper>
  );
}

/**
 * register()'s ref for a decimal field: the form writes its stored number into the input as
 * JavaScript prints it ('1.5'); pt-BR reads '1,5' (and both are taken when typed). Not while
 * the field is being typed in.
 */
export function commaShown(ref: (input: HTMLInputElement | null) => void) {
  return (input: HTMLInputElement | null) => {
    ref(input);
    if (input && input.ownerDocument.activeElement !== input)
      input.value = input.value.replace('.', ',');
  };
}

/**
 * The text cell (the grade's, the points of measure's: a `<td>` with a tab stop) an event came
 * from, and its row; each table reads its own coordinates from them, since a cell carries none.
 */
export function reachedTextCell(
  target: EventTarget,
): { td: HTMLTableCellElement; row: HTMLTableRowElement } | null {
  if (!(target instanceof HTMLElement)) return null;
  const td = target.closest('td');
  const row = td?.parentElement;
  if (!td?.hasAttribute('tabindex') || !(row instanceof HTMLTableRowElement)) return null;
  return { td, row };
}

/**
 * The input that replaced a text cell (the grade's, the points of measure's) takes the focus, its
 * text chosen so typing replaces it; the value it came with is kept for Esc to give back.
 */
export function focusReachedCell(input: HTMLInputElement | null) {
  if (!input || input.ownerDocument.activeElement === input) return;
  input.dataset.was = input.value;
  input.focus({ preventScroll: true });
  input.select();
}

/** A text area that grows with its text, drawn like Mantine's Textarea (size sm). */
export function TextAreaField({
  label,
  error,
  className,
  ...area
}: Omit<Labelled, 'hiddenLabel' | 'size'> &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <Wrapper {...{ id, label, error }} size="sm" required={area.required}>
      <textarea
        className={`${classes.input} ${classes.textarea} ${className ?? ''}`}
        {...a11y(id, { label, error })}
        {...area}
      />
    </Wrapper>
  );
}

/** A choice among a few options as the platform's select, drawn like the text fields. */
export function ChoiceField({
  label,
  hiddenLabel,
  error,
  size,
  className,
  options,
  placeholder,
  ...select
}: Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
    options: readonly { value: string; label: string }[];
    /** An empty first option (nothing chosen yet). */
    placeholder?: string;
  }) {
  const id = useId();
  return (
    <Wrapper {...{ id, label, hiddenLabel, error, size, className }} required={select.required}>
      <select className={classes.input} {...a11y(id, { label, hiddenLabel, error })} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

/** 'Remover …' at the end of a row of the form. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${classes.button} ${classes.danger}`}
      data-icon="trash"
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** 'Adicionar …' under a list of rows. */
export function AddRowButton({
  label,
  onClick,
  disabled,
  compact,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Mantine's 'compact-xs' subtle button (inside a row). */
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      className={`${classes.button} ${compact ? classes.subtle : classes.light}`}
      data-compact={compact || undefined}
      data-icon={compact ? undefined : 'plus'}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** An icon-only button (its name in aria-label), like Mantine's subtle ActionIcon. */
export function IconButton({
  label,
  icon,
  onClick,
  disabled,
  small,
  tone = 'danger',
}: {
  label: string;
  icon: 'trash' | 'up' | 'down';
  onClick: () => void;
  disabled?: boolean;
  small?: boolean;
  tone?: 'danger' | 'primary';
}) {
  return (
    <button
      type="button"
      className={classes.icon}
      aria-label={label}
      data-icon={icon}
      data-small={small || undefined}
      data-tone={tone}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

export { classes as editorClasses };
