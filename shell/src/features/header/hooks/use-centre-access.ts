import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isTrialAccount, useSessionStore } from '@site/shared';

/**
 * SPEC §6: member and agent centres need a real account. A trial account (isAgent 4) gets the real-account
 * warning instead of the page. Returns a navigate function that applies the rule and the warning state.
 */
export function useCentreAccess() {
  const navigate = useNavigate();
  const isAgent = useSessionStore((s) => s.isAgent);
  const [warning, setWarning] = useState(false);
  const go = (path: string) => {
    if (isTrialAccount(isAgent)) setWarning(true);
    else navigate(path);
  };
  return { go, warning, dismissWarning: () => setWarning(false) };
}
