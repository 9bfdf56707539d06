/**
 * Player-entered free text is plain text: every schema field a player types into refuses `<` and
 * `>` with a message naming the field and the problem. Each schema's own test checks its fields.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { parseWith } from '../../../src/core/shared/parse-with.js';
import {
  plainText,
  plainTextProblem,
  requiredPlainText,
} from '../../../src/core/shared/schema-limits.js';
import { messages } from '../../helpers/plain-text.js';

describe('plain text in player-entered fields', () => {
  it('accepts any text without < or >, up to the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }).filter((s) => !/[<>]/.test(s)),
        (s) => {
          expect(parseWith(plainText(200, 'The name'), s).ok).to.equal(true);
          expect(plainTextProblem(s, 'The name')).to.equal(null);
        },
      ),
      { seed: 4242, numRuns: 300 },
    );
    expect(parseWith(plainText(200, 'The name'), 'Hood’s “Texans” & 1st (5/7) — é').ok).to.equal(
      true,
    );
  });

  it('refuses < and > anywhere, naming the field and the problem', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('<', '>'),
        fc.string({ maxLength: 20 }),
        (a, bracket, b) => {
          const r = parseWith(plainText(200, 'The army’s name'), `${a}${bracket}${b}`);
          expect(messages(r)).to.deep.equal([': The army’s name must not contain < or >.']);
          expect(plainTextProblem(`${a}${bracket}${b}`, 'The name')).to.equal(
            'The name must not contain < or >.',
          );
        },
      ),
      { seed: 4243, numRuns: 200 },
    );
  });

  it('says so for too long, empty and non-text values', () => {
    expect(messages(parseWith(plainText(5, 'The note'), 'x'.repeat(6)))).to.deep.equal([
      ': The note must be at most 5 characters.',
    ]);
    expect(messages(parseWith(requiredPlainText(5, 'The name'), ''))).to.deep.equal([
      ': The name must not be empty.',
    ]);
    expect(messages(parseWith(plainText(5, 'The note'), 7))).to.deep.equal([
      ': The note must be text.',
    ]);
  });
});
