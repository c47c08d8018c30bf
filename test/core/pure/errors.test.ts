// The two errors a user reads: a mistake to fix (ConfigurationError) and a gate that refuses to guess.
import { describe, expect, it } from 'vitest';
import {
  ConfigurationError,
  UndecidableError,
  errorMessage,
  isConfigurationError,
} from '../../../src/core/pure/errors.js';
import { TokenRefusedError } from '../../../src/core/github/errors.js';

describe('errors', () => {
  it('each kind is an Error named for what it is, and told apart', () => {
    const config = new ConfigurationError('fix the input');
    const undecidable = new UndecidableError('GitHub did not answer');
    expect(config).toBeInstanceOf(Error);
    expect(config.name).toBe('ConfigurationError');
    expect(undecidable.name).toBe('UndecidableError');
    expect(String(config)).toBe('ConfigurationError: fix the input');
    expect(isConfigurationError(config)).toBe(true);
    expect(isConfigurationError(undecidable)).toBe(false);
    expect(isConfigurationError(new Error('x'))).toBe(false);
    expect(isConfigurationError('fix the input')).toBe(false);
  });

  it('a refused token is a ConfigurationError', () => {
    expect(isConfigurationError(new TokenRefusedError('no', 403, 'checks: write'))).toBe(true);
  });

  it('errorMessage: the message of an Error, anything else as a string', () => {
    expect(errorMessage(new UndecidableError('why'))).toBe('why');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});
