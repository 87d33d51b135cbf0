/** Players whose big wins the seed puts on the home page's winner board (seed/recent-wins.ts). */
export const RECENT_WINNERS = ['kingcobra88', 'marialuz', 'junsantos', 'luckystar7', 'bigwin777'] as const;
