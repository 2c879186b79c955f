import { gapCost, substitutionCost } from './phone-distance.ts';

/** A term and how it is said (CMU phones: the words of a phrase one after another). */
export interface PhoneTerm {
  readonly term: string;
  readonly phones: readonly string[];
}

/** A term that sounds like `length` heard words from `first` on. */
export interface SoundsLikeCandidate {
  term: string;
  first: number;
  length: number;
  /** The weighted phone edit distance over the term's phones (phone-distance.ts): 0 the same sounds. */
  distance: number;
}

export interface SoundsLikeOptions {
  /** The largest normalized distance a candidate may have (default 0.35: about a third of its phones misheard). */
  maxDistance?: number;
  /** The most heard words a term may span (default 4: "lies in a purl" for lisinopril). */
  maxWords?: number;
  /** Terms and spans of fewer phones are not compared (default 4): short ones sound like too much. */
  minPhones?: number;
  /** The best this many terms for each span of heard words (default 3). */
  perSpan?: number;
}

export const SOUNDS_LIKE_DEFAULTS: Required<SoundsLikeOptions> = { maxDistance: 0.35, maxWords: 4, minPhones: 4, perSpan: 3 };

interface TrieNode {
  /** The phones that go on from here, and the node each leads to (arrays: walked millions of times). */
  readonly phones: number[];
  readonly children: TrieNode[];
  /** Terms whose phones end here. */
  readonly terms: string[];
  readonly depth: number;
  /** The most phones of a term at or below this node: how far the search may still go from here. */
  deepest: number;
}

const trieNode = (depth: number): TrieNode => ({ phones: [], children: [], terms: [], depth, deepest: depth });

/**
 * Phones as small numbers and the costs between them in tables: the walk compares millions of
 * pairs for a long transcript, which string keys would make seconds.
 */
class PhoneCosts {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  gaps = new Float64Array(64);
  /** The cost of hearing a for b, the same as b for a: substitutions[a * width + b]. */
  substitutions = new Float64Array(64 * 64);
  width = 64;

  id(phone: string): number {
    const known = this.ids.get(phone);
    if (known !== undefined) return known;
    const id = this.names.length;
    this.ids.set(phone, id);
    this.names.push(phone);
    if (id >= this.width) this.resize(this.width * 2);
    else this.fill(id);
    return id;
  }

  private fill(id: number): void {
    const phone = this.names[id]!;
    this.gaps[id] = gapCost(phone);
    this.names.forEach((other, j) => {
      this.substitutions[id * this.width + j] = substitutionCost(phone, other);
      this.substitutions[j * this.width + id] = substitutionCost(other, phone);
    });
  }

  private resize(width: number): void {
    this.width = width;
    this.gaps = new Float64Array(width);
    this.substitutions = new Float64Array(width * width);
    this.names.forEach((_, id) => this.fill(id));
  }
}

/**
 * Terms that sound like spans of heard words: every span of 1..maxWords consecutive words, said
 * one after another, against every term, by the weighted phone edit distance over the term's
 * length. Exact (no candidate within the distance is left out, no prefilter): the terms' phones
 * are a trie walked once per first word against all the spans that start there (one edit-distance
 * column per trie node), and a branch is left as soon as no term under it can come near enough.
 */
export class SoundsLikeIndex {
  private readonly root = trieNode(0);
  private readonly flat: FlatTrie;
  private readonly costs = new PhoneCosts();
  private readonly said = new Map<string, readonly string[]>();
  /** Terms indexed (those with phones). */
  readonly size: number;

  constructor(terms: Iterable<PhoneTerm>) {
    let size = 0;
    for (const { term, phones } of terms) {
      if (phones.length === 0) continue;
      let at = this.root;
      at.deepest = Math.max(at.deepest, phones.length);
      for (const phone of phones) {
        const id = this.costs.id(phone);
        let next = at.children[at.phones.indexOf(id)];
        if (!next) {
          next = trieNode(at.depth + 1);
          at.phones.push(id);
          at.children.push(next);
        }
        next.deepest = Math.max(next.deepest, phones.length);
        at = next;
      }
      if (!at.terms.includes(term)) {
        at.terms.push(term);
        size++;
      }
      if (!this.said.has(term)) this.said.set(term, phones);
    }
    this.size = size;
    this.flat = flatten(this.root);
  }

  /** A term's phones as indexed (its first pronunciation), or undefined for a term not indexed. */
  phonesOf(term: string): readonly string[] | undefined {
    return this.said.get(term);
  }

  /**
   * The candidates for the heard words (each word's phones, or undefined for a word that has none:
   * no span crosses it), best first: for each span, its best `perSpan` terms within `maxDistance`.
   * About 5-15 ms of CPU per heard word with 11,000 terms: for a long transcript use
   * candidatesInTurn, which lets the event loop run between words.
   */
  candidates(heard: readonly (readonly string[] | undefined)[], options: SoundsLikeOptions = {}): SoundsLikeCandidate[] {
    const settled = { ...SOUNDS_LIKE_DEFAULTS, ...options };
    const ids = this.phoneIds(heard);
    const found: SoundsLikeCandidate[] = [];
    for (let first = 0; first < ids.length; first++) found.push(...this.spansFrom(ids, first, settled));
    return found.sort(byDistance);
  }

  /** As candidates, giving the event loop its turn every few milliseconds; stops with the signal's reason when aborted. */
  async candidatesInTurn(heard: readonly (readonly string[] | undefined)[], options: SoundsLikeOptions = {}, signal?: AbortSignal): Promise<SoundsLikeCandidate[]> {
    const settled = { ...SOUNDS_LIKE_DEFAULTS, ...options };
    const ids = this.phoneIds(heard);
    const found: SoundsLikeCandidate[] = [];
    let since = performance.now();
    for (let first = 0; first < ids.length; first++) {
      if (performance.now() - since > TURN_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        signal?.throwIfAborted();
        since = performance.now();
      }
      found.push(...this.spansFrom(ids, first, settled));
    }
    return found.sort(byDistance);
  }

  private phoneIds(heard: readonly (readonly string[] | undefined)[]): (number[] | undefined)[] {
    return heard.map((phones) => phones?.map((phone) => this.costs.id(phone)));
  }

  /** The candidates of the spans that start at heard word `first`. */
  private spansFrom(ids: readonly (readonly number[] | undefined)[], first: number, options: Required<SoundsLikeOptions>): SoundsLikeCandidate[] {
    const { maxDistance, maxWords, minPhones, perSpan } = options;
    // The phones of the longest span from here, and where each shorter span ends in them.
    const phones: number[] = [];
    const ends: { words: number; at: number }[] = [];
    for (let n = 1; n <= maxWords && first + n <= ids.length; n++) {
      const word = ids[first + n - 1];
      if (!word || word.length === 0) break;
      phones.push(...word);
      if (phones.length >= minPhones) ends.push({ words: n, at: phones.length });
    }
    if (ends.length === 0) return [];
    const bySpan = new Map<number, SoundsLikeCandidate[]>();
    walk(this.flat, this.costs, phones, maxDistance, (terms, depth, column) => {
      if (depth < minPhones) return;
      for (const end of ends) {
        const distance = column[end.at]! / depth;
        if (distance > maxDistance) continue;
        const list = bySpan.get(end.words) ?? [];
        for (const term of terms) list.push({ term, first, length: end.words, distance });
        bySpan.set(end.words, list);
      }
    });
    return [...bySpan.values()].flatMap((list) => list.sort(byDistance).slice(0, perSpan));
  }
}

/** How long the search runs before the event loop gets a turn. */
const TURN_MS = 10;

/**
 * The trie in depth-first order, in typed arrays: a node's children follow it, and `after` is the
 * index past its subtree, so a branch is left by a jump. Walked millions of times a transcript,
 * this is three times as quick as following the nodes' own references.
 */
interface FlatTrie {
  phone: Int32Array;
  depth: Int32Array;
  deepest: Int32Array;
  after: Int32Array;
  /** The terms that end at each node, if any. */
  terms: (readonly string[] | undefined)[];
  /** The most phones of any term (for the columns). */
  deepestOfAll: number;
}

function flatten(root: TrieNode): FlatTrie {
  const phone: number[] = [];
  const depth: number[] = [];
  const deepest: number[] = [];
  const after: number[] = [];
  const terms: (readonly string[] | undefined)[] = [];
  const visit = (node: TrieNode, reachedBy: number) => {
    const at = phone.length;
    phone.push(reachedBy);
    depth.push(node.depth);
    deepest.push(node.deepest);
    after.push(0);
    terms.push(node.terms.length > 0 ? node.terms : undefined);
    node.children.forEach((child, c) => visit(child, node.phones[c]!));
    after[at] = phone.length;
  };
  visit(root, -1);
  return { phone: Int32Array.from(phone), depth: Int32Array.from(depth), deepest: Int32Array.from(deepest), after: Int32Array.from(after), terms, deepestOfAll: root.deepest };
}

/**
 * The trie against the phones of the spans from one heard word: one edit-distance column per
 * depth (a node's is made from its parent's, the column one depth up), `onTerms` at each node
 * where terms end, and a branch left as soon as no term under it can come near enough: a term of
 * `depth + rest` phones aligned through (depth, j) costs at least column[j], and with the rest said
 * as the heard phones after j at best, it is near enough only if
 * column[j] <= maxDistance * (depth + min(heard after j, rest)) for some j.
 */
function walk(trie: FlatTrie, costs: PhoneCosts, heard: readonly number[], maxDistance: number, onTerms: (terms: readonly string[], depth: number, column: Float64Array) => void): void {
  const { gaps, substitutions, width } = costs;
  const length = heard.length;
  const columns = Array.from({ length: trie.deepestOfAll + 1 }, () => new Float64Array(length + 1));
  const root = columns[0]!;
  for (let j = 1; j <= length; j++) root[j] = root[j - 1]! + gaps[heard[j - 1]!]!;
  const nodes = trie.phone.length;
  for (let node = 1; node < nodes;) {
    const depth = trie.depth[node]!;
    const column = columns[depth - 1]!;
    const next = columns[depth]!;
    const phone = trie.phone[node]!;
    const rest = trie.deepest[node]! - depth;
    const gap = gaps[phone]!;
    // The costs are symmetric: this phone's row holds its cost against every heard phone.
    const row = phone * width;
    let previous = column[0]! + gap;
    next[0] = previous;
    let reachable = previous <= maxDistance * (depth + Math.min(length, rest));
    for (let j = 1; j <= length; j++) {
      const h = heard[j - 1]!;
      let cost = column[j]! + gap;
      const skip = previous + gaps[h]!;
      if (skip < cost) cost = skip;
      const swap = column[j - 1]! + substitutions[row + h]!;
      if (swap < cost) cost = swap;
      next[j] = cost;
      previous = cost;
      if (!reachable && cost <= maxDistance * (depth + (length - j < rest ? length - j : rest))) reachable = true;
    }
    const terms = trie.terms[node];
    if (terms) onTerms(terms, depth, next);
    node = reachable ? node + 1 : trie.after[node]!;
  }
}

const byDistance = (a: SoundsLikeCandidate, b: SoundsLikeCandidate) => a.distance - b.distance || a.first - b.first || a.length - b.length || a.term.localeCompare(b.term);

/**
 * The distinct terms of the candidates, nearest first, at most `count`: what a recognizer is given
 * to listen for on a second pass.
 */
export function nearestTerms(candidates: readonly SoundsLikeCandidate[], count: number): string[] {
  const terms: string[] = [];
  for (const candidate of [...candidates].sort(byDistance)) {
    if (terms.length >= count) break;
    if (!terms.includes(candidate.term)) terms.push(candidate.term);
  }
  return terms;
}
