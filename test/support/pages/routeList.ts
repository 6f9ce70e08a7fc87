// Every route of the app and a heading it shows once rendered: the route tour
// (test/e2e/screens/routes.test.ts) and the update tour (test/e2e/screens/updates.test.ts).

/** Each route and a heading it must show once rendered. */
export const ROUTES: [string, RegExp][] = [
  ['/', /Find films by/],
  ['/home', /What are we watching tonight/],
  ['/match', /How do you want to find a film/],
  ['/vibes', /What should it feel like/],
  ['/surprise', /Tonight’s vibe/],
  ['/color', /Start from a shade/],
  ['/words', /Say it in a few words/],
  ['/cards', /Taxi Driver/],
  ['/watchlist', /Your aesthetic, your archive\./],
  ['/create', /Create Account/],
  ['/login', /Sign In/],
  ['/welcome', /Welcome to Mise, there!/],
  ['/reset', /Invalid or Expired Link/],
  ['/about', /Mise, as in mise-en-scène/],
  ['/terms', /Terms of Service/],
  ['/support', /Keep the projector running/],
  ['/donate', /Help build the archive/],
  ['/test', /Search test dashboard/],
  ['/no-such-page', /This reel is missing/],
];
