// The shape of an old-device fixture (test/fixtures/oldDevices/<commit>.json, written by
// test/support/captureOldDevice.ts) and the placeholder account it was captured with: the test
// signs up a real account and puts its id and tokens where the placeholder's were.
import type { DatabaseDump } from './indexedDbDump';

export const OLD_DEVICE_ACCOUNT = {
  userId: '00d0de71-ce00-4000-8000-000000000001',
  email: 'old-device@example.com',
  accessToken: 'old-device-access-token',
  refreshToken: 'old-device-refresh-token',
} as const;

export interface OldDeviceFixture {
  /** The release whose code wrote the database. */
  commit: string;
  capturedWith: string;
  databaseName: string;
  anonymousSessionId: string;
  films: string[];
  /** The watchlist as that release's screen read it (its toItem, newest first). */
  reading: unknown[];
  database: DatabaseDump;
}
