import { useState } from 'react';

/** One message per field name, shown under that field. */
export type FieldErrors = Record<string, string>;

/** Controlled values plus per-field errors; editing a field clears its error. */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: keyof T & string) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });
  return { values, setValues, errors, setErrors, field };
}
