// The film request form (docs/product.md#film-requests): title, year and an optional note, checked
// on submit with the same limits the server keeps, queued in the outbox like every
// other write, so it works offline. It then follows the request: "Saved — it will be sent when
// you're back online" while it waits, a thank-you once the server has it, and a refusal's reason
// with Retry and Discard (a refused request stays on this device until the person decides). Other
// requests still waiting on this device are listed under the form, each with its state.
import { useEffect, useId, useRef, useState } from 'react';
import {
  askForFilm,
  discardFailed,
  FilmRequestError,
  NOTE_MAX_CHARS,
  retryFailed,
  useFilmRequest,
  useFilmRequests,
  useSyncStatus,
  type FilmRequestInput,
  type QueuedFilmRequest,
} from '../data';
import { CloseIcon } from './art/Icons';
import './FilmRequestDialog.css';

type Errors = Partial<Record<keyof FilmRequestInput, string>>;
const EMPTY: FilmRequestInput = { title: '', year: '', note: '' };

interface Props {
  onClose: () => void;
}

function RequestActions({ request }: { request: QueuedFilmRequest }) {
  const what = `${request.title} (${request.year})`;
  return (
    <span className="row">
      <button type="button" className="btn btn-small" onClick={() => void retryFailed(request.id)}>
        Retry<span className="visually-hidden"> {what}</span>
      </button>
      <button
        type="button"
        className="btn btn-small btn-ghost"
        onClick={() => void discardFailed(request.id)}
      >
        Discard<span className="visually-hidden"> {what}</span>
      </button>
    </span>
  );
}

export default function FilmRequestDialog({ onClose }: Props) {
  const ids = useId();
  const [input, setInput] = useState<FilmRequestInput>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ id: string; title: string; year: string } | null>(null);
  const mine = useFilmRequest(sent?.id ?? null);
  const waiting = useFilmRequests()?.filter((r) => r.id !== sent?.id) ?? [];
  const { state } = useSyncStatus();
  const offline = state === 'offline' || navigator.onLine === false;
  const title = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    title.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const set = (field: keyof FilmRequestInput) => (value: string) => {
    setInput((i) => ({ ...i, [field]: value }));
    // A message goes once the field is changed; the next submit checks again.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaveError(null);
    try {
      const id = await askForFilm(input);
      setSent({ id, title: input.title.replace(/\s+/g, ' ').trim(), year: input.year.trim() });
      setErrors({});
    } catch (err) {
      if (err instanceof FilmRequestError) {
        setErrors(err.errors);
        const first = (['title', 'year', 'note'] as const).find((f) => err.errors[f]);
        dialog.current?.querySelector<HTMLElement>(`#${CSS.escape(`${ids}-${first}`)}`)?.focus();
      } else {
        // IndexedDB refused the write (private mode, storage full): nothing was queued.
        setSaveError(
          `Your request could not be saved on this device: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    }
  };

  const another = () => {
    setSent(null);
    setInput(EMPTY);
    setTimeout(() => title.current?.focus(), 0);
  };

  const field = (name: keyof FilmRequestInput) => ({
    id: `${ids}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof FilmRequestInput) =>
    errors[name] ? (
      <p id={`${ids}-${name}-error`} className="error-text request-field-error">
        {errors[name]}
      </p>
    ) : null;
  const noteLength = input.note.trim().length;

  return (
    <div className="request-overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="request-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-heading`}
      >
        <div className="request-head">
          <h2 id={`${ids}-heading`}>Ask for a film</h2>
          <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        {sent ? (
          <div className="request-outcome">
            {mine === undefined ? null : mine === null ? (
              <p className="alert alert-ok" role="status">
                Thank you! Your request for “{sent.title}” ({sent.year}) has reached us.
              </p>
            ) : mine.status === 'failed' ? (
              <div className="alert alert-error" role="alert">
                <p>
                  “{mine.title}” ({mine.year}) was not sent: {mine.error}
                </p>
                <p>It stays on this device until you retry or discard it.</p>
                <RequestActions request={mine} />
              </div>
            ) : (
              <p className="alert" role="status">
                {offline
                  ? 'Saved — it will be sent when you’re back online.'
                  : state === 'error'
                    ? 'Saved on this device — it will be sent as soon as the server answers.'
                    : 'Saved — sending it now.'}
              </p>
            )}
            <div className="row">
              <button type="button" className="btn btn-ghost" onClick={another}>
                Ask for another film
              </button>
              <button type="button" className="btn" onClick={onClose}>
                Done
              </button>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)}>
            <p className="muted">
              Tell us which film you would like to find here. Works offline too: the request is sent
              when you are back online.
            </p>
            <div className="field">
              <label htmlFor={`${ids}-title`}>Title</label>
              <input
                ref={title}
                className="input"
                autoComplete="off"
                value={input.title}
                onChange={(e) => set('title')(e.target.value)}
                {...field('title')}
              />
              {fieldError('title')}
            </div>
            <div className="field">
              <label htmlFor={`${ids}-year`}>Year</label>
              <input
                className="input request-year"
                inputMode="numeric"
                autoComplete="off"
                placeholder="1976"
                value={input.year}
                onChange={(e) => set('year')(e.target.value)}
                {...field('year')}
              />
              {fieldError('year')}
            </div>
            <div className="field">
              <label htmlFor={`${ids}-note`}>Note (optional)</label>
              <textarea
                className="textarea"
                value={input.note}
                onChange={(e) => set('note')(e.target.value)}
                {...field('note')}
              />
              <p
                className={`request-count ${noteLength > NOTE_MAX_CHARS ? 'error-text' : 'muted'}`}
              >
                {noteLength}/{NOTE_MAX_CHARS}
              </p>
              {fieldError('note')}
            </div>
            {saveError && (
              <p className="alert alert-error" role="alert">
                {saveError}
              </p>
            )}
            <button type="submit" className="btn">
              Send request
            </button>
          </form>
        )}
        {waiting.length > 0 && (
          <section className="request-waiting" aria-labelledby={`${ids}-waiting`}>
            <h3 id={`${ids}-waiting`}>Your requests not sent yet</h3>
            <ul>
              {waiting.map((r) => (
                <li key={r.id}>
                  <span>
                    “{r.title}” ({r.year}){' '}
                    <span className={r.status === 'failed' ? 'error-text' : 'muted'}>
                      {r.status === 'failed' ? `Not sent: ${r.error}` : 'Waiting to be sent'}
                    </span>
                  </span>
                  {r.status === 'failed' && <RequestActions request={r} />}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
