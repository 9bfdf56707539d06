import { expect } from '@open-wc/testing';
import {
  readTwoPartyToken,
  writeTwoPartyToken,
  type TwoPartyToken,
} from '../../../src/core/shared/two-party-link.js';

const p = {
  rid: 'a'.repeat(24),
  sd: 'b'.repeat(64),
  c: 'c'.repeat(64),
  r: 'd'.repeat(32),
  s: 'e'.repeat(32),
};

describe('two-party links', () => {
  it('writes and reads back each stage', () => {
    const tokens: TwoPartyToken[] = [
      { stage: 'request', p: { rid: p.rid, sd: p.sd, c: p.c } },
      { stage: 'answer', p: { rid: p.rid, sd: p.sd, c: p.c, r: p.r } },
      { stage: 'result', p, dice: [[4, 2], [3]] },
    ];
    for (const t of tokens)
      expect(readTwoPartyToken(writeTwoPartyToken(t))).to.deep.equal({ ok: true, token: t });
  });

  it('refuses a truncated link, naming what is cut short', () => {
    const full = writeTwoPartyToken({ stage: 'result', p, dice: [[4]] });
    const cutPart = readTwoPartyToken(full.slice(0, full.indexOf('-e') + 10));
    expect(cutPart.ok).to.equal(false);
    if (!cutPart.ok) expect(cutPart.message).to.contain('cut short');
    const shortHex = readTwoPartyToken(`ans-${p.rid}-${p.sd}-${p.c}-${p.r.slice(0, 20)}`);
    expect(shortHex.ok).to.equal(false);
    if (!shortHex.ok) expect(shortHex.message).to.contain('opponent’s contribution');
  });

  it('refuses a malformed link: unknown stage, bad digits, bad dice, too long', () => {
    for (const raw of [
      '',
      'xyz-1',
      `req-${p.rid.toUpperCase()}-${p.sd}-${p.c}`,
      `res-${p.rid}-${p.sd}-${p.c}-${p.r}-${p.s}-4x`,
      'req-' + 'a'.repeat(700),
    ]) {
      const read = readTwoPartyToken(raw);
      expect(read.ok, raw).to.equal(false);
      if (!read.ok) expect(read.message).to.match(/damaged|cut short|too long/);
    }
  });
});
