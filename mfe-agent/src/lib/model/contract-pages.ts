import { type ContractKind } from '@site/shared/schemas';

/** Which contract page shows which kind; the consolidated flag that enables it. */
export const CONTRACT_PAGES = {
  dividend: { kind: 'DIVIDEND', flag: 'dividend' },
  dailySalary: { kind: 'DAILY_SALARY', flag: 'dailySalary' },
  hourlySalary: { kind: 'HOURLY_SALARY', flag: 'hourlySalary' },
  realtimeSalary: { kind: 'REALTIME_SALARY', flag: 'realTimeSalary' },
} as const satisfies Record<string, { kind: ContractKind; flag: string }>;

export type ContractPage = keyof typeof CONTRACT_PAGES;
