import { useCallback, useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { AccountTextKey } from '../../../../machines/accounts/errors.ts';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import './i18n.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, AccountTextKey>>;

/**
 * The account forms' fields, where an error shows as the field's placeholder with its value emptied
 * (spec section 5). Focusing a field, or changing the language, clears its error.
 */
export function usePlaceholderForm<Field extends string>(empty: Record<Field, string>) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  useEffect(() => {
    const clear = () => setErrors({});
    i18n.on('languageChanged', clear);
    return () => i18n.off('languageChanged', clear);
  }, [i18n]);

  const showErrors = useCallback((next: FieldErrors<Field>) => {
    setErrors(next);
    setValues((current) => {
      const emptied = { ...current };
      for (const field of Object.keys(next) as Field[]) emptied[field] = '';
      return emptied;
    });
  }, []);

  const errorText = (field: Field) => {
    const key: AccountTextKey | undefined = errors[field];
    return key ? t(`auth.messages.${key}`) : undefined;
  };

  /** The props every input of the form shares. */
  const input = (field: Field, id: string, placeholder: string) => {
    const error = errorText(field);
    return {
      id,
      name: field,
      value: values[field],
      placeholder: error ?? placeholder,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [field]: event.target.value })),
      onFocus: () =>
        setErrors((current) => {
          if (!current[field]) return current;
          const rest = { ...current };
          delete rest[field];
          return rest;
        }),
    };
  };

  return { values, setValues, errors, showErrors, errorText, input };
}

/** A labelled field; the error (shown as the placeholder) is also announced with the field. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span id={`${id}-error`} className="visually-hidden">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled new-password field (with show/hide toggle) of a placeholder form. */
export function NewPasswordField<F extends string>({
  form,
  field,
  id,
  label,
  placeholder,
}: {
  form: ReturnType<typeof usePlaceholderForm<F>>;
  field: F;
  id: string;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} error={form.errorText(field)}>
      <PasswordInput
        autoComplete="new-password"
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        {...form.input(field, id, placeholder)}
      />
    </Field>
  );
}
