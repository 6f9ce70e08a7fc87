// The data layer's public API: everything components use for accounts, the watchlist, sync
// status, search, palettes, grouping and the service worker. Components never import Dexie or
// supabase-js; they use these hooks and functions.
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
  ServiceWorkerState,
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
export { likeFilm, removeFilm, setWatched, WatchlistError } from './watchlist/mutations';
export { useGroupedWatchlist, type GroupedWatchlist } from './watchlist/useGroupedWatchlist';
export { GROUP_OPTIONS, matchCountLabel } from '../core/grouping/groupWatchlist';

// Sync
export { useSyncStatus, retryFailed, discardFailed } from './sync/useSyncStatus';

// Search and palettes
export {
  searchVibe,
  searchWords,
  searchColor,
  searchPalette,
  SearchError,
} from './search/searchClient';
export { loadPalettes } from './search/loadPalettes';

// App lifecycle
export { startDataLayer } from './startDataLayer';
export { useServiceWorker } from './sw/serviceWorker';
