// Grouping web worker: runs the pure grouping off the main thread (comlink). It receives slim
// items and answers with positions, so little is copied either way. The page imports only the
// API's type, so none of this lands in the main bundle.
import { expose } from 'comlink';
import { groupIndices } from '../core/grouping/groupIndices';

const api = { groupIndices };
export type GroupingApi = typeof api;

expose(api);
