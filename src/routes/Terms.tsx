// `/terms`: Terms of Service and Privacy Policy, effective August 10, 2025. Anchors
// terms-of-service and privacy-policy; arriving from /about scrolls to one after 100 ms.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '../config';

export const ANCHOR_SCROLL_MS = 100;

export default function Terms() {
  const location = useLocation();
  const target =
    (location.state as { scrollTo?: string } | null)?.scrollTo ?? location.hash.replace(/^#/, '');

  useEffect(() => {
    if (!target) return;
    const t = setTimeout(() => {
      const el = document.getElementById(target);
      el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      el?.focus({ preventScroll: true });
    }, ANCHOR_SCROLL_MS);
    return () => clearTimeout(t);
  }, [target]);

  const contact = <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>;
  return (
    <div className="page page-narrow prose">
      <section id="terms-of-service" tabIndex={-1} aria-labelledby="tos-h">
        <h1 id="tos-h">Terms of Service</h1>
        <p className="muted">Effective August 10, 2025</p>
        <h2>Who can use Mise</h2>
        <p>
          You must be at least 13 years old to use Mise. If you are under 18, you may use Mise only
          with the permission of a parent or legal guardian, who agrees to these terms for you.
        </p>
        <h2>The service</h2>
        <p>
          Mise is currently free. It is a beta: features may change, and recommendations may be
          imperfect. AI models assist some recommendations; they describe and match how films look
          and can be wrong.
        </p>
        <h2>Your account</h2>
        <p>
          Keep your password private. You are responsible for what happens under your account. You
          may delete your account at any time by writing to us.
        </p>
        <h2>Donations and tips</h2>
        <p>
          Tips and donations are voluntary, processed by our card payment provider on its hosted
          checkout page, and do not buy any extra features.
        </p>
        <h2>Fair use</h2>
        <p>
          Do not misuse Mise: no scraping, no attempts to reach other people’s data, no attacks on
          the service. Film titles and descriptions belong to their owners.
        </p>
        <h2>Contact</h2>
        <p>Questions about these terms: {contact}.</p>
      </section>

      <section id="privacy-policy" tabIndex={-1} aria-labelledby="pp-h">
        <h1 id="pp-h">Privacy Policy</h1>
        <p className="muted">Effective August 10, 2025</p>
        <h2>What we keep</h2>
        <p>
          Without an account: a random session id stored in your browser and the films you like with
          how you found them. With an account: your name, email, watching region, your watchlist and
          what you have watched.
        </p>
        <h2>Why</h2>
        <p>
          Only to run Mise: to keep your watchlist, to sign you in, and to send the emails you ask
          for (welcome, password reset). We do not sell your data or show ads.
        </p>
        <h2>Children</h2>
        <p>
          Mise is not for children under 13. Users under 18 need a parent’s or guardian’s
          permission.
        </p>
        <h2>Your choices</h2>
        <p>
          You can remove films at any time, and ask us to export or delete your data by writing to{' '}
          {contact}.
        </p>
      </section>
    </div>
  );
}
