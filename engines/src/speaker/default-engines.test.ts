import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManifestModels } from '../models/manifest-models.ts';
import { checkoutModels } from '../testing/checkout-models.ts';
import { defaultDiarizer, defaultEmbedder, trainedEmbedder } from './default-engines.ts';
import { MfccEmbedder } from './embedding/mfcc-embedder.ts';
import { SileroVad } from './voice-activity/silero-vad.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const vad = new SileroVad();

describe('the default speaker engines', () => {
  it('are the MFCC statistics without models (SPEECHDECK_MODELS=none)', () => {
    const none = new ManifestModels({ manifest: join(ROOT, 'models', 'manifest.json'), dir: join(ROOT, 'models', 'installed'), disabled: true });
    expect(trainedEmbedder(none)).toBeUndefined();
    expect(defaultEmbedder(none)).toBeInstanceOf(MfccEmbedder);
    expect(defaultEmbedder(none).id).toBe('mfcc-stats-v3');
    expect(defaultDiarizer(vad, none).id).toBe('mfcc-agglomerative');
  });

  it('are GE2E when its model is installed, with an id naming both parts of its embedding', () => {
    const embedder = defaultEmbedder(checkoutModels());
    expect(embedder.id).toBe('ge2e-v1+mfcc-stats-v3');
    expect(embedder.dimension).toBe(2 * 256 + 1 + new MfccEmbedder().dimension);
  });
});
