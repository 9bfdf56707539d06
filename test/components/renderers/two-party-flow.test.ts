import { expect } from '@open-wc/testing';
import {
  answerRequest,
  openToken,
  startRequest,
  VERIFIED,
  type TwoPartyContext,
  type TwoPartyView,
} from '../../../src/components/renderers/two-party-flow.js';
import { readTwoPartyToken, type TwoPartyToken } from '../../../src/core/shared/two-party-link.js';
import type { Inputs } from '../../../src/core/shared/types.js';
import { sha256 } from '../../../src/platform/hash.js';
import { cryptoFill } from '../../../src/platform/random.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { getTwoParty, listTwoParty } from '../../../src/storage/two-party-store.js';
import { shotTool } from '../../helpers/fixture-tools.js';

/** A device: its own store, the shot tool, `inputs` as its link's setup. */
function device(store = new MemoryStore(), inputs: Inputs = { sm: 1 }): TwoPartyContext {
  return {
    sha: sha256,
    fill: cryptoFill,
    store,
    game: 'test',
    tool: shotTool,
    inputs,
    link: (t) => `?tp=${t}`,
    now: () => new Date().toISOString(),
  };
}

const token = (v: TwoPartyView): TwoPartyToken => {
  if (!('token' in v)) throw new Error(`no token in a ${v.kind} view`);
  const read = readTwoPartyToken(v.token);
  if (!read.ok) throw new Error(read.message);
  return read.token;
};

/** Roller asks, opponent answers: both devices and the answer. */
async function asked() {
  const roller = device();
  const opponent = device();
  const request = token(await startRequest(roller));
  const seen = await openToken(opponent, request);
  expect(seen.kind).to.equal('to-answer');
  if (seen.kind !== 'to-answer') throw new Error('not to answer');
  const answer = token(await answerRequest(opponent, seen.request));
  return { roller, opponent, request, answer };
}

const refusal = (v: TwoPartyView): string => (v.kind === 'refused' ? v.message : `(${v.kind})`);

describe('two-party roll steps', () => {
  it('runs an honest exchange: reveal on the roller’s device, checked on the opponent’s and by anyone', async () => {
    const { roller, opponent, answer } = await asked();
    const revealed = await openToken(roller, answer);
    expect(revealed.kind).to.equal('result');
    if (revealed.kind !== 'result') return;
    expect(revealed.status).to.equal(VERIFIED.roller);
    const result = token(revealed);
    const checked = await openToken(opponent, result);
    expect(checked).to.include({ kind: 'result', status: VERIFIED.opponent });
    expect((await getTwoParty(opponent.store, result.p.rid))?.state).to.equal('verified');
    const other = await openToken(device(), result);
    expect(other).to.include({ kind: 'result', status: VERIFIED.other });
  });

  it('refuses a request whose setup was changed after the commitment', async () => {
    const roller = device();
    const request = token(await startRequest(roller));
    const changed = await openToken(device(new MemoryStore(), { sm: 2 }), request);
    expect(refusal(changed)).to.contain('changed after the request was made');
  });

  it('refuses an answer replayed for another request', async () => {
    const { roller, answer } = await asked();
    const second = token(await startRequest(roller));
    const replayed: TwoPartyToken = {
      stage: 'answer',
      p: { ...second.p, r: (answer.p as { r: string }).r, c: answer.p.c },
    };
    expect(refusal(await openToken(roller, replayed))).to.contain('replayed');
  });

  it('refuses a second, different answer to a request already revealed', async () => {
    const { roller, answer } = await asked();
    await openToken(roller, answer);
    const other: TwoPartyToken = { stage: 'answer', p: { ...answer.p, r: 'f'.repeat(32) } };
    expect(refusal(await openToken(roller, other))).to.contain('second answer is refused');
  });

  it('refuses a result whose secret does not match, or whose dice were forged', async () => {
    const { roller, opponent, answer } = await asked();
    const result = token(await openToken(roller, answer));
    if (result.stage !== 'result') throw new Error('no result');
    const badSecret = { ...result, p: { ...result.p, s: '0'.repeat(32) } };
    expect(refusal(await openToken(device(), badSecret))).to.contain('does not match');
    const face = result.dice[0]![0]!;
    const forged = { ...result, dice: [[face === 6 ? 5 : 6]] };
    expect(refusal(await openToken(opponent, forged))).to.contain('result was altered');
  });

  it('refuses, on the opponent’s device, a result made with a contribution he did not give', async () => {
    const { roller, opponent, answer } = await asked();
    const foreign = { ...answer, p: { ...answer.p } } as TwoPartyToken;
    // The roller's device reveals against another contribution (as a tampered app could).
    const stored = await getTwoParty(roller.store, answer.p.rid);
    const result = token(
      await openToken(roller, { stage: 'answer', p: { ...foreign.p, r: '1'.repeat(32) } }),
    );
    expect(stored?.state).to.equal('requested');
    expect(refusal(await openToken(opponent, result))).to.contain('not the one you gave');
  });

  it('refuses an answer on a device that made no such request', async () => {
    const { answer } = await asked();
    expect(refusal(await openToken(device(), answer))).to.contain('did not make');
  });

  it('keeps a request the roller never revealed, listed on the opponent’s device as not revealed', async () => {
    const { opponent, request } = await asked();
    const [kept] = await listTwoParty(opponent.store, 'test', 'shot');
    expect(kept).to.include({ rid: request.p.rid, role: 'opponent', state: 'answered' });
    const again = await openToken(opponent, request);
    expect(again).to.include({ kind: 'answered', again: true });
  });
});
