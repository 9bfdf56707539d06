import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import {
  changesFromFields,
  changesText,
  fieldOfChanges,
  LEADER_CHANGE_KIND_IDS,
  LEADER_CHANGE_LIMITS,
  LeaderChangesSchema,
} from '../../../../src/core/games/us-civil-war/turn-record-leaders.js';

describe('The U.S. Civil War Turn Record Track leader changes', () => {
  it('has the five kinds of change the track prints', () => {
    expect(LEADER_CHANGE_KIND_IDS).to.deep.equal([
      'arrival',
      'promotion',
      'demotion',
      'removal',
      'transfer',
    ]);
  });

  it('reads the form’s fields into changes by kind, skipping blanks, and writes them back', () => {
    const changes = changesFromFields({
      'leaders-arrival': 'Grant,  Sherman ;',
      'leaders-removal': ' McDowell ',
      'leaders-transfer': '',
    });
    expect(changes).to.deep.equal([
      { kind: 'arrival', general: 'Grant' },
      { kind: 'arrival', general: 'Sherman' },
      { kind: 'removal', general: 'McDowell' },
    ]);
    expect(fieldOfChanges(changes, 'arrival')).to.equal('Grant, Sherman');
    expect(fieldOfChanges(undefined, 'arrival')).to.equal('');
    expect(changesText(changes)).to.equal('Arrivals: Grant, Sherman; Removals: McDowell');
  });

  it('refuses an unknown kind, a blank name, a repeat and too many changes', () => {
    const ok = (x: unknown) => v.safeParse(LeaderChangesSchema, x).success;
    expect(ok([{ kind: 'arrival', general: 'Grant' }])).to.equal(true);
    expect(ok([{ kind: 'arrived', general: 'Grant' }])).to.equal(false);
    expect(ok([{ kind: 'arrival', general: '  ' }])).to.equal(false);
    expect(ok([{ kind: 'arrival', general: 'Grant', extra: 1 }])).to.equal(false);
    expect(
      ok([
        { kind: 'removal', general: 'Pope' },
        { kind: 'removal', general: 'POPE' },
      ]),
    ).to.equal(false);
    const many = Array.from({ length: LEADER_CHANGE_LIMITS.perTurn + 1 }, (_, i) => ({
      kind: 'arrival',
      general: `G${i}`,
    }));
    expect(ok(many)).to.equal(false);
    expect(ok(many.slice(1))).to.equal(true);
  });
});
