// `/home`: the returning visitor's start (docs/product.md#route-home): the ways to search and the
// watchlist, one tap each.
import { Link } from 'react-router-dom';
import { HeaderArt } from '../components/art/HeaderArt';

export default function Home() {
  return (
    <div className="page page-narrow">
      <div className="page-head">
        <HeaderArt scene="match" />
        <p className="eyebrow">Welcome back</p>
        <h1>What are we watching tonight?</h1>
        <p className="lede">Find a film by its look, or open the archive you have been building.</p>
      </div>
      <div className="row">
        <Link to="/match" className="btn">
          Find a Film
        </Link>
        <Link to="/watchlist" className="btn btn-ghost">
          Watchlist
        </Link>
      </div>
    </div>
  );
}
