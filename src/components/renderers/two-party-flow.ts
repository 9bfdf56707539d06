/**
 * The steps of a two-party roll on one device: what a request, answer or result link means here
 * (this device made the request, answered it, or neither), what to show, and what to store.
 * Every cheat the protocol guards against ends in a `refused` view with words saying what was
 * wrong; nothing is stored then. The element drawing it (`hs-two-party`) only renders and wires.
 */
import type { RandomFill } from '../../core/shared/roller.js';
import type { RollTool } from '../../core/shared/tool.js';
import { formatDiceParam } from '../../core/shared/tool-inputs.js';
import type { Inputs } from '../../core/shared/types.js';
import {
  answeringKeyName,
  canonicalSetup,
  deriveAnswer,
  deriveDice,
  makeRequest,
  setupDigest,
  verifyReveal,
  type Sha256,
  type TwoPartyRequest,
} from '../../core/shared/two-party.js';
import { writeTwoPartyToken, type TwoPartyToken } from '../../core/shared/two-party-link.js';
import type { TwoPartyRecord } from '../../core/shared/two-party-record.js';
import {
  ANSWERING_KEY,
  answeringKey,
  getTwoParty,
  putTwoParty,
} from '../../storage/two-party-store.js';
import type { Store } from '../../storage/store-types.js';

/** What the two-party section shows. */
export type TwoPartyView =
  | { readonly kind: 'idle' }
  | { readonly kind: 'refused'; readonly message: string }
  /** Roller: the request is made; send its link. */
  | { readonly kind: 'requested'; readonly token: string }
  /** Opponent: a request to answer. */
  | { readonly kind: 'to-answer'; readonly request: TwoPartyRequest }
  /**
   * Opponent: answered; send the answer back (`again`: answered before, same answer). `key`:
   * the short name of the answering key it was made with (empty when answered before keys).
   */
  | {
      readonly kind: 'answered';
      readonly token: string;
      readonly again: boolean;
      readonly key: string;
    }
  /**
   * A result whose arithmetic holds: its dice, its link's token and, in words, what it proves on
   * this device (`proves`: false where it proves nothing here, so it is never called verified).
   */
  | {
      readonly kind: 'result';
      readonly token: string;
      readonly dice: number[][];
      readonly status: string;
      readonly proves: boolean;
    };

/** What the steps need: hashing, randomness, the store, the tool and its setup, the clock. */
export interface TwoPartyContext {
  readonly sha: Sha256;
  readonly fill: RandomFill;
  readonly store: Store;
  readonly game: string;
  readonly tool: RollTool;
  readonly inputs: Inputs;
  /** The link (path and query) of this tool with the setup and `token`. */
  link(token: string): string;
  now(): string;
}

/**
 * The words of a result, by what it proves on the device looking at it: the roller's (his own
 * request), the opponent's device that gave the answer in it, and any other device, where it
 * proves nothing (a roller can make the request and the answer himself, retrying until the dice
 * suit him, so a result whose answer did not come from this device is never called verified).
 */
export const VERIFIED = {
  roller:
    'Two-party roll, verified: your secret matches your commitment, the setup is the one you committed to, and the dice follow from both players’ contributions. Send the result link to your opponent.',
  opponent:
    'Two-party roll, verified on this device: the answer in it came from this device (the contribution is the one it gave for this request), the roller’s secret matches his commitment, the setup is the one you answered, and the dice follow from both.',
  other:
    'Two-party roll, unproven on this device: this device did not answer this request, so this roll proves nothing to you. Its arithmetic holds, but anyone can make a request and its answer himself and retry until the dice suit him. Only the device that answered can confirm it: if you answered on another device, open this link there.',
} as const;

/** Said on the opponent's device when a result used an answer other than the one it gave. */
export const OTHER_ANSWER =
  'This result used a different answer from the one this device gave to this request: the request was answered twice (on another device, or the answer was forged), so the roller could choose between the answers. It is refused: this roll proves nothing.';

const refused = (message: string): TwoPartyView => ({ kind: 'refused', message });

const REPLAYED =
  'This link carries the id of a request this device knows, but with a different commitment or setup: it was altered, or replayed from another request. It is refused.';

/** What a new record says of itself; the game, tool, times and link come from the context. */
type NewRecord = Omit<TwoPartyRecord, 'game' | 'tool' | 'createdAt' | 'updatedAt' | 'link'>;

/** Stores a new two-party record for this tool, reopened at `token`'s stage. */
async function storeNew(ctx: TwoPartyContext, token: string, record: NewRecord): Promise<void> {
  const now = ctx.now();
  await putTwoParty(ctx.store, {
    ...record,
    game: ctx.game,
    tool: ctx.tool.id,
    createdAt: now,
    updatedAt: now,
    link: ctx.link(token),
  });
}

/** Stores a record's result: its dice, as a roll link writes them, and the result's link. */
async function storeDice(
  ctx: TwoPartyContext,
  token: string,
  record: TwoPartyRecord,
  dice: Parameters<typeof formatDiceParam>[0],
): Promise<void> {
  await putTwoParty(ctx.store, {
    ...record,
    dice: formatDiceParam(dice),
    updatedAt: ctx.now(),
    link: ctx.link(token),
  });
}

/** Starts a request for the current setup: stores the secret and gives the request's link. */
export async function startRequest(ctx: TwoPartyContext): Promise<TwoPartyView> {
  const setup = canonicalSetup(ctx.game, ctx.tool, ctx.inputs);
  const { request, secret } = await makeRequest(ctx.sha, ctx.fill, setup);
  const token = writeTwoPartyToken({ stage: 'request', p: request });
  await storeNew(ctx, token, { ...request, role: 'roller', state: 'requested', setup, s: secret });
  return { kind: 'requested', token };
}

/** Answers a request with a fresh contribution, stored so the result can be checked against it. */
export async function answerRequest(
  ctx: TwoPartyContext,
  request: TwoPartyRequest,
): Promise<TwoPartyView> {
  const known = await getTwoParty(ctx.store, request.rid);
  if (known) return openToken(ctx, { stage: 'request', p: request });
  // Derived, not drawn: every device holding this player's key gives this same answer.
  const key = await answeringKey(ctx.store, ctx.fill);
  const answer = await deriveAnswer(ctx.sha, key, request);
  const token = writeTwoPartyToken({ stage: 'answer', p: answer });
  const setup = canonicalSetup(ctx.game, ctx.tool, ctx.inputs);
  await storeNew(ctx, token, { ...answer, role: 'opponent', state: 'answered', setup });
  return { kind: 'answered', token, again: false, key: await answeringKeyName(ctx.sha, key) };
}

/** What a two-party link means on this device; the roller's device reveals on an answer. */
export async function openToken(ctx: TwoPartyContext, t: TwoPartyToken): Promise<TwoPartyView> {
  const setup = canonicalSetup(ctx.game, ctx.tool, ctx.inputs);
  if ((await setupDigest(ctx.sha, setup)) !== t.p.sd)
    return refused(
      'The setup in this link is not the one the request committed to: it was changed after the request was made. It is refused; ask for the original link.',
    );
  const record = await getTwoParty(ctx.store, t.p.rid).catch(() => undefined);
  if (record && (record.c !== t.p.c || record.sd !== t.p.sd)) return refused(REPLAYED);
  if (t.stage === 'request') {
    if (!record) return { kind: 'to-answer', request: t.p };
    if (record.role === 'roller') return { kind: 'requested', token: writeTwoPartyToken(t) };
    const r = record.r ?? '';
    return {
      kind: 'answered',
      token: writeTwoPartyToken({ stage: 'answer', p: { ...t.p, r } }),
      again: true,
      key: await keyName(ctx),
    };
  }
  if (t.stage === 'answer') return openAnswer(ctx, t.p, record);
  const checked = await verifyReveal(ctx.sha, ctx.game, ctx.tool, ctx.inputs, t.p, t.dice);
  if (!checked.ok) return refused(checked.problem.message);
  const token = writeTwoPartyToken(t);
  if (record?.role === 'opponent') {
    if (record.r !== t.p.r) return refused(OTHER_ANSWER);
    await storeDice(ctx, token, { ...record, state: 'verified' }, checked.dice);
    return { kind: 'result', token, dice: checked.dice, status: VERIFIED.opponent, proves: true };
  }
  if (record?.role === 'roller' && record.s !== t.p.s) return refused(REPLAYED);
  return {
    kind: 'result',
    token,
    dice: checked.dice,
    status: record ? VERIFIED.roller : VERIFIED.other,
    proves: record !== undefined,
  };
}

/** An answer opened here: the roller's device reveals; anyone else is told what to do. */
async function openAnswer(
  ctx: TwoPartyContext,
  p: { rid: string; sd: string; c: string; r: string },
  record: TwoPartyRecord | undefined,
): Promise<TwoPartyView> {
  if (!record)
    return refused(
      'This answer is for a request this device did not make (or whose record was cleared): only the roller’s device can reveal it. If you answered it, send it back to the roller.',
    );
  if (record.role === 'opponent') {
    if (record.r !== p.r) return refused(REPLAYED);
    return {
      kind: 'answered',
      token: writeTwoPartyToken({ stage: 'answer', p }),
      again: true,
      key: await keyName(ctx),
    };
  }
  if (record.r !== undefined && record.r !== p.r)
    return refused(
      'This request already has an answer, and this is a different one: a second answer is refused, so the roller cannot choose between answers.',
    );
  if (record.s === undefined) return refused(REPLAYED);
  const reveal = { ...p, s: record.s };
  const dice = await deriveDice(ctx.sha, ctx.tool, ctx.inputs, reveal);
  const token = writeTwoPartyToken({ stage: 'result', p: reveal, dice });
  await storeDice(ctx, token, { ...record, r: p.r, state: 'revealed' }, dice);
  return { kind: 'result', token, dice, status: VERIFIED.roller, proves: true };
}

/** The short name of this device's answering key, or '' when it holds none (or none readable). */
async function keyName(ctx: TwoPartyContext): Promise<string> {
  const raw = await ctx.store.getPreference(ANSWERING_KEY).catch(() => undefined);
  return typeof raw === 'string' ? answeringKeyName(ctx.sha, raw) : '';
}
