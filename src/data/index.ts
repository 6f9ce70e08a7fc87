// The data layer's one door: everything the screens use for accounts, the watchlist, sync status,
// search, palettes and grouping. Screens never import Dexie, supabase-js or a module inside
// src/data; they use these hooks and functions (lint enforces it, see docs/architecture.md).
export type {
  AuthState,
  AuthStatus,
  AuthUser,
  FailedOp,
  FilmInput,
  FilmPalette,
  GroupOption,
  LikeSource,
  Profile,
  QueryInfo,
  RecoveryTokens,
  SearchAnswer,
  SearchResult,
  SignUpInput,
  SourceType,
  SyncState,
  SyncStatus,
  WatchlistGroup,
  WatchlistItem,
  WatchlistSource,
  WatchlistState,
} from './types';

// Accounts
export { useAuth } from './auth/useAuth';
export { useSignedOutAccount, type SignedOutAccount } from './auth/useSignedOutAccount';
export {
  AuthFailure,
  signIn,
  signUp,
  signOut,
  requestPasswordReset,
  recoveryTokensFromUrl,
  verifyRecoveryFromUrl,
  setSessionFromRecovery,
  updatePassword,
} from './auth/authApi';

// Watchlist
export { useWatchlist } from './watchlist/useWatchlist';
export { useKeptFilms, type KeptFilm } from './watchlist/useKeptFilms';
export {
  likeFilm,
  removeFilm,
  setWatched,
  undoWatchlistWrite,
  WatchlistError,
} from './watchlist/mutations';
export type { UndoOutcome, UndoReceipt } from './watchlist/undoWrite';
export { useGroupedWatchlist, type GroupedWatchlist } from './watchlist/useGroupedWatchlist';
export { GROUP_OPTIONS, matchCountLabel } from '../core/grouping/groupWatchlist';

// Sync
export { useSyncStatus, retryFailed, discardFailed, syncNow } from './sync/useSyncStatus';
export { usePendingFilms } from './sync/usePendingFilms';

// Film requests
export {
  askForFilm,
  FilmRequestError,
  useFilmRequest,
  useFilmRequests,
  type QueuedFilmRequest,
} from './requests/filmRequests';
export {
  NOTE_MAX_CHARS,
  TITLE_MAX_CHARS,
  type FilmRequestInput,
} from '../core/requests/filmRequest';

// Search and palettes
export {
  searchVibe,
  searchWords,
  searchColor,
  searchPalette,
  searchLike,
  searchForYou,
  SearchError,
} from './search/searchClient';
export { recordPass, forgetPass, recentPasses } from './taste/passes';
export { loadPalettes } from './search/loadPalettes';
export { paletteFromPhoto, type PhotoAnswer } from './search/photoClient';
export type { PhotoProblem, PhotoSwatch } from '../core/colour/photoPalette';
export { usePalettes, type PalettesState } from './search/usePalettes';

// App lifecycle
export { startDataLayer } from './startDataLayer';
export { useServiceWorker } from '../pwa/serviceWorker';
