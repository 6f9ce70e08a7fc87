// `/about`: what Mise is. Its links to the legal texts open /terms and scroll to the anchor
// (terms-of-service, privacy-policy) after 100 ms, once the page has rendered.
import { Link, useNavigate } from 'react-router-dom';
import { HeaderArt } from '../components/art/HeaderArt';
import { MissingFilm } from '../components/MissingFilm';
import { config } from '../config';

export default function About() {
  const navigate = useNavigate();
  const toAnchor = (anchor: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    void navigate('/terms', { state: { scrollTo: anchor } });
  };
  return (
    <div className="page page-narrow prose">
      <div className="page-head">
        <HeaderArt scene="about" />
        <p className="eyebrow">About</p>
        <h1>Mise, as in mise-en-scène</h1>
        <p className="lede">
          Everything you see in a frame: the colours, the light, the rooms, the clothes, the
          streets.
        </p>
      </div>
      <p>
        Most recommendations start with plot or genre. Mise starts with how a film looks. Describe a
        vibe, pick a colour or a whole palette, choose a few words, or roll the dice, and swipe
        through seven films that share the look. The ones you like go to your own archive.
      </p>
      <p>
        The archive begins with New York City: films described by their aesthetic, their palette and
        the decade they show. Some recommendations are assisted by AI models that run inside Mise.
        It is a beta: recommendations are still finding their rhythm.
      </p>
      <p>
        Mise works offline once it has been opened: your likes are kept on your device and reach
        your account when you are back online.
      </p>
      <h2>The small print</h2>
      <ul className="link-list">
        <li>
          <a href="/terms#terms-of-service" onClick={toAnchor('terms-of-service')}>
            Terms of Service
          </a>
        </li>
        <li>
          <a href="/terms#privacy-policy" onClick={toAnchor('privacy-policy')}>
            Privacy Policy
          </a>
        </li>
      </ul>
      <p>
        Questions or ideas? Write to{' '}
        <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>, or{' '}
        <Link to="/support">support Mise</Link>.
      </p>
      <h2>A film you cannot find?</h2>
      <p>
        The archive grows with what people ask for. Tell us the title and the year, even offline:
        the request is sent when you are back online.
      </p>
      <MissingFilm />
    </div>
  );
}
