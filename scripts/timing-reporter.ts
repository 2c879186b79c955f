import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's time: from when its worker took it to when it ended, in ms since the run began. */
interface FileTiming {
  project: string;
  file: string;
  start: number;
  end: number;
}

/**
 * Writes `.test-output/test-timings.json`: every test file's wall time and each project's span, so
 * `scripts/run-tests.mjs` can print a line per project and the slowest files when the run ends.
 */
export default class TimingReporter implements Reporter {
  private readonly began = Date.now();
  private readonly starts = new Map<string, number>();
  private readonly files: FileTiming[] = [];
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestModuleStart(module: TestModule): void {
    this.starts.set(module.id, Date.now() - this.began);
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now() - this.began;
    this.files.push({ project: module.project.name, file: relative(this.root, module.moduleId), start: this.starts.get(module.id) ?? end, end });
  }

  onTestRunEnd(): void {
    const projects = [...new Set(this.files.map((f) => f.project))].map((name) => {
      const files = this.files.filter((f) => f.project === name);
      return {
        name,
        files: files.length,
        start: Math.min(...files.map((f) => f.start)),
        end: Math.max(...files.map((f) => f.end)),
        fileSeconds: files.reduce((sum, f) => sum + (f.end - f.start), 0) / 1000,
      };
    });
    mkdirSync('.test-output', { recursive: true });
    writeFileSync('.test-output/test-timings.json', JSON.stringify({ seconds: (Date.now() - this.began) / 1000, projects, files: this.files }, null, 1));
  }
}
