import { describe, expect, it } from 'vitest';
import { botLogin, isBotLogin, restLogin, sameLogin } from '../../../src/core/pure/logins.js';

describe('logins as REST spells them', () => {
  it("gives a GraphQL Bot its [bot] suffix, and a user's login as it is", () => {
    expect(restLogin({ __typename: 'Bot', login: 'billing-bot' })).toBe('billing-bot[bot]');
    expect(restLogin({ __typename: 'Bot', login: 'billing-bot[bot]' })).toBe('billing-bot[bot]');
    expect(restLogin({ __typename: 'User', login: 'billing-bot' })).toBe('billing-bot');
    expect(restLogin({ login: 'billing-bot' })).toBe('billing-bot');
    expect(restLogin(null)).toBe('ghost');
  });

  it('tells the App from a user of the bare name, whatever the case', () => {
    expect(sameLogin('Billing-Bot[bot]', 'billing-bot[bot]')).toBe(true);
    expect(sameLogin('billing-bot', 'billing-bot[bot]')).toBe(false);
    expect(isBotLogin('billing-bot[BOT]')).toBe(true);
    expect(isBotLogin('billing-bot')).toBe(false);
    expect(botLogin('billing-bot')).toBe('billing-bot[bot]');
    expect(botLogin('billing-bot[bot]')).toBe('billing-bot[bot]');
  });
});
