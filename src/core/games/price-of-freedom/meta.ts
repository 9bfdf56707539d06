/**
 * The Price of Freedom: the game's identity and its tools, each with its kind. Small on purpose: the
 * catalogue ships it in the first page's JavaScript.
 */
import type { GameMeta } from '../../shared/game-module.js';
import { RULINGS_TOOL } from '../../shared/rulings-tool.js';

export const META = {
  slug: 'price-of-freedom',
  title: 'The Price of Freedom',
  publisher: 'Compass Games, 2008',
  kind: 'Card-driven strategic game, point to point',
  summary:
    'Battle calculator with the Battle Results Table, withdrawal, interception and attrition rollers, march planner, war effort and blockade tracker, setup sheet.',
  tools: [
    {
      slug: 'battle',
      main: true,
      kind: 'roll',
      built: true,
      title: 'Battle calculator',
      summary: 'Both sides, every modifier, the Battle Results Table and exact odds.',
      rule: '§17',
    },
    {
      slug: 'withdrawal',
      kind: 'roll',
      built: true,
      title: 'Withdrawal',
      summary: 'Withdrawal before battle; ties favour the withdrawer.',
      rule: '§16.4',
    },
    {
      slug: 'interception',
      kind: 'roll',
      built: true,
      title: 'Interception',
      summary: 'Intercepting a moving army; ties favour the mover.',
      rule: '§16.5',
    },
    {
      slug: 'march-attrition',
      kind: 'roll',
      built: true,
      title: 'March attrition',
      summary: 'Attrition per region entered, force march included.',
      rule: '§16.3',
    },
    {
      slug: 'campaign-attrition',
      kind: 'roll',
      built: true,
      title: 'Campaign attrition',
      summary: 'End-phase attrition per region.',
      rule: '§19',
    },
    {
      slug: 'movement',
      kind: 'calculator',
      built: true,
      title: 'Movement allowance',
      summary: 'Movement allowance of an army.',
      rule: '§16.2',
    },
    {
      slug: 'march',
      kind: 'calculator',
      built: true,
      title: 'March planner',
      summary: 'A move region by region: allowance, pick-ups, drop-offs and march attrition odds.',
      rule: '§16.2–16.3',
    },
    {
      slug: 'war-effort',
      kind: 'tracker',
      built: true,
      title: 'War effort and blockade',
      summary: 'War Effort, blockade boxes, limits and victory check.',
      rule: '§4–6, §20',
    },
    {
      slug: 'commanders',
      kind: 'roster',
      built: true,
      title: 'Commanders',
      summary: 'The 25 commanders and what the rulebook reveals of them.',
      rule: '§7–8',
    },
    {
      slug: 'setup',
      kind: 'setup-sheet',
      built: true,
      title: 'Setup sheet',
      summary: 'Starting armies, markers, cards and turn record.',
      rule: '§8',
    },
    RULINGS_TOOL,
  ],
} as const satisfies GameMeta;
