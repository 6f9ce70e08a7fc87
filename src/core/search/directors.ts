// Film-makers people name when they describe a look ("Scorsese grit", "Nora Ephron autumn",
// "Safdie chaos"), with the archive films they made (by movie_id; ids not in the archive are
// ignored). Directors, plus a few writers and cinematographers whose name is the look. Only
// names that are not also ordinary words ("Wilder", "Carpenter" need the first name).
export const FILM_MAKERS: Array<{ names: string[]; films: string[] }> = [
  {
    names: ['martin scorsese', 'scorsese'],
    films: [
      'mean-streets-1973',
      'taxi-driver-1976',
      'new-york-new-york-1977',
      'raging-bull-1980',
      'the-king-of-comedy-1982',
      'after-hours-1985',
      'goodfellas-1990',
      'the-age-of-innocence-1993',
      'bringing-out-the-dead-1999',
      'gangs-of-new-york-2002',
      'the-wolf-of-wall-street-2013',
    ],
  },
  {
    names: ['woody allen'],
    films: [
      'annie-hall-1977',
      'manhattan-1979',
      'broadway-danny-rose-1984',
      'hannah-and-her-sisters-1986',
      'radio-days-1987',
      'crimes-and-misdemeanors-1989',
      'bullets-over-broadway-1994',
    ],
  },
  {
    names: ['spike lee'],
    films: [
      'shes-gotta-have-it-1986',
      'do-the-right-thing-1989',
      'jungle-fever-1991',
      'malcolm-x-1992',
      'crooklyn-1994',
      'clockers-1995',
      'summer-of-sam-1999',
      '25th-hour-2002',
      'inside-man-2006',
    ],
  },
  {
    names: ['sidney lumet', 'lumet'],
    films: [
      '12-angry-men-1957',
      'the-pawnbroker-1964',
      'serpico-1973',
      'dog-day-afternoon-1975',
      'network-1976',
    ],
  },
  {
    names: ['noah baumbach', 'baumbach'],
    films: [
      'the-squid-and-the-whale-2005',
      'frances-ha-2012',
      'mistress-america-2015',
      'the-meyerowitz-stories-2017',
    ],
  },
  { names: ['greta gerwig', 'gerwig'], films: ['frances-ha-2012', 'mistress-america-2015'] },
  {
    names: ['safdie brothers', 'safdies', 'safdie', 'josh safdie', 'benny safdie'],
    films: ['heaven-knows-what-2014', 'good-time-2017', 'uncut-gems-2019'],
  },
  {
    names: ['abel ferrara', 'ferrara'],
    films: ['ms-45-1981', 'king-of-new-york-1990', 'bad-lieutenant-1992'],
  },
  {
    names: ['nora ephron', 'ephron'],
    films: ['when-harry-met-sally-1989', 'youve-got-mail-1998', 'julie-julia-2009'],
  },
  { names: ['rob reiner'], films: ['when-harry-met-sally-1989'] },
  {
    names: ['whit stillman', 'stillman'],
    films: ['metropolitan-1990', 'the-last-days-of-disco-1998'],
  },
  {
    names: ['jim jarmusch', 'jarmusch'],
    films: ['permanent-vacation-1980', 'coffee-and-cigarettes-2003'],
  },
  { names: ['todd haynes', 'haynes'], films: ['carol-2015', 'wonderstruck-2017'] },
  {
    names: ['darren aronofsky', 'aronofsky'],
    films: ['pi-1998', 'requiem-for-a-dream-2000', 'black-swan-2010'],
  },
  {
    names: ['brian de palma', 'de palma', 'depalma'],
    films: ['dressed-to-kill-1980', 'carlitos-way-1993', 'the-bonfire-of-the-vanities-1990'],
  },
  { names: ['james gray'], films: ['two-lovers-2008'] },
  { names: ['barry jenkins'], films: ['if-beale-street-could-talk-2018'] },
  { names: ['steve mcqueen'], films: ['shame-2011'] },
  {
    names: ['charlie kaufman', 'kaufman'],
    films: ['synecdoche-new-york-2008', 'eternal-sunshine-of-the-spotless-mind-2004'],
  },
  { names: ['michel gondry', 'gondry'], films: ['eternal-sunshine-of-the-spotless-mind-2004'] },
  { names: ['wes anderson'], films: ['the-royal-tenenbaums-2001'] },
  { names: ['coen brothers', 'coens', 'coen'], films: ['inside-llewyn-davis-2013'] },
  {
    names: ['billy wilder'],
    films: ['the-lost-weekend-1945', 'the-seven-year-itch-1955', 'the-apartment-1960'],
  },
  { names: ['blake edwards'], films: ['breakfast-at-tiffanys-1961'] },
  { names: ['mel brooks'], films: ['the-producers-1967'] },
  { names: ['alan j pakula', 'alan pakula', 'pakula'], films: ['klute-1971'] },
  {
    names: ['william friedkin', 'friedkin'],
    films: ['the-french-connection-1971', 'cruising-1980'],
  },
  {
    names: ['john schlesinger', 'schlesinger'],
    films: ['midnight-cowboy-1969', 'marathon-man-1976'],
  },
  { names: ['walter hill'], films: ['the-warriors-1979'] },
  { names: ['john carpenter'], films: ['escape-from-new-york-1981'] },
  { names: ['larry cohen'], films: ['q-the-winged-serpent-1982'] },
  {
    names: ['susan seidelman', 'seidelman'],
    films: ['smithereens-1982', 'desperately-seeking-susan-1985'],
  },
  { names: ['bette gordon'], films: ['variety-1983'] },
  { names: ['lizzie borden'], films: ['born-in-flames-1983'] },
  { names: ['charlie ahearn', 'ahearn'], films: ['wild-style-1983'] },
  { names: ['ivan reitman', 'reitman'], films: ['ghostbusters-1984', 'ghostbusters-ii-1989'] },
  { names: ['mike nichols', 'nichols'], films: ['working-girl-1988'] },
  { names: ['oliver stone'], films: ['wall-street-1987'] },
  { names: ['ridley scott'], films: ['someone-to-watch-over-me-1987', 'american-gangster-2007'] },
  { names: ['francis ford coppola', 'coppola'], films: ['the-godfather-1972'] },
  { names: ['sergio leone', 'leone'], films: ['once-upon-a-time-in-america-1984'] },
  { names: ['stanley kubrick', 'kubrick'], films: ['eyes-wide-shut-1999'] },
  { names: ['mary harron', 'harron'], films: ['american-psycho-2000', 'i-shot-andy-warhol-1996'] },
  { names: ['julian schnabel', 'schnabel'], films: ['basquiat-1996'] },
  { names: ['larry clark'], films: ['kids-1995'] },
  { names: ['ernest dickerson', 'dickerson'], films: ['juice-1992'] },
  { names: ['sean baker'], films: ['anora-2024'] },
  { names: ['celine song'], films: ['past-lives-2023'] },
  { names: ['john cassavetes', 'cassavetes'], films: ['shadows-1959'] },
  { names: ['stanley donen', 'donen'], films: ['on-the-town-1949', 'funny-face-1957'] },
  { names: ['gene kelly'], films: ['on-the-town-1949'] },
  { names: ['jules dassin', 'dassin'], films: ['the-naked-city-1948'] },
  { names: ['samuel fuller', 'sam fuller'], films: ['pickup-on-south-street-1953'] },
  { names: ['alexander mackendrick', 'mackendrick'], films: ['sweet-smell-of-success-1957'] },
  { names: ['alfred hitchcock', 'hitchcock'], films: ['rear-window-1954'] },
  { names: ['roman polanski', 'polanski'], films: ['rosemarys-baby-1968'] },
  { names: ['vincente minnelli', 'minnelli'], films: ['bells-are-ringing-1960'] },
  { names: ['milos forman', 'forman'], films: ['hair-1979', 'ragtime-1981'] },
  { names: ['alan parker'], films: ['fame-1980'] },
  {
    names: ['sydney pollack', 'pollack'],
    films: ['three-days-of-the-condor-1975', 'tootsie-1982'],
  },
  { names: ['paul mazursky', 'mazursky'], films: ['next-stop-greenwich-village-1976'] },
  { names: ['gordon parks'], films: ['shaft-1971'] },
  { names: ['robert wise'], films: ['west-side-story-1961'] },
  { names: ['steven spielberg', 'spielberg'], films: ['west-side-story-2021'] },
  {
    names: ['lin manuel miranda', 'lin-manuel miranda', 'jon m chu'],
    films: ['in-the-heights-2021', 'tick-tick-boom-2021'],
  },
  { names: ['jason reitman'], films: ['saturday-night-2024'] },
  { names: ['james mangold', 'mangold'], films: ['a-complete-unknown-2024', 'kate-leopold-2001'] },
  { names: ['terry gilliam', 'gilliam'], films: ['the-fisher-king-1991'] },
  { names: ['adrian lyne'], films: ['fatal-attraction-1987'] },
  { names: ['penny marshall'], films: ['big-1988'] },
  { names: ['lee daniels'], films: ['precious-2009'] },
  {
    names: ['alejandro inarritu', 'inarritu', 'alejandro gonzalez inarritu'],
    films: ['birdman-2014'],
  },
  { names: ['j c chandor', 'chandor'], films: ['margin-call-2011', 'a-most-violent-year-2014'] },
  { names: ['marielle heller'], films: ['can-you-ever-forgive-me-2018'] },
  { names: ['judd apatow', 'apatow'], films: ['the-king-of-staten-island-2020'] },
  { names: ['john cameron mitchell'], films: ['shortbus-2006'] },
  { names: ['jennie livingston'], films: ['paris-is-burning-1990'] },
  { names: ['john sayles', 'sayles'], films: ['the-brother-from-another-planet-1984'] },
  {
    names: ['gordon willis'],
    films: ['annie-hall-1977', 'manhattan-1979', 'the-godfather-1972', 'klute-1971'],
  },
  { names: ['michael chapman'], films: ['taxi-driver-1976', 'raging-bull-1980'] },
  { names: ['darius khondji', 'khondji'], films: ['uncut-gems-2019'] },
];

export interface MakerEntry {
  words: string[];
  films: number[];
  /** The name as people write it, for explanations ("Spike Lee"). */
  label: string;
}

/** Names by first word, longest first, resolved to archive film indices. */
export function buildMakerIndex(byId: Map<string, number>): Map<string, MakerEntry[]> {
  const index = new Map<string, MakerEntry[]>();
  for (const m of FILM_MAKERS) {
    const films = m.films.map((id) => byId.get(id)).filter((i): i is number => i !== undefined);
    if (films.length === 0) continue;
    const label = m.names[0]!.replace(/\b[a-z]/g, (c) => c.toUpperCase());
    for (const name of m.names) {
      const words = name.split(/[^a-z0-9]+/).filter(Boolean);
      let list = index.get(words[0]!);
      if (!list) index.set(words[0]!, (list = []));
      list.push({ words, films, label });
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

/**
 * Film-maker mentions in title words ("scorseses" counts: the possessive lost its apostrophe):
 * each of their films with the maker's name.
 */
export function findMakers(
  ws: string[],
  taken: Uint8Array,
  index: Map<string, MakerEntry[]>,
): Map<number, string> {
  const films = new Map<number, string>();
  for (let i = 0; i < ws.length; i++) {
    if (taken[i]) continue;
    const w0 = ws[i]!;
    const candidates = [...(index.get(w0) ?? []), ...(index.get(w0.replace(/s$/, '')) ?? [])];
    for (const m of candidates) {
      const n = m.words.length;
      let ok = i + n <= ws.length;
      for (let j = 0; j < n && ok; j++) {
        const w = ws[i + j]!;
        ok = !taken[i + j] && (w === m.words[j] || (j === n - 1 && w === `${m.words[j]!}s`));
      }
      if (!ok) continue;
      for (let j = i; j < i + n; j++) taken[j] = 1;
      for (const f of m.films) if (!films.has(f)) films.set(f, m.label);
      break;
    }
  }
  return films;
}
