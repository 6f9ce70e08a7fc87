// `/welcome`: "Welcome to Mise, <first name>!" (default "there"), a jiggling popcorn and two ways on.
import { Link, useLocation } from 'react-router-dom';
import { Popcorn } from '../components/art/Popcorn';
import '../components/CompletionScreen.css';
import './account.css';

export default function Welcome() {
  const location = useLocation();
  const state = location.state as { firstName?: unknown; confirmEmail?: unknown } | null;
  const raw = state?.firstName;
  const name = typeof raw === 'string' && raw.trim() ? raw.trim() : 'there';
  const confirm = typeof state?.confirmEmail === 'string' ? state.confirmEmail : null;
  if (confirm) {
    return (
      <div className="page page-narrow welcome">
        <Popcorn className="jiggle" width={140} height={166} />
        <h1>Welcome to Mise, {name}!</h1>
        <p className="lede">Check your email to finish creating your account.</p>
        <p>
          We sent a confirmation link to <strong>{confirm}</strong>. Open it, then sign in: the
          films you liked on this device join your account then.
        </p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Link to="/login" className="btn">
            SIGN IN
          </Link>
          <Link to="/match" className="btn btn-ghost">
            KEEP EXPLORING
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="page page-narrow welcome">
      <Popcorn className="jiggle" width={140} height={166} />
      <h1>Welcome to Mise, {name}!</h1>
      <p className="lede">Your account is all set!</p>
      <div className="row" style={{ justifyContent: 'center' }}>
        <Link to="/match" className="btn">
          EXPLORE FILM VIBES
        </Link>
        <Link to="/watchlist" className="btn btn-ghost">
          GO TO WATCHLIST
        </Link>
      </div>
    </div>
  );
}
