// `/reset`: verifies the recovery link (address fragment tokens, else an existing session), then
// shows the new-password form or "Invalid or Expired Link". The update has a 10 s limit with a
// retry through the recovery tokens; success shows an overlay and opens the watchlist after 2 s.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowIcon } from '../components/art/Icons';
import { HeaderArt } from '../components/art/HeaderArt';
import { ErrorAlert, PasswordField } from '../components/Field';
import {
  updateFailureMessage,
  updatePasswordWithRetry,
  validateNewPassword,
} from '../features/account/resetFlow';
import { setSessionFromRecovery, updatePassword, verifyRecoveryFromUrl } from '../data';
import type { RecoveryTokens } from '../data';
import './account.css';

export const RESET_REDIRECT_MS = 2000;

type View = 'verifying' | 'invalid' | 'form' | 'updating' | 'success';

export default function Reset() {
  const navigate = useNavigate();
  const [view, setView] = useState<View>('verifying');
  const [tokens, setTokens] = useState<RecoveryTokens | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    verifyRecoveryFromUrl()
      .then((r) => {
        if (!live) return;
        setTokens(r.tokens);
        setView(r.valid ? 'form' : 'invalid');
        // The tokens must not linger in the address bar or the history.
        if (window.location.hash) history.replaceState(history.state, '', window.location.pathname);
      })
      .catch(() => live && setView('invalid'));
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, []);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = validateNewPassword(password, confirm);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setView('updating');
    try {
      await updatePasswordWithRetry({ updatePassword, setSessionFromRecovery }, password, tokens);
      setView('success');
      timer.current = setTimeout(() => navigate('/watchlist'), RESET_REDIRECT_MS);
    } catch (err) {
      setError(updateFailureMessage(err));
      setView('form');
    }
  };

  return (
    <div className="page page-narrow">
      <div className="page-head">
        <HeaderArt scene="account" />
        <h1>{view === 'invalid' ? 'Invalid or Expired Link' : 'Reset Password'}</h1>
      </div>
      {view === 'verifying' && (
        <p className="loading" role="status">
          Verifying reset link...
        </p>
      )}
      {view === 'invalid' && (
        <div className="panel account-form">
          <p>
            This reset link is invalid or has expired. Please request a new password reset from the
            login page.
          </p>
          <button type="button" className="btn" onClick={() => navigate('/login')}>
            Back to Login
          </button>
        </div>
      )}
      {(view === 'form' || view === 'updating' || view === 'success') && (
        <form className="panel account-form" onSubmit={(e) => void submit(e)}>
          <PasswordField
            id="new-password"
            label="New Password"
            fresh
            value={password}
            onValue={setPassword}
            disabled={view !== 'form'}
          />
          <PasswordField
            id="confirm-new-password"
            label="Confirm New Password"
            fresh
            value={confirm}
            onValue={setConfirm}
            disabled={view !== 'form'}
          />
          {view === 'updating' && (
            <p className="status-line" role="status">
              Updating your password...
            </p>
          )}
          <ErrorAlert error={error} />
          <button
            type="submit"
            className="image-submit"
            aria-label="Update password"
            disabled={view !== 'form'}
          >
            <ArrowIcon width={22} height={40} style={{ transform: 'rotate(-90deg)' }} />
          </button>
        </form>
      )}
      {view === 'success' && (
        <div className="overlay" role="status">
          <div className="modal success-card">
            <h2>Password updated successfully!</h2>
            <p>Redirecting to your watchlist...</p>
          </div>
        </div>
      )}
    </div>
  );
}
