// A labelled text input (`.field` > label + `.input`) and the error alert under a form: the shapes
// every account form repeats, so each page only states its ids, labels and autocomplete hints.
import type { InputHTMLAttributes, Ref } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Required by default: every field of the account forms is (docs/product.md#accounts). */
export function Field({ id, label, value, onValue, inputRef, ...rest }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        required
        {...rest}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </div>
  );
}

/** A password field; `fresh` asks the password manager for a new password, not the saved one. */
export function PasswordField({ fresh, ...rest }: Omit<FieldProps, 'type'> & { fresh: boolean }) {
  return (
    <Field type="password" autoComplete={fresh ? 'new-password' : 'current-password'} {...rest} />
  );
}

/** The form's error line, announced as it appears. */
export function ErrorAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="alert alert-error" role="alert">
      {error}
    </p>
  );
}
