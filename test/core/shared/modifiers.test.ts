import { expect } from '@open-wc/testing';
import {
  applyModifiers,
  evaluateCondition,
  sumModifiers,
} from '../../../src/core/shared/modifiers.js';
import type { Condition, Modifier } from '../../../src/core/shared/types.js';

describe('modifiers', () => {
  describe('evaluateCondition', () => {
    const inputs = { flanked: true, shaken: false, support: 2, arm: 'artillery', range: 0 };

    it('eq compares the input with the value', () => {
      expect(evaluateCondition({ input: 'flanked', eq: true }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'shaken', eq: true }, inputs)).to.equal(false);
      expect(evaluateCondition({ input: 'arm', eq: 'artillery' }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'support', eq: '2' }, inputs)).to.equal(false);
    });

    it('a missing input counts as false, 0 or the empty string', () => {
      expect(evaluateCondition({ input: 'missing', eq: false }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'missing', eq: true }, inputs)).to.equal(false);
      expect(evaluateCondition({ input: 'missing', eq: 0 }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'missing', eq: '' }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'missing', gte: 0 }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'missing', gte: 1 }, inputs)).to.equal(false);
      expect(evaluateCondition({ input: 'missing' }, inputs)).to.equal(false);
      expect(evaluateCondition({ input: 'toString' }, inputs)).to.equal(false);
    });

    it('an input with no test holds when the input is set', () => {
      expect(evaluateCondition({ input: 'flanked' }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'shaken' }, inputs)).to.equal(false);
      expect(evaluateCondition({ input: 'support' }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'range' }, inputs)).to.equal(false);
      expect(evaluateCondition({ input: 'arm' }, inputs)).to.equal(true);
    });

    it('in holds when the input equals one of the values', () => {
      expect(evaluateCondition({ input: 'arm', in: ['infantry', 'artillery'] }, inputs)).to.equal(
        true,
      );
      expect(evaluateCondition({ input: 'arm', in: ['cavalry'] }, inputs)).to.equal(false);
      expect(evaluateCondition({ input: 'arm', in: [] }, inputs)).to.equal(false);
      expect(evaluateCondition({ input: 'missing', in: [0, 1] }, inputs)).to.equal(true);
    });

    it('gte and lte compare numbers inclusively, and combine', () => {
      expect(evaluateCondition({ input: 'support', gte: 2 }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'support', gte: 3 }, inputs)).to.equal(false);
      expect(evaluateCondition({ input: 'support', lte: 2 }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'support', lte: 1 }, inputs)).to.equal(false);
      expect(evaluateCondition({ input: 'support', gte: 1, lte: 3 }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'support', gte: 1, lte: 3, eq: 3 }, inputs)).to.equal(
        false,
      );
      expect(evaluateCondition({ input: 'flanked', gte: 1 }, inputs)).to.equal(true);
      expect(evaluateCondition({ input: 'arm', gte: 1 }, inputs)).to.equal(false);
    });

    it('all, any and not combine conditions', () => {
      const flanked: Condition = { input: 'flanked' };
      const shaken: Condition = { input: 'shaken' };
      expect(evaluateCondition({ all: [flanked, { input: 'support', gte: 2 }] }, inputs)).to.equal(
        true,
      );
      expect(evaluateCondition({ all: [flanked, shaken] }, inputs)).to.equal(false);
      expect(evaluateCondition({ any: [shaken, flanked] }, inputs)).to.equal(true);
      expect(evaluateCondition({ any: [shaken, { not: flanked }] }, inputs)).to.equal(false);
      expect(evaluateCondition({ not: shaken }, inputs)).to.equal(true);
      expect(evaluateCondition({ all: [] }, inputs)).to.equal(true);
      expect(evaluateCondition({ any: [] }, inputs)).to.equal(false);
      expect(
        evaluateCondition(
          { not: { all: [flanked, { any: [shaken, { input: 'arm', eq: 'artillery' }] }] } },
          inputs,
        ),
      ).to.equal(false);
    });
  });

  describe('applyModifiers', () => {
    const mods: Modifier[] = [
      { id: 'flank', label: 'Flanked', value: -2, rule: '8.2', when: { input: 'flanked' } },
      { id: 'support', label: 'Support', value: 1, rule: '8.3', per: 'support' },
      { id: 'elite', label: 'Elite', value: 1, rule: '8.4' },
      {
        id: 'shaken',
        label: 'Shaken',
        value: -1,
        rule: '8.5',
        when: { input: 'shaken', eq: true },
      },
      { id: 'zero', label: 'No effect', value: 0, rule: '8.6' },
    ];

    it('applies modifiers whose condition holds, multiplying by per, in order', () => {
      const applied = applyModifiers(mods, { flanked: true, support: 3 });
      expect(applied).to.deep.equal([
        { id: 'flank', label: 'Flanked', rule: '8.2', value: -2 },
        { id: 'support', label: 'Support', rule: '8.3', value: 3 },
        { id: 'elite', label: 'Elite', rule: '8.4', value: 1 },
      ]);
      expect(sumModifiers(applied)).to.equal(2);
    });

    it('drops modifiers whose effective value is 0, including per an input of 0 or missing', () => {
      expect(applyModifiers(mods, { support: 0 }).map((m) => m.id)).to.deep.equal(['elite']);
      expect(applyModifiers(mods, {}).map((m) => m.id)).to.deep.equal(['elite']);
    });

    it('counts a checked box as 1 for per, and drops non-finite values', () => {
      const perFlag: Modifier[] = [{ id: 'p', label: 'P', value: 2, rule: '1', per: 'flag' }];
      expect(applyModifiers(perFlag, { flag: true })[0]?.value).to.equal(2);
      expect(applyModifiers(perFlag, { flag: false })).to.deep.equal([]);
      expect(applyModifiers(perFlag, { flag: Number.POSITIVE_INFINITY })).to.deep.equal([]);
    });

    it('multiplies negative values by per and sums to the net modifier', () => {
      const perFatigue: Modifier[] = [
        { id: 'f', label: 'Fatigue', value: -1, rule: '9', per: 'fatigue' },
      ];
      const applied = applyModifiers(perFatigue, { fatigue: 3 });
      expect(applied[0]?.value).to.equal(-3);
      expect(sumModifiers(applied)).to.equal(-3);
      expect(sumModifiers([])).to.equal(0);
    });
  });
});
