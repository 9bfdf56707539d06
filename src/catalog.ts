/**
 * The games Haversack covers and the tools each offers: the one list the home page, the router,
 * the page titles and the pre-rendered route pages are built from. Kept small: it ships in the
 * first page's JavaScript.
 */

/** A tool of a game: its route segment, its name and one line saying what it does. */
export interface ToolEntry {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** Rule sections the tool covers, shown on the home page and in the tool's header. */
  readonly rule: string;
  /** True once the tool is built; until then its page says so plainly. */
  readonly built?: boolean;
}

export interface GameEntry {
  readonly slug: string;
  readonly title: string;
  readonly publisher: string;
  readonly kind: string;
  readonly summary: string;
  readonly tools: readonly ToolEntry[];
}

export const GAMES = [
  {
    slug: 'altar-of-freedom',
    title: 'Altar of Freedom',
    publisher: 'miniatures rules, 2013, revised 2015',
    kind: 'Grand-tactical miniatures, one base per brigade',
    summary:
      'Firing, close combat and fate tables, the turn clock, four battles with their orders of battle, setup sheets, base labels and a battle tracker.',
    tools: [
      {
        slug: 'firing',
        built: true,
        title: 'Firing',
        summary: 'Firing Table with every modifier and its odds.',
        rule: 'Firing Table',
      },
      {
        slug: 'close-combat',
        built: true,
        title: 'Close combat',
        summary: 'Opposed close-combat roll: disparity, winner and effects.',
        rule: 'Close Combat Table',
      },
      {
        slug: 'evasion',
        built: true,
        title: 'Evasion',
        summary: 'Evasion roll for artillery and cavalry defenders.',
        rule: 'Evasion Table',
      },
      {
        slug: 'general-fate',
        built: true,
        title: 'General fate',
        summary: 'What happens to a general caught in the fighting.',
        rule: 'General Fate Table',
      },
      {
        slug: 'rally',
        built: true,
        title: 'Rally',
        summary: 'Rally a broken brigade at the end of the turn.',
        rule: 'Rally Table',
      },
      {
        slug: 'turn-clock',
        built: true,
        title: 'Turn clock',
        summary: 'Clock control roll, depletion rolls and the time left.',
        rule: 'Turn Clock',
      },
      {
        slug: 'traits',
        built: true,
        title: 'General traits',
        summary: 'The 26 personality traits and where each one applies.',
        rule: 'Appendix I',
      },
      {
        slug: 'oob',
        built: true,
        title: 'Orders of battle',
        summary: 'Both armies of each scenario, brigade by brigade.',
        rule: 'Scenarios',
      },
      {
        slug: 'setup',
        built: true,
        title: 'Setup sheets',
        summary: 'Printable scenario sheets: table, turns, deployment, special rules.',
        rule: 'Scenarios',
      },
      {
        slug: 'labels',
        built: true,
        title: 'Base labels',
        summary: 'Printable fold-over labels for every base.',
        rule: 'Mustering Armies',
      },
      {
        slug: 'tracker',
        built: true,
        title: 'Battle tracker',
        summary: 'Turn, clock, fatigue, losses against the break point.',
        rule: 'The Smoke Clears; Victory',
      },
      {
        slug: 'army-builder',
        built: true,
        title: 'Army builder',
        summary: 'Build an army within a points budget.',
        rule: 'Appendix V',
      },
      {
        slug: 'rulings',
        built: true,
        title: 'Rulings',
        summary: 'Where the rulebook contradicts itself or leaves a gap, and what the app does.',
        rule: 'Contradictions and gaps',
      },
    ],
  },
  {
    slug: 'price-of-freedom',
    title: 'The Price of Freedom',
    publisher: 'Compass Games, 2008',
    kind: 'Card-driven strategic game, point to point',
    summary:
      'Battle calculator with the Battle Results Table, withdrawal, interception and attrition rollers, war effort and blockade tracker, setup sheet.',
    tools: [
      {
        slug: 'battle',
        built: true,
        title: 'Battle calculator',
        summary: 'Both sides, every modifier, the Battle Results Table and exact odds.',
        rule: '§17',
      },
      {
        slug: 'withdrawal',
        built: true,
        title: 'Withdrawal',
        summary: 'Withdrawal before battle; ties favour the withdrawer.',
        rule: '§16.4',
      },
      {
        slug: 'interception',
        built: true,
        title: 'Interception',
        summary: 'Intercepting a moving army; ties favour the mover.',
        rule: '§16.5',
      },
      {
        slug: 'march-attrition',
        built: true,
        title: 'March attrition',
        summary: 'Attrition per region entered, force march included.',
        rule: '§16.3',
      },
      {
        slug: 'campaign-attrition',
        built: true,
        title: 'Campaign attrition',
        summary: 'End-phase attrition per region.',
        rule: '§19',
      },
      {
        slug: 'movement',
        built: true,
        title: 'Movement allowance',
        summary: 'Movement allowance of an army.',
        rule: '§16.2',
      },
      {
        slug: 'war-effort',
        built: true,
        title: 'War effort and blockade',
        summary: 'War Effort, blockade boxes, limits and victory check.',
        rule: '§4–6, §20',
      },
      {
        slug: 'commanders',
        built: true,
        title: 'Commanders',
        summary: 'The 25 commanders and what the rulebook reveals of them.',
        rule: '§7–8',
      },
      {
        slug: 'setup',
        built: true,
        title: 'Setup sheet',
        summary: 'Starting armies, markers, cards and turn record.',
        rule: '§8',
      },
      {
        slug: 'rulings',
        built: true,
        title: 'Rulings',
        summary: 'Where the rulebook contradicts itself or leaves a gap, and what the app does.',
        rule: 'Contradictions and gaps',
      },
    ],
  },
  {
    slug: 'us-civil-war',
    title: 'The U.S. Civil War',
    publisher: 'GMT Games, revised 2017',
    kind: 'Strategic hex-and-counter',
    summary:
      'Land battle calculator, reaction rolls, supply and attrition, reinforcements and victory.',
    tools: [
      {
        slug: 'battle',
        title: 'Land battle',
        summary: 'Every combat modifier; the CRT as entered by the player.',
        rule: '§11',
      },
      {
        slug: 'reaction',
        title: 'Reaction rolls',
        summary: 'Interception, avoid battle and manoeuvre rolls.',
        rule: '§10',
      },
      {
        slug: 'attrition',
        title: 'Supply and attrition',
        summary: 'Supply segment attrition roll.',
        rule: '§13',
      },
      {
        slug: 'reinforcements',
        title: 'Reinforcements',
        summary: 'Confederate build points and Union reinforcements.',
        rule: '§15',
      },
      {
        slug: 'victory',
        title: 'Victory points',
        summary: 'Victory points and automatic victory.',
        rule: '§18',
      },
    ],
  },
  {
    slug: 'battle-cry-of-freedom',
    title: 'Battle Cry of Freedom',
    publisher: 'Decision Games, 2002',
    kind: 'Two-player card game, no dice',
    summary: 'Command point track, combat value ledger, turn stepper and victory monitor.',
    tools: [
      {
        slug: 'command-points',
        title: 'Command points',
        summary: 'Both command point tracks with history and undo.',
        rule: 'Command Points',
      },
      {
        slug: 'combat',
        title: 'Combat ledger',
        summary: 'Combat values of both sides and who is winning.',
        rule: 'Combat',
      },
      {
        slug: 'turn',
        title: 'Turn sequence',
        summary: 'Phases A to L with what each allows.',
        rule: 'Sequence of Play',
      },
      {
        slug: 'victory',
        title: 'Victory',
        summary: 'Victory conditions of each scenario.',
        rule: 'Victory',
      },
      {
        slug: 'setup',
        title: 'Scenario setup',
        summary: 'Setup checklists for the four scenarios.',
        rule: 'Scenarios',
      },
    ],
  },
  {
    slug: 'in-freedoms-cause',
    title: "In Freedom's Cause",
    publisher: 'regimental miniatures rules, 2020',
    kind: 'Regimental miniatures with a table-generating app',
    summary: 'Movement and range reference, brigade and army morale tests, unit tracker.',
    tools: [
      {
        slug: 'movement',
        title: 'Movement and ranges',
        summary: 'Movement by formation and terrain, weapon ranges.',
        rule: 'Movement',
      },
      {
        slug: 'brigade-morale',
        title: 'Brigade morale',
        summary: 'Brigade morale test and its modifiers.',
        rule: 'Brigade Morale',
      },
      {
        slug: 'army-morale',
        title: 'Army morale',
        summary: 'Army morale and breaking.',
        rule: 'Army Morale',
      },
      {
        slug: 'tracker',
        title: 'Unit tracker',
        summary: 'Casualties, formation and status per unit.',
        rule: 'Units',
      },
    ],
  },
] as const satisfies readonly GameEntry[];

export type GameSlug = (typeof GAMES)[number]['slug'];

/** The game with this slug, or undefined. */
export function findGame(slug: string): GameEntry | undefined {
  return (GAMES as readonly GameEntry[]).find((g) => g.slug === slug);
}

/** The tool of a game with this slug, or undefined. */
export function findTool(game: GameEntry, slug: string): ToolEntry | undefined {
  return game.tools.find((t) => t.slug === slug);
}
