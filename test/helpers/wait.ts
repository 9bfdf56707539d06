import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/**
 * `waitUntil` with a patient default. The runner's own one gives up after one second, which a
 * loaded machine can exceed without anything being wrong; this one waits up to 15 s (still under
 * the 20 s test timeout), so a test fails only when the condition never comes true.
 */
export function waitUntil(
  predicate: () => unknown,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, { interval: 20, timeout: 15_000, ...options });
}
