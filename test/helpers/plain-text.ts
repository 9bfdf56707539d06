/** Shared by the tests that check a player-typed field refuses markup. */
import type { parseWith } from '../../src/core/shared/parse-with.js';

/** Markup a player might paste into a name. */
export const SCRIPTED = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', 'a > b', '<'];

/** The issues of a parse as 'path: message' lines, empty when it succeeds. */
export const messages = (r: ReturnType<typeof parseWith>) =>
  r.ok ? [] : r.issues.map((i) => `${i.path}: ${i.message}`);
