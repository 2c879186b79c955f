import type { CliPlugin } from '@speechdeck/core/cli';
import { chatCliPlugin } from '@speechdeck/plugin-chat/cli';
import { kwsCliPlugin } from '@speechdeck/plugin-kws/cli';
import { medCliPlugin } from '@speechdeck/plugin-med/cli';
import { mtCliPlugin } from '@speechdeck/plugin-mt/cli';
import { nerCliPlugin } from '@speechdeck/plugin-ner/cli';
import { relworkspaceCliPlugin } from '@speechdeck/plugin-relworkspace/cli';
import { speakerCliPlugin } from '@speechdeck/plugin-speaker/cli';
import { splitterCliPlugin } from '@speechdeck/plugin-splitter/cli';
import { sttCliPlugin } from '@speechdeck/plugin-stt/cli';
import { ttsCliPlugin } from '@speechdeck/plugin-tts/cli';
import { workspaceCliPlugin } from '@speechdeck/plugin-workspace/cli';

/**
 * The plugins whose commands `speechdeck` offers, in the order `--help` lists them (after the
 * CLI's own). A new service adds its `/cli` entry here and to package.json, and nowhere else.
 */
export const CLI_PLUGINS: readonly CliPlugin[] = [sttCliPlugin, ttsCliPlugin, speakerCliPlugin, medCliPlugin, kwsCliPlugin, splitterCliPlugin, mtCliPlugin, nerCliPlugin, chatCliPlugin, relworkspaceCliPlugin, workspaceCliPlugin];
