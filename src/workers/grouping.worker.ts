// Grouping web worker: runs the pure grouping off the main thread (comlink). The page imports
// only the API's type, so none of this lands in the main bundle.
import { expose } from 'comlink';
import { groupWatchlist } from '../core/grouping/groupWatchlist';

const api = { groupWatchlist };
export type GroupingApi = typeof api;

expose(api);
