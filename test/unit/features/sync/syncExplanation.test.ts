// What the sync badge explains when tapped: every state names what waits and where it goes.
import { describe, expect, it } from 'vitest';
import { explainSync } from '../../../../src/features/sync/syncExplanation';

describe('explainSync', () => {
  it('offline with changes waiting: how many, and that they reach the account once online', () => {
    expect(explainSync('offline', 2, true)).toEqual({
      text: 'You are offline. 2 changes will reach your account when you are back online.',
      retry: true,
    });
    expect(explainSync('offline', 1, false).text).toBe(
      'You are offline. 1 change will reach your watchlist on our server when you are back online.',
    );
  });
  it('offline with nothing waiting still says what happens to new likes', () => {
    expect(explainSync('offline', 0, true).text).toMatch(/saved on this device/);
  });
  it('synced with nothing waiting offers no retry; a change waiting does', () => {
    expect(explainSync('idle', 0, true)).toEqual({
      text: 'Everything you kept is saved to your account.',
      retry: false,
    });
    expect(explainSync('idle', 1, true)).toEqual({
      text: '1 change has not reached your account yet.',
      retry: true,
    });
  });
  it('an error says nothing is lost and offers a retry', () => {
    const e = explainSync('error', 3, true);
    expect(e.retry).toBe(true);
    expect(e.text).toMatch(/^3 changes could not be sent yet.*Nothing is lost/);
    expect(explainSync('error', 0, true).text).toMatch(/retry or discard/);
  });
  it('while syncing there is nothing to retry', () => {
    expect(explainSync('syncing', 2, false)).toEqual({
      text: 'Sending 2 changes to your watchlist on our server…',
      retry: false,
    });
  });
});
