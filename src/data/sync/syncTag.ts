// The Background Sync tag shared by the page (register) and the service worker (sync event).
export const SYNC_TAG = 'mise-outbox';
