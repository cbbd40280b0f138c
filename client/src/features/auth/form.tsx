import { useCallback, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { AccountTextKey } from '../../../../machines/accounts/errors.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';

export type FieldErrors<Field extends string> = Partial<Record<Field, AccountTextKey>>;

/**
 * The account forms' fields. What was typed stays; a field's error shows under it, whole, in the
 * page's language (it is kept as a key), tied to the field for screen readers, until the field is
 * corrected: each change checks that field again (`check` gives the form's rule errors). One error
 * shared by several fields (wrong credentials) is written once, under the last of them.
 */
export function useFieldForm<Field extends string>(
  empty: Record<Field, string>,
  check: (values: Record<Field, string>) => FieldErrors<Field>,
) {
  const { t } = useTranslation(['auth', 'accounts']);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const ids = useRef<Partial<Record<Field, string>>>({});
  const order = Object.keys(empty) as Field[];

  /** Shows these errors; `clear` names the fields whose value goes (a wrong password, only it). */
  const showErrors = useCallback((next: FieldErrors<Field>, clear: readonly Field[] = []) => {
    setErrors(next);
    if (clear.length > 0)
      setValues((current) => {
        const cleared = { ...current };
        for (const field of clear) cleared[field] = '';
        return cleared;
      });
    const first = clear[0] ?? (Object.keys(next) as Field[])[0];
    const id = first && ids.current[first];
    if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, []);

  /** The field that writes this field's error (the last one sharing it). */
  const writer = (field: Field): Field | undefined => {
    const key = errors[field];
    return key ? order.filter((other) => errors[other] === key).at(-1) : undefined;
  };
  const errorText = (field: Field) => {
    const key: AccountTextKey | undefined = errors[field];
    return key && writer(field) === field ? t(`accounts:${key}`) : undefined;
  };
  const invalid = (field: Field) => errors[field] !== undefined;

  /** The props every input of the form shares. */
  const input = (field: Field, id: string, placeholder: string) => {
    ids.current[field] = id;
    const shownOn = writer(field);
    return {
      id,
      name: field,
      value: values[field],
      placeholder,
      'aria-invalid': shownOn ? true : undefined,
      'aria-describedby': shownOn ? `${ids.current[shownOn] ?? id}-error` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [field]: event.target.value };
        setValues(next);
        if (errors[field]) setErrors((current) => ({ ...current, [field]: check(next)[field] }));
      },
    };
  };

  return { values, setValues, errors, showErrors, errorText, invalid, input };
}

/** A labelled field with its error (if any) under it. */
export function Field({
  id,
  label,
  error,
  invalid = error !== undefined,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={invalid ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/** A labelled new-password field (with show/hide toggle) of an account form. */
export function NewPasswordField<F extends string>({
  form,
  field,
  id,
  label,
  placeholder,
}: {
  form: ReturnType<typeof useFieldForm<F>>;
  field: F;
  id: string;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation(['auth', 'accounts']);
  return (
    <Field id={id} label={label} error={form.errorText(field)} invalid={form.invalid(field)}>
      <PasswordInput
        autoComplete="new-password"
        showLabel={t('showPassword')}
        hideLabel={t('hidePassword')}
        {...form.input(field, id, placeholder)}
      />
    </Field>
  );
}
