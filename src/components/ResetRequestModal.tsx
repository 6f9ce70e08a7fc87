// The Forgot Password modal of /login: asks for an email, sends the reset link, then shows
// "Reset Link Sent!" and closes itself after 3 s.
import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from './art/Icons';
import { ErrorAlert, Field } from './Field';

export const MODAL_CLOSE_MS = 3000;

interface Props {
  onClose: () => void;
  send: (email: string) => Promise<void>;
}

export function ResetRequestModal({ onClose, send }: Props) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    if (state !== 'sent') return;
    const t = setTimeout(onClose, MODAL_CLOSE_MS);
    return () => clearTimeout(t);
  }, [state, onClose]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setState('sending');
    setError(null);
    try {
      await send(email.trim());
      setState('sent');
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      setError(
        err instanceof Error && err.name === 'AuthFailure'
          ? `Failed to send reset email: ${msg}`
          : msg,
      );
      setState('idle');
    }
  };

  return (
    <div className="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="reset-h">
        <div className="modal-head">
          <h2 id="reset-h">{state === 'sent' ? 'Reset Link Sent!' : 'Reset your password'}</h2>
          <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        {state === 'sent' ? (
          <p role="status">Check your email for a password reset link.</p>
        ) : (
          <form onSubmit={(e) => void submit(e)}>
            <p className="muted">
              Enter your email and we will send you a link to reset your password.
            </p>
            <Field
              inputRef={input}
              id="reset-email"
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onValue={setEmail}
              disabled={state === 'sending'}
            />
            <ErrorAlert error={error} />
            <button type="submit" className="btn" disabled={state === 'sending'}>
              {state === 'sending' ? 'Sending...' : 'Send Reset Link'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
