// The browser's install prompt (beforeinstallprompt) can fire before React has rendered anything,
// let alone the install banner, which mounts once the page is idle. This module starts listening
// the moment the app's script runs (main.tsx imports it first) and keeps the event for the banner.
import { useSyncExternalStore } from 'react';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The deferred prompt, while the browser offers one. */
  prompt: InstallPromptEvent | null;
  installed: boolean;
}

let state: InstallState = { prompt: null, installed: false };
const listeners = new Set<() => void>();

function set(next: InstallState) {
  state = next;
  for (const l of listeners) l();
}

/** Starts listening; idempotent. Called at module load in the browser. */
export function listenForInstallPrompt(target: Window = window): void {
  if ((target as Window & { __miseInstall?: boolean }).__miseInstall) return;
  (target as Window & { __miseInstall?: boolean }).__miseInstall = true;
  target.addEventListener('beforeinstallprompt', (e) => {
    // Keep the browser's own mini-infobar away: the banner offers the prompt itself.
    e.preventDefault();
    set({ ...state, prompt: e as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => set({ prompt: null, installed: true }));
}

/** The prompt was used (accepted or dismissed): the browser will not let it be called again. */
export function consumeInstallPrompt(): void {
  set({ ...state, prompt: null });
}

export function useInstallPrompt(): InstallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

if (typeof window !== 'undefined') listenForInstallPrompt();
