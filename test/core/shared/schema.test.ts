import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import { TWO_D6 } from '../../../src/core/shared/dice.js';
import { applyModifiers, evaluateCondition } from '../../../src/core/shared/modifiers.js';
import {
  AxisSchema,
  ConditionSchema,
  DiceSpecSchema,
  ModifierSchema,
  RollRecordSchema,
  RollResultSchema,
  parseWith,
  resultsTableSchema,
} from '../../../src/core/shared/schema.js';
import { lookup } from '../../../src/core/shared/table.js';
import type {
  Axis,
  Condition,
  DiceSpec,
  Modifier,
  ResultsTable,
  RollResult,
} from '../../../src/core/shared/types.js';
import { axisData, issuesOf, record, result, valueOf } from './schema-fixtures.js';

describe('schema', () => {
  describe('values that match', () => {
    it('a roll record round-trips through JSON', () => {
      const parsed = valueOf(parseWith(RollRecordSchema, JSON.parse(JSON.stringify(record))));
      expect(parsed).to.deep.equal(record);
      const { seed, seedIndex, ...unseeded } = record;
      expect([seed, seedIndex]).to.deep.equal(['k3x9v0a2mq', 4]);
      const fromApp = valueOf(parseWith(RollRecordSchema, { ...unseeded, source: 'app' }));
      expect(fromApp).to.not.have.property('seed');
      expect(fromApp.source).to.equal('app');
    });

    it('parsed values work as the contract types', () => {
      const condition: Condition = valueOf(
        parseWith(ConditionSchema, { all: [{ input: 'a' }, { not: { input: 'b', gte: 2 } }] }),
      );
      expect(evaluateCondition(condition, { a: true, b: 1 })).to.equal(true);
      const modifier: Modifier = valueOf(
        parseWith(ModifierSchema, {
          id: 's',
          label: 'Support',
          value: 1,
          rule: '8',
          per: 'n',
          when: condition,
        }),
      );
      expect(applyModifiers([modifier], { a: true, n: 3 })).to.deep.equal([
        { id: 's', label: 'Support', rule: '8', value: 3 },
      ]);
      const dice: DiceSpec = valueOf(parseWith(DiceSpecSchema, { count: 2, sides: 6 }));
      expect(dice).to.deep.equal(TWO_D6);
      const roll: RollResult = valueOf(parseWith(RollResultSchema, result));
      expect(roll.clamped).to.equal(7);
      const axis: Axis = valueOf(parseWith(AxisSchema, axisData));
      const table: ResultsTable<string> = valueOf(
        parseWith(resultsTableSchema(v.string()), {
          id: 't',
          title: 'T',
          rule: '1',
          rows: axis,
          cells: [['low'], ['mid'], ['high']],
          outOfRange: 'clamp',
        }),
      );
      expect(lookup(table, 9).cell).to.equal('high');
    });

    it('unknown keys are dropped from records', () => {
      const parsed = valueOf(parseWith(RollRecordSchema, { ...record, extra: 'x' }));
      expect(parsed).to.not.have.property('extra');
    });
  });

  describe('malformed input, reported with field paths', () => {
    it('names the field of a bad dice spec', () => {
      const issues = issuesOf(parseWith(DiceSpecSchema, { count: 0, sides: 6.5 }));
      expect(issues.map((i) => i.path)).to.deep.equal(['count', 'sides']);
    });

    it('names the entry of a bad axis, with array indices in brackets', () => {
      const entries = [...axisData.entries, { key: 'x', label: 'x', min: 'five', max: 6 }];
      const issues = issuesOf(parseWith(AxisSchema, { ...axisData, entries }));
      expect(issues).to.have.length(1);
      expect(issues[0]?.path).to.equal('entries[3].min');
    });

    it('reports an axis with a gap or overlap', () => {
      const entries = [
        { key: '1', label: '1', min: 1, max: 1 },
        { key: '3', label: '3', min: 3, max: 3 },
      ];
      const issues = issuesOf(parseWith(AxisSchema, { label: 'g', entries }));
      expect(issues[0]?.message).to.contain('leaves a gap');
    });

    it('names the place inside a nested condition', () => {
      const issues = issuesOf(
        parseWith(ModifierSchema, {
          id: 'm',
          label: 'M',
          value: 1,
          rule: '1',
          when: { all: [{ input: 'a' }, { any: [{ input: 'b', gte: 'two' }] }] },
        }),
      );
      expect(issues.map((i) => i.path)).to.deep.equal(['when.all[1].any[0].gte']);
    });

    it('refuses a condition mixing variants or with unknown keys', () => {
      expect(parseWith(ConditionSchema, { all: [], input: 'x' }).ok).to.equal(false);
      expect(parseWith(ConditionSchema, { input: 'x', equals: 1 }).ok).to.equal(false);
      expect(parseWith(ConditionSchema, { not: null }).ok).to.equal(false);
    });

    it('refuses a roll result whose totals do not add up', () => {
      expect(
        issuesOf(parseWith(RollResultSchema, { ...result, naturalTotal: 9, total: 8 })).map(
          (i) => i.path,
        ),
      ).to.deep.equal(['naturalTotal']);
      expect(
        issuesOf(parseWith(RollResultSchema, { ...result, total: 8 })).map((i) => i.path),
      ).to.deep.equal(['total']);
      expect(
        issuesOf(parseWith(RollResultSchema, { ...result, natural: [3, 7], naturalTotal: 10 }))[0]
          ?.path,
      ).to.equal('natural');
      expect(issuesOf(parseWith(RollResultSchema, { ...result, natural: [8] }))[0]?.path).to.equal(
        'natural',
      );
    });

    it('names the fields of a bad roll record', () => {
      const issues = issuesOf(
        parseWith(RollRecordSchema, {
          ...record,
          at: 'yesterday',
          source: 'dice-tower',
          seedIndex: 1e9,
          inputs: { ok: 1, 'two words': { nested: true } },
          result: {
            ...result,
            modifiers: [{ id: 'cover', label: 'Cover', rule: '7.1', value: 'minus one' }],
          },
        }),
      );
      expect(issues.map((i) => i.path)).to.have.members([
        'at',
        'inputs["two words"]',
        'result.modifiers[0].value',
        'source',
        'seedIndex',
      ]);
    });

    it('refuses a results table whose cells do not match its axes', () => {
      const issues = issuesOf(
        parseWith(resultsTableSchema(v.string()), {
          id: 't',
          title: 'T',
          rule: '1',
          rows: axisData,
          cells: [['a'], ['b']],
          outOfRange: 'clamp',
        }),
      );
      expect(issues.map((i) => i.message)).to.deep.equal(['cells: 2 rows for 3 row entries.']);
      const badCell = issuesOf(
        parseWith(resultsTableSchema(v.string()), {
          id: 't',
          title: 'T',
          rule: '1',
          rows: axisData,
          cells: [['a'], ['b'], [3]],
          outOfRange: 'wrap',
        }),
      );
      expect(badCell.map((i) => i.path)).to.deep.equal(['cells[2][0]', 'outOfRange']);
    });
  });
});
