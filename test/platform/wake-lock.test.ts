/** Keeping the screen on is remembered on the device and taken again on the next visit. */
import { expect } from '@open-wc/testing';
import {
  WAKE_KEY,
  onWakeLockChange,
  restoreWakeLock,
  setWakeLock,
  type WakeLockState,
} from '../../src/platform/wake-lock.js';

describe('wake lock choice', () => {
  afterEach(async () => {
    await setWakeLock(false);
    localStorage.removeItem(WAKE_KEY);
  });

  it('remembers the choice on the device', async () => {
    await setWakeLock(true);
    expect(localStorage.getItem(WAKE_KEY)).to.equal('1');
    await setWakeLock(false);
    expect(localStorage.getItem(WAKE_KEY)).to.equal('0');
  });

  it('wants the lock again on the next visit when it was chosen', async () => {
    localStorage.setItem(WAKE_KEY, '1');
    await restoreWakeLock();
    let state: WakeLockState | undefined;
    const stop = onWakeLockChange((s) => (state = s));
    stop();
    expect(state?.wanted).to.equal(true);
  });
});
