// PWA install banner (docs/product.md#install-banner): shown at the bottom when the app is
// installable, not running standalone and not dismissed; dismissal is kept under
// `pwa-banner-dismissed`.
import { useState } from 'react';
import { consumeInstallPrompt, useInstallPrompt } from '../pwa/installPrompt';
import './InstallBanner.css';

const KEY = 'pwa-banner-dismissed';

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches || nav.standalone === true;
}

function platform(): 'ios-safari' | 'ios-other' | 'other' {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Mac') && navigator.maxTouchPoints > 1);
  if (!ios) return 'other';
  return /CriOS|FxiOS|EdgiOS|OPiOS/.test(ua) ? 'ios-other' : 'ios-safari';
}

/** The instructions shown when there is no browser install prompt to call. */
export function installInstructions(kind: ReturnType<typeof platform>): string {
  if (kind === 'ios-safari') return 'Tap the Share button, then choose "Add to Home Screen".';
  if (kind === 'ios-other') return 'Open this page in Safari to add Mise to your Home Screen.';
  return 'Look for the install icon in your browser’s address bar or menu.';
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function InstallBanner() {
  // The prompt may have fired long before this banner mounted: src/pwa kept it.
  const { prompt, installed } = useInstallPrompt();
  const installable = prompt !== null || platform() !== 'other';
  const [hiddenByUser, setHidden] = useState(() => readDismissed() || isStandalone());
  const hidden = hiddenByUser || installed;
  const [help, setHelp] = useState<string | null>(null);

  if (hidden || !installable) return null;

  const install = async () => {
    if (!prompt) {
      setHelp(installInstructions(platform()));
      return;
    }
    await prompt.prompt();
    const choice = await prompt.userChoice;
    consumeInstallPrompt();
    if (choice.outcome === 'accepted') setHidden(true);
  };
  const dismiss = () => {
    try {
      localStorage.setItem(KEY, 'true');
    } catch {
      // Private mode without storage: the banner still hides for this visit.
    }
    setHidden(true);
  };

  return (
    <aside className="install-banner" aria-label="Install Mise">
      <div className="install-text">
        <strong>Install Mise</strong>
        <span>{help ?? 'Keep your archive one tap away, even offline.'}</span>
      </div>
      <div className="row">
        <button type="button" className="btn btn-small" onClick={() => void install()}>
          Install
        </button>
        <button
          type="button"
          className="icon-btn install-dismiss"
          onClick={dismiss}
          aria-label="Dismiss install banner"
        >
          ×
        </button>
      </div>
    </aside>
  );
}
