// "From a photo" on /color: "Choose a photo" (the gallery or the file picker: no `capture`, which on
// phones opens only the camera), "Take a photo" (`capture="environment"`: the camera), plus drag
// and drop and paste on desktop. The photo is read on the device (photo worker); the person sees
// it small beside its swatches with their shares, may drop some, then searches.
import { useCallback, useEffect, useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { fewColoursNote, PHOTO_ALL_DROPPED } from '../features/search/photoMessages';
import { usePhotoPalette } from '../features/search/usePhotoPalette';
import './PhotoPicker.css';

interface Props {
  busy: boolean;
  disabled: boolean;
  onSearch: (hexCodes: string[]) => void;
}

/** The first file of a drop or paste that says it is an image, else the first file at all. */
function pickFile(list: FileList | null | undefined): File | null {
  const files = [...(list ?? [])];
  return files.find((f) => f.type.startsWith('image/')) ?? files[0] ?? null;
}

export function PhotoPicker({ busy, disabled, onSearch }: Props) {
  const inputId = useId();
  const cameraId = useId();
  const { state, read, drop } = usePhotoPalette();
  const [over, setOver] = useState(false);
  // The chosen photo, shown small beside its swatches; an object URL, released when replaced.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const take = useCallback(
    (file: File) => {
      setPreview(file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
      void read(file);
    },
    [read],
  );
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = pickFile(e.target.files);
    // The same file chosen twice must fire change again.
    e.target.value = '';
    if (file) take(file);
  };

  // Paste anywhere on the page (a screenshot, a copied image) reads it like a chosen file.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = pickFile(e.clipboardData?.files);
      if (!file) return;
      e.preventDefault();
      take(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [take]);

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const file = pickFile(e.dataTransfer.files);
    if (file) take(file);
  };

  const swatches = state.status === 'ready' ? state.swatches : [];
  const note =
    state.status === 'ready' && swatches.length > 0 ? fewColoursNote(swatches.length) : null;

  return (
    <>
      <div
        className={`photo-drop${over ? ' is-over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <div className="row photo-inputs">
          <label htmlFor={inputId} className="btn btn-ghost photo-choose">
            Choose a photo
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="visually-hidden"
            data-testid="photo-input"
            onChange={onPick}
          />
          <label htmlFor={cameraId} className="btn btn-ghost photo-choose">
            Take a photo
          </label>
          <input
            id={cameraId}
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            data-testid="photo-camera"
            onChange={onPick}
          />
        </div>
        <p className="muted photo-hint">
          or drop or paste one here. It stays on this device: nothing is uploaded or kept.
        </p>
      </div>
      <div className="photo-result" aria-live="polite">
        {state.status === 'reading' && <p className="loading">Reading the colours…</p>}
        {state.status === 'error' && (
          <p className="error-text" role="alert">
            {state.message}
          </p>
        )}
        {state.status === 'ready' && (
          <div className={`photo-read${preview ? ' has-thumb' : ''}`}>
            {preview && <img className="photo-thumb" src={preview} alt="The photo you chose" />}
            <ul className="photo-swatches" aria-label="Colours of the photo">
              {swatches.map((s) => (
                <li key={s.hex} className="photo-swatch">
                  <span className="photo-chip" style={{ background: s.hex }} aria-hidden="true" />
                  <span className="photo-hex">{s.hex}</span>
                  <span className="photo-share">{Math.round(s.share * 100)}%</span>
                  <button
                    type="button"
                    className="photo-remove"
                    aria-label={`Drop ${s.hex}`}
                    onClick={() => drop(s.hex)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            {note && <p className="muted photo-note">{note}</p>}
            {swatches.length === 0 && <p className="muted">{PHOTO_ALL_DROPPED}</p>}
          </div>
        )}
      </div>
      <button
        type="button"
        className="btn"
        disabled={disabled || swatches.length === 0}
        onClick={() => onSearch(swatches.map((s) => s.hex))}
      >
        {busy ? 'SEARCHING' : 'Search This Photo'}
      </button>
    </>
  );
}
