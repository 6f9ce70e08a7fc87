// A search page's query kept with its history entry (session storage): back from the deck, or a
// reload, shows the text, words or colour the person had instead of an empty form; the menu or a
// link opens the page empty (docs/product.md#route-cards). `read` checks what storage gives back;
// anything else is ignored.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { returnsToEntry } from '../historyEntry';

const KEY = (name: string) => `mise.query.${name}`;

function load<T>(page: string, entry: string, read: (v: unknown) => T | null): T | null {
  if (!returnsToEntry(entry)) return null;
  const name = `${page}.${entry}`;
  try {
    const raw = sessionStorage.getItem(KEY(name));
    return raw === null ? null : read(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function useKeptQuery<T>(page: string, initial: () => T, read: (v: unknown) => T | null) {
  const entry = useLocation().key;
  const name = `${page}.${entry}`;
  const [value, setValue] = useState<T>(() => load(page, entry, read) ?? initial());
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY(name), JSON.stringify(value));
    } catch {
      // Storage refused: the page works, it only forgets its query.
    }
  }, [name, value]);
  return [value, setValue] as const;
}

export const readText = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const readWords = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((w) => typeof w === 'string') ? v : null;
export const readHex = (v: unknown): string | null =>
  typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v) ? v : null;
