import { isAgentAccount, isTrialAccount } from './account-type';

describe('account type', () => {
  it('type 4 is the trial account and never an agent', () => {
    expect(isTrialAccount(4)).toBe(true);
    expect(isAgentAccount(4)).toBe(false);
  });

  it.each([1, 2, 41, 42])('type %i is an agent, not a trial account', (type) => {
    expect(isAgentAccount(type)).toBe(true);
    expect(isTrialAccount(type)).toBe(false);
  });

  it('a plain player (0) is neither', () => {
    expect(isAgentAccount(0)).toBe(false);
    expect(isTrialAccount(0)).toBe(false);
  });
});
