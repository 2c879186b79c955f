import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stderrSummary } from '@speechdeck/core/server';

const STDERR_TAIL = 4096;
/**
 * `cat` makes the program's stdin a pipe: Node gives children a socket pair, and pocketsphinx
 * opens `/dev/stdin` by name, which fails on a socket. (A named FIFO instead left the program
 * blocked in open() forever when the writer had closed before it got there.) The script is fixed;
 * the program and its arguments pass as "$0" "$@", never through the shell's parsing.
 */
const THROUGH_A_PIPE = 'cat | "$0" "$@"';

/**
 * A program that reads raw audio from stdin as it arrives and prints as it goes. The host's
 * ProcessRunner takes no stdin, hence the spawn here; the group (sh, cat, the program) is killed
 * together.
 */
export class PipedDecoder {
  private child: ChildProcess | undefined;
  private stderr = '';
  private killed = false;
  /** Settles with the exit code (null when killed) once the program ends. */
  exited: Promise<number | null> = Promise.resolve(null);

  constructor(private readonly bin: string, private readonly args: readonly string[]) {}

  start(onLine: (line: string) => void): void {
    const child = spawn('sh', ['-c', THROUGH_A_PIPE, this.bin, ...this.args], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    this.child = child;
    // A program that died makes writes fail with EPIPE: its exit says why, not the write.
    child.stdin!.on('error', () => {});
    child.stderr!.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    createInterface({ input: child.stdout! }).on('line', onLine);
    this.exited = new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(this.killed ? null : code));
    });
  }

  /** Answers false when the pipe is full: wait for `onDrain`. */
  write(pcm: Buffer): boolean {
    const input = this.child?.stdin;
    return input?.writable ? input.write(pcm) : true;
  }

  onDrain(listener: () => void): void {
    this.child?.stdin?.on('drain', listener);
  }

  /** Bytes written but not yet taken by the pipe. */
  get pending(): number {
    return this.child?.stdin?.writableLength ?? 0;
  }

  /** End of audio: the program recognizes what is left and exits. */
  end(): void {
    this.child?.stdin?.end();
  }

  kill(): void {
    if (!this.child?.pid || this.killed) return;
    this.killed = true;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }

  /** The lines of the program's log that say what went wrong. */
  get failure(): string {
    return stderrSummary(this.stderr);
  }
}
