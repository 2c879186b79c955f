export { keywordSpotterRef } from './refs.ts';
export type * from './keyword-spotter.ts';
// pocketsphinx's search alone and the merging of its hits: for the kws service's evaluation and its test fake.
export { PocketsphinxSpotter } from './pocketsphinx-spotter.ts';
export { strongestOfOverlapping } from './strongest-hits.ts';
