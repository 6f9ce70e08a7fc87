// App shell: the router with every route of docs/product.md#routes loaded lazily (the intro on its
// own, the later routes together in one chunk: scripts/laterRoutesChunk.ts), and a not-found
// route. Every page shares the Layout (menu, footer, install banner, sync status).
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './Layout';
import { lazyRoute } from './lazyRoute';

const Intro = lazyRoute(() => import('../routes/Intro'));
const Home = lazyRoute(() => import('../routes/Home'));
const Match = lazyRoute(() => import('../routes/Match'));
const Vibes = lazyRoute(() => import('../routes/Vibes'));
const Surprise = lazyRoute(() => import('../routes/Surprise'));
const Color = lazyRoute(() => import('../routes/Color'));
const Words = lazyRoute(() => import('../routes/Words'));
const Cards = lazyRoute(() => import('../routes/Cards'));
const Watchlist = lazyRoute(() => import('../routes/Watchlist'));
const Create = lazyRoute(() => import('../routes/Create'));
const Login = lazyRoute(() => import('../routes/Login'));
const Welcome = lazyRoute(() => import('../routes/Welcome'));
const Reset = lazyRoute(() => import('../routes/Reset'));
const About = lazyRoute(() => import('../routes/About'));
const Terms = lazyRoute(() => import('../routes/Terms'));
const Support = lazyRoute(() => import('../routes/Support'));
const Donate = lazyRoute(() => import('../routes/Donate'));
const TestDashboard = lazyRoute(() => import('../routes/TestDashboard'));
const NotFound = lazyRoute(() => import('../routes/NotFound'));

// The route being opened starts loading with the entry chunk instead of after React's first render.
const FIRST: Record<string, { preload: () => unknown }> = {
  '/': Intro,
  '/home': Home,
  '/match': Match,
  '/vibes': Vibes,
  '/surprise': Surprise,
  '/color': Color,
  '/words': Words,
  '/cards': Cards,
  '/watchlist': Watchlist,
  '/create': Create,
  '/login': Login,
  '/welcome': Welcome,
  '/reset': Reset,
  '/about': About,
  '/terms': Terms,
  '/support': Support,
  '/donate': Donate,
  '/test': TestDashboard,
};
/** Starts loading the current route's chunk; resolves when it is in. */
export function preloadCurrentRoute(): Promise<unknown> {
  return Promise.resolve((FIRST[window.location.pathname] ?? NotFound).preload()).catch(
    () => undefined,
  );
}
const firstRoute = preloadCurrentRoute();
export { firstRoute };

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<Intro />} />
          <Route path="/home" element={<Home />} />
          <Route path="/match" element={<Match />} />
          <Route path="/vibes" element={<Vibes />} />
          <Route path="/surprise" element={<Surprise />} />
          <Route path="/color" element={<Color />} />
          <Route path="/words" element={<Words />} />
          <Route path="/cards" element={<Cards />} />
          <Route path="/watchlist" element={<Watchlist />} />
          <Route path="/create" element={<Create />} />
          <Route path="/login" element={<Login />} />
          <Route path="/welcome" element={<Welcome />} />
          <Route path="/reset" element={<Reset />} />
          <Route path="/about" element={<About />} />
          <Route path="/terms" element={<Terms />} />
          <Route path="/support" element={<Support />} />
          <Route path="/donate" element={<Donate />} />
          <Route path="/test" element={<TestDashboard />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
