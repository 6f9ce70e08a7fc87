// `/create`: six required fields (first and last name, email, password and its confirmation,
// watching region). A mismatch shows the spec's alert; success goes to /welcome with the name.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HeaderArt } from '../components/art/HeaderArt';
import { REGIONS } from '../app/presets';
import { signUp } from '../app/data';
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
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (form.password !== form.confirmPassword) {
      setError(PASSWORD_MISMATCH);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signUp({
        email: form.email.trim(),
        password: form.password,
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        watching_region: form.watching_region,
      });
      navigate('/welcome', { state: { firstName: form.first_name.trim() } });
    } catch (err) {
      const msg = err instanceof Error && err.message ? err.message : '';
      setError(msg || 'Error creating account. Please try again.');
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
      <form className="account-form" onSubmit={(e) => void submit(e)}>
        <div className="field-pair">
          <div className="field">
            <label htmlFor="first-name">First name</label>
            <input
              id="first-name"
              className="input"
              required
              autoComplete="given-name"
              value={form.first_name}
              onChange={set('first_name')}
              disabled={busy}
            />
          </div>
          <div className="field">
            <label htmlFor="last-name">Last name</label>
            <input
              id="last-name"
              className="input"
              required
              autoComplete="family-name"
              value={form.last_name}
              onChange={set('last_name')}
              disabled={busy}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor="email">Email</label>
          <input
            id="email"
            type="email"
            className="input"
            required
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            disabled={busy}
          />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            type="password"
            className="input"
            required
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            disabled={busy}
          />
        </div>
        <div className="field">
          <label htmlFor="confirm-password">Confirm password</label>
          <input
            id="confirm-password"
            type="password"
            className="input"
            required
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            disabled={busy}
          />
        </div>
        <div className="field">
          <label htmlFor="region">Watching region</label>
          <select
            id="region"
            className="select"
            required
            value={form.watching_region}
            onChange={set('watching_region')}
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
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
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
