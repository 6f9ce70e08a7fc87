// `/create`: six required fields (first and last name, email, password and its confirmation,
// watching region). Mismatched passwords show "Passwords do not match. Please try again."; success
// goes to /welcome with the first name (docs/product.md#route-create).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HeaderArt } from '../components/art/HeaderArt';
import { ErrorAlert, Field, PasswordField } from '../components/Field';
import { REGIONS } from '../features/search/presets';
import { signUp } from '../data';
import { signUpMessage } from '../features/account/signUpMessage';
import './account.css';

export const PASSWORD_MISMATCH = 'Passwords do not match. Please try again.';

export default function Create() {
  const navigate = useNavigate();
  const [form, setForm] = useState({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    confirmPassword: '',
    watching_region: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [k]: value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (form.password !== form.confirmPassword) {
      setError(PASSWORD_MISMATCH);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { signedIn } = await signUp({
        email: form.email.trim(),
        password: form.password,
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        watching_region: form.watching_region,
      });
      void navigate('/welcome', {
        state: {
          firstName: form.first_name.trim(),
          // A project that confirms emails gives no session yet: the welcome says what to do.
          confirmEmail: signedIn ? undefined : form.email.trim(),
        },
      });
    } catch (err) {
      setError(signUpMessage(err));
      setBusy(false);
    }
  };

  return (
    <div className="page page-narrow">
      <div className="page-head">
        <HeaderArt scene="account" />
        <h1>Create Account</h1>
        <p className="lede">Keep your archive on every device, mark what you have watched.</p>
      </div>
      <form className="panel account-form" onSubmit={(e) => void submit(e)}>
        <div className="field-pair">
          <Field
            id="first-name"
            label="First name"
            autoComplete="given-name"
            value={form.first_name}
            onValue={set('first_name')}
            disabled={busy}
          />
          <Field
            id="last-name"
            label="Last name"
            autoComplete="family-name"
            value={form.last_name}
            onValue={set('last_name')}
            disabled={busy}
          />
        </div>
        <Field
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onValue={set('email')}
          disabled={busy}
        />
        <PasswordField
          id="password"
          label="Password"
          fresh
          value={form.password}
          onValue={set('password')}
          disabled={busy}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm password"
          fresh
          value={form.confirmPassword}
          onValue={set('confirmPassword')}
          disabled={busy}
        />
        <div className="field">
          <label htmlFor="region">Watching region</label>
          <select
            id="region"
            className="select"
            required
            value={form.watching_region}
            onChange={(e) => set('watching_region')(e.target.value)}
            disabled={busy}
          >
            <option value="">Select a region</option>
            {REGIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <ErrorAlert error={error} />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <p className="account-alt">
        Already have an account? <Link to="/login">Sign In</Link>
      </p>
    </div>
  );
}
