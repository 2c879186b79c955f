import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const PROBES = fileURLToPath(new URL('./type-tests/typed-requests.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

/** The compiler's errors in the probe file, by line (1-based). */
function errorsByLine(): Map<number, string> {
  const config = ts.getParsedCommandLineOfConfigFile(TSCONFIG, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const program = ts.createProgram([PROBES], config.options);
  const file = program.getSourceFile(PROBES)!;
  const errors = new Map<number, string>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program, file)) {
    const line = file.getLineAndCharacterOfPosition(diagnostic.start!).line + 1;
    errors.set(line, `${errors.get(line) ?? ''} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
  }
  return errors;
}

describe('typed requests', () => {
  const errors = errorsByLine();
  const lines = ts.sys.readFile(PROBES)!.split('\n');
  const expected = lines.flatMap((text, index) => {
    const match = /\/\/ EXPECT ([\w-]+): (.+)$/.exec(text);
    return match ? [{ name: match[1]!, message: match[2]!, line: index + 2 }] : [];
  });

  it('has probes to check', () => {
    expect(expected.length).toBeGreaterThanOrEqual(5);
  });

  it.each(expected)('a call with $name does not compile', ({ line, message }) => {
    expect(errors.get(line) ?? 'no error', `line ${line}: ${lines[line - 1]!.trim()}`).toContain(message);
  });

  it('compiles every other call', () => {
    const unexpected = [...errors].filter(([line]) => !expected.some((probe) => probe.line === line));
    expect(unexpected).toEqual([]);
  });
});
