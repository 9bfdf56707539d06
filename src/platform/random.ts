import { cryptoRoller, newSeed } from '../core/shared/roller.js';
import type { Roller } from '../core/shared/types.js';

/** The platform's cryptographic random source, wired into the pure core from here. */
export const cryptoFill = (buffer: Uint32Array): void => {
  crypto.getRandomValues(buffer);
};

/** A roller over `crypto.getRandomValues` (unbiased by rejection sampling in the core). */
export function platformRoller(): Roller {
  return cryptoRoller(cryptoFill);
}

/** A fresh random seed for a shareable roll. */
export function freshSeed(): string {
  return newSeed(cryptoFill);
}
