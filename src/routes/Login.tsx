// `/login`: email and password (inputs disabled while submitting), "Signing you in...", a 15 s
// limit, then "Login successful!" and the watchlist after 1.5 s. Forgot Password opens the modal.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HeaderArt } from '../components/art/HeaderArt';
import { ErrorAlert, Field, PasswordField } from '../components/Field';
import { ResetRequestModal } from '../components/ResetRequestModal';
import { withTimeout } from '../features/account/withTimeout';
import {
  LOGIN_REDIRECT_MS,
  LOGIN_TIMEOUT_MS,
  loginMessage,
} from '../features/account/loginMessages';
import { requestPasswordReset, signIn } from '../data';
import './account.css';

/** The confirmation link of a new account lands here (#type=signup&confirmed=true). */
function confirmedFromHash(hash: string): boolean {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  return p.get('type') === 'signup' && p.get('confirmed') === 'true';
}

export default function Login() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const confirmed = confirmedFromHash(hash);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [modal, setModal] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const closeModal = useCallback(() => setModal(false), []);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setState('submitting');
    setError(null);
    try {
      await withTimeout(signIn(email.trim(), password), LOGIN_TIMEOUT_MS);
      setState('success');
      timer.current = setTimeout(() => navigate('/watchlist'), LOGIN_REDIRECT_MS);
    } catch (err) {
      setError(loginMessage(err));
      setState('idle');
    }
  };

  const busy = state !== 'idle';
  return (
    <div className="page page-narrow">
      <div className="page-head">
        <HeaderArt scene="account" />
        <h1>Sign In</h1>
      </div>
      {state === 'success' ? (
        <div className="panel account-form success-card" role="status">
          <h2>Login successful!</h2>
          <p>Redirecting to your watchlist...</p>
        </div>
      ) : (
        <form className="panel account-form" onSubmit={(e) => void submit(e)}>
          {confirmed && (
            <p className="status-line" role="status">
              Your email is confirmed. Sign in to start using your account.
            </p>
          )}
          <Field
            id="login-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            disabled={busy}
          />
          <PasswordField
            id="login-password"
            label="Password"
            fresh={false}
            value={password}
            onValue={setPassword}
            disabled={busy}
          />
          <button type="button" className="btn-link" onClick={() => setModal(true)}>
            Forgot Password?
          </button>
          {state === 'submitting' && (
            <p className="status-line" role="status">
              Signing you in...
            </p>
          )}
          <ErrorAlert error={error} />
          <button type="submit" className="btn" disabled={busy}>
            Sign In
          </button>
        </form>
      )}
      <p className="account-alt">
        New here? <Link to="/create">Create Account</Link>
      </p>
      {modal && <ResetRequestModal onClose={closeModal} send={requestPasswordReset} />}
    </div>
  );
}
