// Any address that is not a route of the app.
import { Link } from 'react-router-dom';

export default function NotFound() {
  return (
    <div className="page page-narrow">
      <p className="eyebrow">404</p>
      <h1>This reel is missing</h1>
      <p className="lede">There is no page at this address. The films are this way.</p>
      <Link to="/match" className="btn">
        Find a Film
      </Link>
    </div>
  );
}
