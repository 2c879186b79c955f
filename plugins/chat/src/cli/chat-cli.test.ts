import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, runCli } from '@speechdeck/cli/testing';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerInfo } from '../contract/chat-api.ts';
import { chatServerPlugin } from '../server/index.ts';
import { startChatDouble, type ChatDouble } from '../server/testing/chat-double.ts';
import { resultsAccess, storeResult } from '@speechdeck/plugin-workspace/testing';

let double: ChatDouble;
let host: TestHost;
let user: { token: string; id: number };
let work: string;
const access = resultsAccess();

const cli = (args: string[], url = host.url, token = user.token) =>
  runCli(args, { configDir: join(work, '.config'), cwd: work, env: { SPEECHDECK_API_URL: url, SPEECHDECK_TOKEN: token } });

beforeAll(async () => {
  assertBuilt();
  double = await startChatDouble();
  host = await startTestHost({ plugins: [workspaceServerPlugin, chatServerPlugin, access.plugin], env: { SPEECHDECK_CHAT_URL: double.url, SPEECHDECK_CHAT_MODEL: 'llama-cli' } });
  user = await confirmedUser(host, 'cli-chat@example.com');
  await storeResult(access.store(), user.id, 'standup-7', 'standup.wav', [
    [12, 15.5, 'S1', 'The release moves to Thursday.'],
    [16, 19, 'S2', 'Then QA needs the build by Tuesday.'],
  ]);
  work = mkdtempSync(join(tmpdir(), 'speechdeck-chat-cli-'));
});
afterAll(async () => {
  await host?.close();
  await double?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('speechdeck chat', () => {
  it('streams the answer to stdout with the citations after it, grounded on the attached transcript, and continues the conversation', async () => {
    double.behave({ kind: 'answer', pieces: ['It moves', ' to Thursday [1].'] });
    const run = await cli(['chat', 'When is the release?', '--attach', 'standup-7']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('It moves to Thursday [1].\n\n[1] standup.wav 00:12-00:15 S1 (standup-7): The release moves to Thursday.\n');
    // The double got the transcript; S2's line is a passage of its own, so [1] is S1's.
    expect(double.requests.at(-1)!.body.messages[0]!.content).toContain('[1] "standup.wav" 0:12-0:15, S1: The release moves to Thursday.');
    const id = /--conversation (\S+)/.exec(run.stderr)![1]!;

    double.behave({ kind: 'answer', pieces: ['By Tuesday [2].'] });
    const next = await cli(['chat', 'And the QA build?', '--conversation', id, '--retrieve', '--json']);
    expect(next.code, next.stderr).toBe(0);
    const answer = next.json<AnswerInfo & { answer: string }>();
    expect(answer).toMatchObject({ answer: 'By Tuesday [2].', conversationId: id, grounding: { retrieve: true, attach: [] } });
    const sent = double.requests.at(-1)!.body.messages;
    expect(sent[0]!.content).toContain('[1] "standup.wav" 0:16-0:19, S2: Then QA needs the build by Tuesday.');
    expect(sent.slice(1).map((m) => m.content)).toEqual(['When is the release?', 'It moves to Thursday [1].', 'And the QA build?']);
  });

  it('fails with the host\'s message: another user\'s or an unknown transcript, and no chat server configured', async () => {
    const unknown = await cli(['chat', 'q', '--attach', 'nope', '--json']);
    expect(unknown.code).toBe(1);
    // With --json the error is JSON on stdout, for scripts.
    expect(unknown.json()).toMatchObject({ error: { status: 404, message: "No result with process id 'nope'." } });

    const bare = await startTestHost({ plugins: [workspaceServerPlugin, chatServerPlugin] });
    try {
      const other = await confirmedUser(bare, 'cli-chat-bare@example.com');
      const run = await cli(['chat', 'hello'], bare.url, other.token);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('No chat server is configured on this host: its operator sets SPEECHDECK_CHAT_URL');
    } finally {
      await bare.close();
    }
  });

  it('refuses more than ten transcripts before calling the host', async () => {
    const run = await cli(['chat', 'q', ...Array.from({ length: 11 }, (_, i) => ['--attach', `p${i}`]).flat()]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Attach at most 10 transcripts.');
  });
});
