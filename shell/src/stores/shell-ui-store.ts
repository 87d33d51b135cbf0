import { create } from 'zustand';

/** The header modals of docs/site-rules.md "Screens"; one open at a time (a confirm dialog may stack on top). */
export type HeaderModal =
  | { kind: 'auth'; tab: 'login' | 'register' }
  | { kind: 'change-password'; forced: boolean }
  | { kind: 'forgot-password' }
  | { kind: 'app-download' }
  | { kind: 'notice'; index: number }
  | { kind: 'help' }
  | { kind: 'game'; url: string; title: string }
  | { kind: 'register-success'; generatedAccount: string | null };

export interface ShellUiState {
  modal: HeaderModal | null;
  sidebarMini: boolean;
  /** Phones (≤ 768 px): the side menu is a drawer over the page, closed until the menu button opens it. */
  drawerOpen: boolean;
  balanceHidden: boolean;
  /** Set after a login that did not need a forced password change: the after-login modal shows (docs/site-rules.md "Flows"). */
  afterLogin: { firstTime: boolean } | null;
  /** A login's after-login sequence is running (member info loading): the popup's decision waits for it. */
  loginCompleting: boolean;
  open: (modal: HeaderModal) => void;
  close: () => void;
  toggleSidebar: () => void;
  setDrawerOpen: (open: boolean) => void;
  toggleBalanceHidden: () => void;
  setAfterLogin: (value: { firstTime: boolean } | null) => void;
  setLoginCompleting: (running: boolean) => void;
}

export const useShellUi = create<ShellUiState>()((set) => ({
  modal: null,
  sidebarMini: false,
  drawerOpen: false,
  balanceHidden: false,
  afterLogin: null,
  loginCompleting: false,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
  toggleSidebar: () => set((s) => ({ sidebarMini: !s.sidebarMini })),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  toggleBalanceHidden: () => set((s) => ({ balanceHidden: !s.balanceHidden })),
  setAfterLogin: (afterLogin) => set({ afterLogin }),
  setLoginCompleting: (loginCompleting) => set({ loginCompleting }),
}));
