/** Helpers shared by the config tests. */
import { expect } from 'vitest';
import { loadConfigFromText } from '../../../src/config/load-config.js';
import { DiagnosticError, type Diagnostic } from '../../../src/diagnostics/diagnostic.js';

/** Joins lines into a config text, so tests can count lines and columns by eye. */
export const lines = (...rows: string[]): string => rows.join('\n');

/** Validates a config text and returns its diagnostics, failing the test when it is valid. */
export function diagnose(text: string): Diagnostic[] {
  try {
    loadConfigFromText(text, 'site.config.json', '/site');
  } catch (err) {
    expect(err).toBeInstanceOf(DiagnosticError);
    return (err as DiagnosticError).diagnostics;
  }
  throw new Error('expected the config to be rejected');
}

/** The diagnostics without hints, for exact assertions on rule, position and message. */
export function brief(text: string): Pick<Diagnostic, 'rule' | 'line' | 'column' | 'message'>[] {
  return diagnose(text).map(({ rule, line, column, message }) => ({ rule, line, column, message }));
}
