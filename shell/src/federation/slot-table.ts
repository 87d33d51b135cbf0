import { REMOTES, SLOTS, slotModule, type SlotName } from '@site/shared';

export interface SlotTarget {
  remote: string;
  /** Exposed module, e.g. `widgets/panel`. */
  expose: string;
}

/**
 * The shell's table from slot name to remote module. Built from the contract (owner) and checked
 * against the apps registry (the owner must declare the slot), so no remote ever names another.
 */
export function buildSlotTable(): Record<SlotName, SlotTarget> {
  const table = {} as Record<SlotName, SlotTarget>;
  for (const name of Object.keys(SLOTS) as SlotName[]) {
    const owner = SLOTS[name].owner;
    const entry = REMOTES.find((app) => app.remote === owner);
    if (!entry || !entry.slots.includes(name)) {
      throw new Error(`slot ${name}: owner ${owner} does not declare it in shared/src/platform/apps.cjs`);
    }
    table[name] = { remote: owner, expose: slotModule(name) };
  }
  return table;
}

export const SLOT_TABLE = buildSlotTable();
