import { expect } from '@open-wc/testing';
import type * as v from 'valibot';
import {
  AxisSchema,
  ConditionSchema,
  DiceSpecSchema,
  InputsSchema,
  ModifierSchema,
  RollRecordSchema,
  RollResultSchema,
  parseWith,
} from '../../../src/core/shared/schema.js';
import type { Condition } from '../../../src/core/shared/types.js';
import { issuesOf, record, result } from './schema-fixtures.js';

describe('parseWith', () => {
  const schemas = [
    RollRecordSchema,
    ModifierSchema,
    ConditionSchema,
    RollResultSchema,
    AxisSchema,
    InputsSchema,
    DiceSpecSchema,
  ];

  it('parseWith never throws for garbage, and always explains', () => {
    const cyclic: Record<string, unknown> = { all: [] };
    (cyclic.all as unknown[]).push(cyclic);
    const throwing = {
      get id(): string {
        throw new Error('boom');
      },
    };
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
        has() {
          throw new Error('trap');
        },
        getPrototypeOf() {
          throw new Error('trap');
        },
      },
    );
    const empty = {};
    const garbage: unknown[] = [
      null,
      undefined,
      0,
      Number.NaN,
      '',
      'd6',
      true,
      [],
      empty,
      [[[]]],
      cyclic,
      throwing,
      proxy,
      () => 1,
      Symbol('s'),
      10n,
    ];
    for (const schema of schemas) {
      for (const input of garbage) {
        if (schema === InputsSchema && input === empty) continue; // {} is a valid situation
        const parsed = parseWith(schema as v.GenericSchema<unknown, unknown>, input);
        expect(parsed.ok).to.equal(false);
        expect(issuesOf(parsed).length).to.be.within(1, 20);
      }
    }
    expect(parseWith(InputsSchema, {}).ok).to.equal(true);
  });

  it('refuses deeply nested conditions without overflowing the stack', () => {
    let deep: unknown = { input: 'x' };
    for (let i = 0; i < 100_000; i++) deep = { not: deep };
    const issues = issuesOf(parseWith(ConditionSchema, deep));
    expect(issues[0]?.message).to.contain('nested deeper');
    let arrays: unknown = 1;
    for (let i = 0; i < 100_000; i++) arrays = [arrays];
    for (const schema of schemas)
      expect(
        parseWith(schema as v.GenericSchema<unknown, unknown>, {
          ...record,
          inputs: arrays,
          result: arrays,
        }).ok,
      ).to.equal(false);
    let nine: Condition = { input: 'x' };
    for (let i = 0; i < 9; i++) nine = { not: nine };
    expect(parseWith(ConditionSchema, nine).ok).to.equal(false);
    let eight: Condition = { input: 'x' };
    for (let i = 0; i < 8; i++) eight = { all: [eight] };
    expect(parseWith(ConditionSchema, eight).ok).to.equal(true);
  });

  it('refuses huge strings and arrays with short messages', () => {
    const huge = 'x'.repeat(10_000_000);
    const cases: [v.GenericSchema<unknown, unknown>, unknown][] = [
      [RollRecordSchema, { ...record, id: huge }],
      [RollRecordSchema, { ...record, source: huge }],
      [RollRecordSchema, huge],
      [
        RollRecordSchema,
        {
          ...record,
          inputs: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, 1])),
        },
      ],
      [RollResultSchema, { ...result, modifiers: new Array(1_000_000).fill({ id: 'x' }) }],
      [AxisSchema, { label: 'x', entries: new Array(1_000_000).fill(0) }],
    ];
    for (const [schema, input] of cases) {
      const issues = issuesOf(parseWith(schema, input));
      expect(issues.length).to.be.within(1, 20);
      for (const issue of issues) expect(issue.message.length).to.be.at.most(200);
    }
  });
});
