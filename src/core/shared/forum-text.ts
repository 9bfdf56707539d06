/**
 * A roll written out for a forum post or an email, in plain text or Markdown: the game and tool,
 * the situation, each side's dice and every modifier with its rulebook place, the total, the
 * result and its odds, where the dice came from (one device, the table, or a verified two-party
 * roll) and the link. Pasted anywhere, it reads without the app.
 */
import { formatPercent } from './odds.js';
import type { RollSource } from './roll-link.js';
import { signed } from './signed.js';
import type { Resolution, RollTool } from './tool.js';
import { inputVisible, toolInputs, writeInputs } from './tool-inputs.js';
import type { Distribution, Inputs, RollResult } from './types.js';

/** The roll to write out. */
export interface ForumRoll {
  readonly gameTitle: string;
  readonly tool: RollTool;
  /** The inputs in effect. */
  readonly inputs: Inputs;
  readonly rolls: readonly RollResult[];
  readonly resolution: Resolution;
  /** The odds of each outcome under these inputs, or null when not known. */
  readonly odds: Distribution<string> | null;
  readonly source: RollSource;
  /** The absolute link to this roll. */
  readonly link: string;
}

/** Where the dice came from, in words a reader can weigh. */
function sourceWords(s: RollSource): string {
  switch (s.kind) {
    case 'app':
    case 'shared':
      return `Rolled on one device (seed ${s.seed}). The link shows the arithmetic; it does not prove fairness, since the roller could have chosen the seed.`;
    case 'entered':
      return 'Dice rolled at the table and entered by hand.';
    case 'two-party':
      return s.status;
  }
}

/** The situation: each input changed from its default, with its value and rulebook place. */
function situation(tool: RollTool, inputs: Inputs): string[] {
  const changed = new Set(writeInputs(tool, inputs).map(([k]) => k));
  return toolInputs(tool)
    .filter((d) => changed.has(d.id) && inputVisible(d, inputs))
    .map((d) => {
      const v = inputs[d.id];
      const value =
        d.kind === 'flag'
          ? v
            ? 'yes'
            : 'no'
          : d.kind === 'choice'
            ? (d.options.find((o) => o.value === v)?.label ?? String(v))
            : String(v);
      return `${d.label}: ${value}${d.rule ? ` (${d.rule})` : ''}`;
    });
}

/** One side's roll: dice, each modifier with its place, the total. */
function sideLines(tool: RollTool, r: RollResult, i: number): string[] {
  const name = tool.sides.length > 1 ? `${tool.sides[i]?.label ?? ''}: ` : '';
  const dice = `${name}rolled ${r.natural.join(' + ')} on ${r.dice.count}d${r.dice.sides}`;
  const mods = r.modifiers.map((m) => `${signed(m.value)} ${m.label} (${m.rule})`);
  const total = `total ${r.total}${r.clamped !== r.total ? ` (read as ${r.clamped})` : ''}`;
  return [dice, ...mods.map((m) => `  ${m}`), `  ${total}`];
}

/** The chance of the outcome reached, as a percentage, or null when unknown. */
function chance(roll: ForumRoll): string | null {
  const odds = roll.odds;
  const hit = odds?.outcomes.find((o) => o.key === roll.resolution.outcome.key);
  return odds && hit ? formatPercent(hit.weight, odds.total) : null;
}

/** Markdown's special characters escaped, so labels print as written. */
const md = (text: string): string => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

/** The roll as a plain-text post, or as Markdown. */
export function forumText(roll: ForumRoll, format: 'text' | 'markdown'): string {
  const { tool, resolution } = roll;
  const esc = format === 'markdown' ? md : (t: string) => t;
  const head = `${roll.gameTitle} · ${tool.title} (${tool.rule})`;
  const inputs = situation(tool, roll.inputs);
  const sides = roll.rolls.flatMap((r, i) => sideLines(tool, r, i));
  const odds = chance(roll);
  const result = [
    resolution.outcome.label,
    resolution.outcome.detail,
    ...(resolution.effects ?? []),
  ].filter((x): x is string => Boolean(x));
  if (format === 'text')
    return [
      head,
      `Situation: ${inputs.length ? inputs.join('; ') : 'every setting at its default'}`,
      ...sides,
      `Result: ${result.join('. ')}`,
      ...(odds ? [`Chance of this result: ${odds}`] : []),
      sourceWords(roll.source),
      roll.link,
    ].join('\n');
  return [
    `**${esc(head)}**`,
    '',
    `- Situation: ${inputs.length ? inputs.map(esc).join('; ') : 'every setting at its default'}`,
    ...sides.map((l) => (l.startsWith('  ') ? `  - ${esc(l.trim())}` : `- ${esc(l)}`)),
    `- **Result: ${esc(result.join('. '))}**`,
    ...(odds ? [`- Chance of this result: ${odds}`] : []),
    '',
    esc(sourceWords(roll.source)),
    '',
    `<${roll.link}>`,
  ].join('\n');
}
