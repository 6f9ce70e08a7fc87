// Films whose look is closest to one film ("More like this") or to several weighted films (the
// "For you" deck made from a watchlist): docs/taste.md. Per seed film, each other film gets a
// closeness in [0, 1] from five channels, their weighted mean (tuning.ts `taste`):
//   - look profile: a weighted cosine of the two profiles, a value held centrally counting 1 and
//     one merely present `profile.present`, a narrower value holding its broader ones (the profile
//     index already expands them), a rare value weighing more than a common one;
//   - palette: CIEDE2000 between the palettes under optimal matching (the palette search's score);
//   - depicted decades and boroughs: the same main one, else a shared one;
//   - prose: the closer of the summaries' tf-idf cosine and their word-vector cosine.
// Several seeds: a weighted mean of the seeds' closeness blended with the closest seed's, so a film
// very like one kept film is not drowned by the others. The seeds themselves are never results.
import { searchPalette } from './colourIndex';
import type { MakerEntry } from './directors';
import type { Engine } from './engine';
import { proseLikeness } from './rankQuery';
import { topK } from './topK';
import type { TasteTuning } from './tuning';
import { lookValue } from '../look/vocabulary';
import type { ProfileIndex } from '../look/profileIndex';

/** A film the ranking starts from, and how much it counts (any positive number). */
export interface Seed {
  film: number;
  weight: number;
}

export interface SimilarHit {
  film: number;
  /** In [0, 1]. */
  score: number;
  /** The seeds it is closest to, most first (one or two): what "Because you kept …" names. */
  from: number[];
  /** Labels of look values it shares centrally with its closest seed, rarest first. */
  values: string[];
}

interface ProfileWeights {
  /** Per value id, its rarity weight. */
  weight: Map<string, number>;
  /** Per film, the squared norm of its weighted profile (for the cosine). */
  norm: Float64Array;
}

const profileCache = new WeakMap<ProfileIndex, Map<number, ProfileWeights>>();

/** Value weights and film norms for one rarity exponent, computed once per engine. */
function profileWeights(ix: ProfileIndex, specificity: number): ProfileWeights {
  let byExp = profileCache.get(ix);
  if (!byExp) profileCache.set(ix, (byExp = new Map()));
  const cached = byExp.get(specificity);
  if (cached) return cached;
  const n = Math.max(2, ix.films);
  const weight = new Map<string, number>();
  const norm = new Float64Array(ix.films);
  for (const [id, p] of ix.postings) {
    const w = Math.pow(Math.log(1 + n / p.films.length) / Math.log(1 + n), specificity);
    weight.set(id, w);
    for (let i = 0; i < p.films.length; i++) norm[p.films[i]!]! += w * p.strength[i]! ** 2;
  }
  const out = { weight, norm };
  byExp.set(specificity, out);
  return out;
}

/** A film's profile as (value id, strength) pairs, read from the postings. */
function profileOf(ix: ProfileIndex, film: number): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const [id, p] of ix.postings) {
    let lo = 0;
    let hi = p.films.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const f = p.films[mid]!;
      if (f === film) {
        out.push([id, p.strength[mid]!]);
        break;
      }
      if (f < film) lo = mid + 1;
      else hi = mid - 1;
    }
  }
  return out;
}

/** Bits `a` and `b` fit: 1 for the same main one, `secondary` for one in common, else 0. */
function bitsFit(mainA: number, allA: number, mainB: number, allB: number, secondary: number) {
  if (allA === 0 || allB === 0) return 0;
  return mainA !== 0 && mainA === mainB ? 1 : allA & allB ? secondary : 0;
}

/** Writes each film's closeness to `seed`, in [0, 1], into `out` (zeroed, one number per film). */
function closeness(
  e: Engine,
  seed: number,
  t: TasteTuning,
  out: Float64Array,
  profileWeight: number,
): void {
  const n = e.films.length;
  const close = out;
  close.fill(0);
  // Profile: weighted cosine.
  const pw = profileWeights(e.profile, t.specificity);
  const prof = profileOf(e.profile, seed);
  const seedNorm = pw.norm[seed]!;
  const wProfile = prof.length ? profileWeight : 0;
  if (seedNorm > 0 && wProfile > 0) {
    for (const [id, s] of prof) {
      const p = e.profile.postings.get(id)!;
      const k = pw.weight.get(id)! * s;
      for (let i = 0; i < p.films.length; i++) close[p.films[i]!]! += k * p.strength[i]!;
    }
    for (let d = 0; d < n; d++) {
      const dn = pw.norm[d]!;
      close[d] = dn > 0 ? (wProfile * close[d]!) / Math.sqrt(seedNorm * dn) : 0;
    }
  }
  // Palette: the palette search's best candidates (CIEDE2000 under optimal matching).
  const palette = e.feature(seed).palette;
  const wPalette = palette.lab.length ? t.palette : 0;
  if (wPalette > 0) {
    const work: [Float64Array, Float64Array] = [
      e.scratch.f64('paletteCoarse'),
      e.scratch.f64('paletteMid'),
    ];
    for (const h of searchPalette(e.colour, palette, t.paletteCandidates, (i) => i === seed, work))
      close[h.film]! += wPalette * h.score;
  }
  // Decades and boroughs.
  const wDecades = e.decadeAll[seed] ? t.decades : 0;
  const wBoroughs = e.boroughAll[seed] ? t.boroughs : 0;
  // Prose: tf-idf cosine of the summaries, and the word-vector cosine.
  const lex = e.scratch.f64('tasteLex');
  proseLikeness(e, seed, lex);
  const fv = e.semantic;
  const D = fv.dims;
  const so = seed * D;
  const seedInv = fv.invNorm[seed]!;
  const span = t.semanticCeiling - t.semanticFloor;
  // Film-makers: a film by the seed's director (or writer, cinematographer) shares its eye.
  const sameMaker = makerMates(e, seed);
  const wMaker = sameMaker.size ? t.maker : 0;
  // Stock: black-and-white beside black-and-white, colour beside colour.
  const grey = e.hasPalette[seed] ? e.grey[seed]! : -1;
  const wStock = grey >= 0 ? t.stock : 0;
  const total = wProfile + wPalette + wDecades + wBoroughs + t.prose + t.year + wMaker + wStock;
  const year = e.year[seed]!;
  if (total === 0) return;
  const dm = e.decadeMain[seed]!;
  const da = e.decadeAll[seed]!;
  const bm = e.boroughMain[seed]!;
  const ba = e.boroughAll[seed]!;
  for (let d = 0; d < n; d++) {
    let v = close[d]!;
    if (wDecades) v += wDecades * bitsFit(dm, da, e.decadeMain[d]!, e.decadeAll[d]!, t.secondary);
    if (wBoroughs)
      v += wBoroughs * bitsFit(bm, ba, e.boroughMain[d]!, e.boroughAll[d]!, t.secondary);
    let sem = 0;
    if (seedInv > 0 && fv.invNorm[d]! > 0) {
      let dot = 0;
      const o = d * D;
      for (let j = 0; j < D; j++) dot += fv.rows[so + j]! * fv.rows[o + j]!;
      sem = Math.max(0, Math.min(1, (dot * seedInv * fv.invNorm[d]! - t.semanticFloor) / span));
    }
    v += t.prose * Math.max(lex[d]!, t.semanticShare * sem);
    if (t.year) v += t.year * Math.exp(-Math.abs(e.year[d]! - year) / t.yearScale);
    if (wMaker && sameMaker.has(d)) v += wMaker;
    if (wStock && e.hasPalette[d]) v += wStock * (1 - Math.abs(e.grey[d]! - grey));
    out[d] = v / total;
  }
}

const makerCache = new WeakMap<Engine, Map<number, Set<number>>>();

/** The other films of the seed's film-makers (docs/archive.md, the film-maker table). */
function makerMates(e: Engine, seed: number): Set<number> {
  let byFilm = makerCache.get(e);
  if (!byFilm) {
    byFilm = new Map();
    const seen = new Set<MakerEntry>();
    for (const entries of e.makers.values())
      for (const m of entries) {
        if (seen.has(m)) continue;
        seen.add(m);
        for (const f of m.films) {
          let mates = byFilm.get(f);
          if (!mates) byFilm.set(f, (mates = new Set()));
          for (const g of m.films) if (g !== f) mates.add(g);
        }
      }
    makerCache.set(e, byFilm);
  }
  return byFilm.get(seed) ?? new Set();
}

/**
 * Per engine, the closeness arrays of the seeds asked for lately (least recently used dropped past
 * CACHE_FLOATS numbers): "Next films" asks the same seeds again for each page, and a watchlist's
 * "For you" asks the same films as the last one did.
 */
const closenessCache = new WeakMap<Engine, Map<string, Float32Array>>();
const CACHE_FLOATS = 8_000_000;

function cachedCloseness(
  e: Engine,
  seed: number,
  t: TasteTuning,
  profileWeight: number,
): Float32Array {
  let cache = closenessCache.get(e);
  if (!cache) closenessCache.set(e, (cache = new Map()));
  const key = `${seed}|${profileWeight}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const work = e.scratch.f64('tasteOne');
  closeness(e, seed, t, work, profileWeight);
  const out = Float32Array.from(work);
  const keep = Math.max(1, Math.floor(CACHE_FLOATS / Math.max(1, out.length)));
  while (cache.size >= keep) cache.delete(cache.keys().next().value!);
  cache.set(key, out);
  return out;
}

/** Labels of the values `film` and `seed` both hold centrally, rarest first (at most 3). */
function sharedValues(e: Engine, film: number, seed: number, t: TasteTuning): string[] {
  const mine = e.profile.central(film);
  const theirs = e.profile.central(seed);
  if (!mine || !theirs) return [];
  const pw = profileWeights(e.profile, t.specificity);
  return [...mine]
    .filter((id) => theirs.has(id) && lookValue(id))
    .sort((a, b) => (pw.weight.get(b) ?? 0) - (pw.weight.get(a) ?? 0) || a.localeCompare(b))
    .map((id) => lookValue(id)!.label)
    .filter((label, i, all) => all.indexOf(label) === i)
    .slice(0, 3);
}

/**
 * The `limit` films closest to the seeds, best first; never a seed, nor a film `skip` leaves out.
 * Seeds of no positive weight are ignored; with none left the answer is empty.
 */
export function similarFilms(
  e: Engine,
  seeds: readonly Seed[],
  limit: number,
  t: TasteTuning,
  skip: (film: number) => boolean = () => false,
): SimilarHit[] {
  const n = e.films.length;
  // The heaviest seeds only (a long watchlist would cost one archive pass per film).
  const used = [...new Map(seeds.filter((s) => s.weight > 0).map((s) => [s.film, s])).values()]
    .filter((s) => s.film >= 0 && s.film < n)
    .sort((a, b) => b.weight - a.weight || a.film - b.film)
    .slice(0, t.maxSeeds);
  if (used.length === 0 || limit <= 0) return [];
  const sum = used.reduce((s, x) => s + x.weight, 0);
  const mean = e.scratch.f64('tasteMean');
  const best = e.scratch.f64('tasteBest');
  const second = e.scratch.f64('tasteSecond');
  const bestSeed = e.scratch.i32('tasteBestSeed', -1);
  const secondSeed = e.scratch.i32('tasteSecondSeed', -1);
  const top = used[0]!.weight;
  // What several kept films share in their profiles says more about a taste than one film's does.
  const profileWeight = used.length > 1 ? t.profileMany : t.profile;
  for (const s of used) {
    const one = cachedCloseness(e, s.film, t, profileWeight);
    // The closest seed is judged by closeness scaled by the seed's weight next to the heaviest's.
    const rel = s.weight / top;
    const share = s.weight / sum;
    for (let d = 0; d < n; d++) {
      const c = one[d]!;
      mean[d]! += share * c;
      const w = c * rel;
      if (w > best[d]!) {
        second[d] = best[d]!;
        secondSeed[d] = bestSeed[d]!;
        best[d] = w;
        bestSeed[d] = s.film;
      } else if (w > second[d]!) {
        second[d] = w;
        secondSeed[d] = s.film;
      }
    }
  }
  const score = e.scratch.f64('tasteScore');
  const seedSet = new Set(used.map((s) => s.film));
  for (let d = 0; d < n; d++) score[d] = (1 - t.maxShare) * mean[d]! + t.maxShare * best[d]!;
  const chosen = topK(score, limit, (d) => seedSet.has(d) || score[d]! <= 0 || skip(d));
  return chosen.map((film) => {
    const from = [bestSeed[film]!];
    const s2 = secondSeed[film]!;
    if (s2 >= 0 && s2 !== from[0] && second[film]! >= t.becauseShare * best[film]!) from.push(s2);
    return {
      film,
      score: score[film]!,
      from: from.filter((f) => f >= 0),
      values: bestSeed[film]! >= 0 ? sharedValues(e, film, bestSeed[film]!, t) : [],
    };
  });
}
