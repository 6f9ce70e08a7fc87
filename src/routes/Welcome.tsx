// `/welcome`: "Welcome to Mise, <first name>!" (default "there"), a jiggling popcorn and two ways on.
import { Link, useLocation } from 'react-router-dom';
import { Popcorn } from '../components/art/Popcorn';
import '../components/CompletionScreen.css';
import './account.css';

export default function Welcome() {
  const location = useLocation();
  const raw = (location.state as { firstName?: unknown } | null)?.firstName;
  const name = typeof raw === 'string' && raw.trim() ? raw.trim() : 'there';
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
