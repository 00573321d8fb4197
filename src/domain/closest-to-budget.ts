/**
 * Exact "closest to the budget from below" with one option per category: a multiple-choice
 * subset-sum, NP-hard in general, solved by dynamic programming over reachable sums — pseudo-
 * polynomial in the budget, and fast on real catalogues because their sums saturate.
 *
 * Objective, in order: the largest total not above the budget; then the most options matching the
 * visitor's style; then the earliest option of the first category, then of the second, and so on
 * (callers list options by ascending id, which makes the choice deterministic).
 *
 * How:
 * 1. Options that cannot fit next to the cheapest of every other category are dropped. If the dearest
 *    option of every category fits, that is the answer and nothing else runs.
 * 2. Prices are divided by their GCD: catalogues price in multiples of 500 or 1000, so a
 *    20 000 000 FCFA budget often becomes 40 000 units.
 * 3. Suffix sets S_i (sums reachable with categories i..k) are built from the last category back, as
 *    bitsets. S_i only keeps the sums that can still end within [floor, cap] once categories 1..i-1
 *    add between their cheapest and dearest (pruning by min/max remaining), so a stage's window is at
 *    most min(spread of the prefix, spread of the suffix) wide. `floor` starts at the cap — the budget
 *    hit exactly, the usual case on a real catalogue, which ends the search after one pass — and moves
 *    down geometrically until S_1 meets [floor, cap]; its highest sum there is the best total T.
 * 4. S_i = S_{i+1} ⊕ prices_i is computed by marking every pair while S_{i+1} holds fewer sums than
 *    the output has words; otherwise a run of consecutive sums of S_{i+1} at least as long as the
 *    widest gap between prices fills its whole image at once, and S_{i+1} shifted by each price is
 *    OR-ed into the words still not all ones (a union-find "next unfilled word"), so saturated stages
 *    cost a pass over memory and the shifts only work the sparse ends of the window.
 * 5. Style: only the M categories that mix matching and other options can change the number of
 *    matches. For them a pass at a fixed total T keeps, per stage, one set per match count μ ("sums
 *    reachable with at least μ matching options"), only for the counts that can still reach a goal;
 *    the goal starts at M and falls (M-1, M-3, M-7...) until T is reached. That pass is first tried at
 *    T = budget with goal M, which settles the usual case before step 3 is needed at all.
 * 6. Stages are kept block-compressed (all-zero and all-one blocks of 1024 bits cost a byte), and the
 *    choice is rebuilt forwards: in each category, the earliest option whose price and match leave a
 *    remainder that the rest can still reach.
 *
 * Complexity, with n options, k categories, m_i distinct prices in category i, W the widest window
 * (≤ the budget in GCD units): O(n log n) to prepare; per stage and match count, at worst
 * O(min(|S_{i+1}|·m_i, m_i·W/32)) word operations, but about O(W/32 + m_i·U_i) once sums saturate,
 * U_i being the words still unfilled at the sparse ends; ⌈log_8 W⌉ + 1 passes at most, one when the
 * budget can be hit exactly; a style pass costs one pass per match count kept (one when every mixed
 * category can match). Memory: two W-bit buffers per match count kept, a W/32 union-find array and
 * the compressed stages (≤ k·W/8 bytes, a few kilobytes once saturated). A window wider than
 * MAX_WINDOW_BITS (≈ 134 000 000 FCFA at GCD 1, far beyond a room budget) is refused with a
 * RangeError rather than allowed to exhaust memory.
 */

export interface PricedOption {
  priceFcfa: number;
  matchesStyle: boolean;
}

export const MAX_WINDOW_BITS = 2 ** 27;

/**
 * Index, in each category's list, of the chosen option; null when a category has no option or even
 * the cheapest ones exceed the budget. Prices are whole, non-negative FCFA; Infinity means no limit.
 */
export function closestToBudget(
  categories: readonly (readonly PricedOption[])[],
  budgetFcfa: number,
): number[] | null {
  const budget = Math.floor(budgetFcfa);
  if (categories.some((options) => options.length === 0)) return null;
  const cheapest = categories.map((options) =>
    options.reduce((least, o) => Math.min(least, o.priceFcfa), Infinity),
  );
  const cheapestTotal = sum(cheapest);
  if (!(cheapestTotal <= budget)) return null;

  let unit = 0;
  const fitting = categories.map((options, i) => {
    const ceiling = budget - (cheapestTotal - (cheapest[i] ?? 0));
    const indices: number[] = [];
    const prices: number[] = [];
    const matches: number[] = [];
    for (let index = 0; index < options.length; index++) {
      const o = options[index];
      if (!o || o.priceFcfa > ceiling) continue;
      indices.push(index);
      prices.push(o.priceFcfa);
      matches.push(o.matchesStyle ? 1 : 0);
      unit = gcd(unit, o.priceFcfa);
    }
    return { indices, prices, matches };
  });
  unit ||= 1;
  const choices: Category[] = fitting.map(({ indices, prices, matches }) => ({
    indices: Int32Array.from(indices),
    units: Float64Array.from(prices).map((price) => price / unit),
    matches: Uint8Array.from(matches),
  }));
  const cap = Math.floor(budget / unit);

  const dearest = choices.map((c) => highest(c.units));
  if (sum(dearest) <= cap) return choices.map((c, i) => dearestOption(c, dearest[i] ?? 0));

  const prices = choices.map((c) => priceSet(c.units));
  const mixed = choices.map((c) => c.matches.includes(1) && c.matches.includes(0));
  const mixedCount = mixed.filter(Boolean).length;
  const byStyle = choices.map((c, i): Group => {
    const all = prices[i] ?? NO_PRICES;
    if (!mixed[i]) return { plain: all, bonus: NO_PRICES };
    const matching = c.units.filter((_, j) => c.matches[j] === 1);
    const matchingSet = new Set(matching);
    return { plain: priceSet(c.units.filter((u) => !matchingSet.has(u))), bonus: priceSet(matching) };
  });
  // The usual case on a real catalogue: the budget is hit exactly with every option in style.
  const exact = mixedCount > 0 ? mostMatching(choices, mixed, byStyle, cap, mixedCount) : null;
  if (exact) return exact;

  const anyStyle = prices.map((plain) => ({ plain, bonus: NO_PRICES }));
  const cheapestUnits = sum(choices.map((c) => lowest(c.units)));
  for (let slack = 0; ; slack = slack * 8 + 7) {
    const floor = Math.max(cap - slack, cheapestUnits);
    const stages = suffixSums(anyStyle, floor, cap, 0);
    const reachable = stages?.[0]?.levels[0];
    const total = reachable ? highestSum(reachable) : null;
    if (stages && total !== null) {
      if (mixedCount === 0) return rebuild(choices, mixed, stages, total, 0);
      for (let shortfall = total === cap ? 1 : 0; ; shortfall = shortfall * 2 + 1) {
        const goal = Math.max(mixedCount - shortfall, 0);
        const selection = mostMatching(choices, mixed, byStyle, total, goal);
        if (selection) return selection;
        if (goal === 0) throw new Error('closestToBudget: the best total has no selection');
      }
    }
    if (floor === cheapestUnits)
      throw new Error('closestToBudget: the cheapest selection fits, yet no sum was found');
  }
}

/** Options that can fit, with prices in units of the common divisor, in the caller's order. */
interface Category {
  indices: Int32Array;
  units: Float64Array;
  matches: Uint8Array;
}

/** Distinct prices of a category: ascending for pair marking, odd ones first for shifting. */
interface PriceSet {
  ascending: Float64Array;
  roundestLast: Float64Array;
  /** Largest difference between consecutive prices. */
  widestGap: number;
}

/** `bonus` prices add a matching option; `plain` ones do not. */
interface Group {
  plain: PriceSet;
  bonus: PriceSet;
}

const NO_PRICES: PriceSet = { ascending: new Float64Array(), roundestLast: new Float64Array(), widestGap: 0 };

/** One suffix set per match count from `need` up. */
interface Stage {
  need: number;
  levels: StoredSums[];
}

/** The selection of exactly `total` with the most matches, if it has at least `goal` of them. */
function mostMatching(
  choices: readonly Category[],
  mixed: readonly boolean[],
  groups: readonly Group[],
  total: number,
  goal: number,
): number[] | null {
  const stages = suffixSums(groups, total, total, goal);
  const first = stages?.[0];
  if (!stages || !first) return null;
  for (let level = first.levels.length - 1; level >= 0; level--) {
    const sums = first.levels[level];
    if (sums && hasSum(sums, total)) return rebuild(choices, mixed, stages, total, first.need + level);
  }
  return null;
}

function rebuild(
  choices: readonly Category[],
  mixed: readonly boolean[],
  stages: readonly Stage[],
  total: number,
  matches: number,
): number[] {
  let remainder = total;
  let needed = matches;
  return choices.map((c, i) => {
    const rest = stages[i + 1];
    for (let j = 0; j < c.indices.length; j++) {
      const units = c.units[j] ?? 0;
      const bonus = mixed[i] && c.matches[j] === 1 ? 1 : 0;
      const level = Math.max(needed - bonus, 0);
      const sums = rest?.levels[level - rest.need];
      if (rest ? sums !== undefined && hasSum(sums, remainder - units) : remainder === units && level === 0) {
        remainder -= units;
        needed -= bonus;
        return c.indices[j] ?? 0;
      }
    }
    throw new Error('closestToBudget: reconstruction lost its way');
  });
}

/** Among the dearest options, a matching one if any, the earliest otherwise. */
function dearestOption(c: Category, dearest: number): number {
  let chosen = -1;
  for (let j = 0; j < c.units.length; j++) {
    if (c.units[j] !== dearest) continue;
    if (chosen < 0 || (c.matches[j] === 1 && c.matches[chosen] === 0)) chosen = j;
  }
  return c.indices[chosen] ?? 0;
}

function lowest(values: ArrayLike<number>): number {
  let least = Number.POSITIVE_INFINITY;
  for (let j = 0; j < values.length; j++) least = Math.min(least, values[j] ?? least);
  return least;
}

function highest(values: ArrayLike<number>): number {
  let most = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < values.length; j++) most = Math.max(most, values[j] ?? most);
  return most;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

function priceSet(units: Float64Array): PriceSet {
  const sorted = Float64Array.from(units).sort();
  let distinct = 0;
  for (let j = 0; j < sorted.length; j++) {
    if (j === 0 || sorted[j] !== sorted[j - 1]) sorted[distinct++] = sorted[j] ?? 0;
  }
  const ascending = sorted.subarray(0, distinct);
  // Catalogues price mostly in round amounts, so shifting by round prices keeps dropping the gaps of
  // the input (sums no odd price reaches) onto the same output bits, and those words stay unfilled
  // through hundreds of prices. Odd prices fill them, so they are shifted in first.
  const byRoundness = new Map<number, number[]>();
  let widestGap = 0;
  for (let j = 0; j < ascending.length; j++) {
    const u = ascending[j] ?? 0;
    widestGap = Math.max(widestGap, u - (ascending[j - 1] ?? u));
    const roundness = gcd(1_000_000, (u % 1_000_000) | 0);
    const same = byRoundness.get(roundness);
    if (same) same.push(u);
    else byRoundness.set(roundness, [u]);
  }
  const roundestLast = new Float64Array(ascending.length);
  let filled = 0;
  for (const [, same] of [...byRoundness].sort(([a], [b]) => a - b)) {
    roundestLast.set(same, filled);
    filled += same.length;
  }
  return { ascending, roundestLast, widestGap };
}

/** A set of sums as a bitset over [lo, hi]; words[0] and the word after the last are zero padding. */
interface SumBits {
  lo: number;
  hi: number;
  words: Int32Array;
}

/** A stage kept for reconstruction: blocks of 32 words that are all zeros or all ones are not stored. */
interface StoredSums {
  lo: number;
  hi: number;
  /** EMPTY, FULL, or STORED at `offsets[block]` in `words`. */
  kinds: Uint8Array;
  offsets: Int32Array;
  words: Int32Array;
}

const BLOCK_WORDS = 32;
const FULL = 1;
const STORED = 2;

function suffixSums(groups: readonly Group[], floor: number, cap: number, matchGoal: number): Stage[] | null {
  const bounds = groups.map(({ plain, bonus }) => ({
    min: Math.min(
      plain.ascending[0] ?? Number.POSITIVE_INFINITY,
      bonus.ascending[0] ?? Number.POSITIVE_INFINITY,
    ),
    max: Math.max(plain.ascending.at(-1) ?? 0, bonus.ascending.at(-1) ?? 0),
    bonus: bonus.ascending.length > 0,
  }));
  const plan: { lo: number; hi: number; need: number; top: number }[] = [];
  let minPrefix = sum(bounds.map((b) => b.min));
  let maxPrefix = sum(bounds.map((b) => b.max));
  let bonusPrefix = bounds.filter((b) => b.bonus).length;
  let minSuffix = 0;
  let maxSuffix = 0;
  let top = 0;
  for (let i = groups.length - 1; i >= 0; i--) {
    const { min, max, bonus } = bounds[i] ?? { min: 0, max: 0, bonus: false };
    minPrefix -= min;
    maxPrefix -= max;
    minSuffix += min;
    maxSuffix += max;
    if (bonus) {
      bonusPrefix--;
      top++;
    }
    const lo = Math.max(floor - maxPrefix, minSuffix);
    const hi = Math.min(cap - minPrefix, maxSuffix);
    if (lo > hi) return null;
    if (hi - lo + 1 > MAX_WINDOW_BITS) {
      throw new RangeError(`closestToBudget: a window of ${hi - lo + 1} sums exceeds ${MAX_WINDOW_BITS}`);
    }
    plan[i] = { lo, hi, need: Math.max(0, matchGoal - bonusPrefix), top };
  }

  const bufferWords = wordCount(Math.max(...plan.map(({ lo, hi }) => hi - lo + 1))) + 2;
  const spare: Int32Array[] = [];
  const unfilled = new Int32Array(bufferWords);
  const start = new Int32Array(3);
  start[1] = 1;
  let previous: SumBits[] = [{ lo: 0, hi: 0, words: start }];
  let previousNeed = 0;
  const stages: Stage[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const { lo, hi, need, top: levelTop } = plan[i] ?? { lo: 0, hi: -1, need: 0, top: 0 };
    const { plain, bonus } = groups[i] ?? { plain: NO_PRICES, bonus: NO_PRICES };
    const next: SumBits[] = [];
    for (let level = need; level <= levelTop; level++) {
      const out = { lo, hi, words: spare.pop() ?? new Int32Array(bufferWords) };
      const outCount = wordCount(hi - lo + 1);
      out.words.fill(0, 0, outCount + 2);
      for (let w = 0; w <= outCount; w++) unfilled[w] = w;
      const fromPlain = previous[level - previousNeed];
      if (fromPlain) addSums(fromPlain, plain, out, unfilled);
      const fromBonus = previous[Math.max(level - 1, 0) - previousNeed];
      if (fromBonus) addSums(fromBonus, bonus, out, unfilled);
      next.push(out);
    }
    stages[i] = { need, levels: next.map(store) };
    for (const done of previous) if (done.words.length === bufferWords) spare.push(done.words);
    previous = next;
    previousNeed = need;
  }
  return stages;
}

function wordCount(bits: number): number {
  return Math.ceil(bits / 32);
}

function addSums(input: SumBits, prices: PriceSet, out: SumBits, unfilled: Int32Array): void {
  if (prices.ascending.length === 0) return;
  if (countSums(input) <= wordCount(out.hi - out.lo + 1)) {
    markPairs(input, prices.ascending, out);
    return;
  }
  fillFromFullRun(input, prices, out, unfilled);
  orShifted(input, prices.roundestLast, out, unfilled);
}

/**
 * A saturated input holds a run of consecutive sums at least as long as the widest gap between
 * prices; the run plus the prices then covers [run start + cheapest, run end + dearest] without a
 * hole. Those output words are filled at once, so the shifts only visit the window's sparse ends.
 */
function fillFromFullRun(input: SumBits, prices: PriceSet, out: SumBits, unfilled: Int32Array): void {
  const used = wordCount(input.hi - input.lo + 1);
  let bestStart = 0;
  let bestLength = 0;
  for (let w = 1, start = 1; w <= used; w++) {
    if (input.words[w] !== -1) start = w + 1;
    else if (w - start + 1 > bestLength) {
      bestStart = start;
      bestLength = w - start + 1;
    }
  }
  if (bestLength * 32 < prices.widestGap) return;
  const runLo = input.lo + (bestStart - 1) * 32;
  const runHi = runLo + bestLength * 32 - 1;
  const outCount = wordCount(out.hi - out.lo + 1);
  const first = Math.max(0, Math.ceil((runLo + (prices.ascending[0] ?? 0) - out.lo) / 32));
  const last = Math.min(
    outCount - 1,
    Math.floor((runHi + (prices.ascending.at(-1) ?? 0) - out.lo + 1) / 32) - 1,
  );
  if (first > last) return;
  out.words.fill(-1, first + 1, last + 2);
  unfilled.fill(last + 1, first, last + 1);
}

function countSums(bits: SumBits): number {
  let count = 0;
  const used = wordCount(bits.hi - bits.lo + 1);
  for (let w = 1; w <= used; w++) {
    let word = bits.words[w] ?? 0;
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** Sparse input: every (reachable sum, price) pair is marked in the output directly. */
function markPairs(input: SumBits, ascending: Float64Array, out: SumBits): void {
  const width = out.hi - out.lo;
  const outWords = out.words;
  const used = wordCount(input.hi - input.lo + 1);
  for (let w = 1; w <= used; w++) {
    let word = input.words[w] ?? 0;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word & -word);
      word &= word - 1;
      const offset = input.lo + (w - 1) * 32 + bit - out.lo;
      for (let j = firstAtLeast(ascending, -offset); j < ascending.length; j++) {
        const position = offset + (ascending[j] ?? 0);
        if (position > width) break;
        const at = (position >> 5) + 1;
        outWords[at] = (outWords[at] ?? 0) | (1 << (position & 31));
      }
    }
  }
}

function firstAtLeast(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Dense input: OR the input shifted by each price, skipping output words that are already all ones.
 * `unfilled[w]` leads to the next word that may still gain a bit (union-find with path halving).
 */
function orShifted(input: SumBits, prices: Float64Array, out: SumBits, unfilled: Int32Array): void {
  const outCount = wordCount(out.hi - out.lo + 1);
  const outWords = out.words;
  const inputWords = input.words;
  const inputBits = wordCount(input.hi - input.lo + 1) * 32;
  for (const price of prices) {
    // Output bit j receives input bit j - shift.
    const shift = input.lo + price - out.lo;
    if (shift >= outCount * 32 || shift + inputBits <= 0) continue;
    const last = Math.min(outCount - 1, (shift + inputBits - 1) >> 5);
    const wordShift = -shift >> 5;
    const bitShift = -shift & 31;
    let w = findUnfilled(unfilled, shift > 0 ? shift >> 5 : 0);
    while (w <= last) {
      const at = w + wordShift + 1;
      const low = inputWords[at] ?? 0;
      const shifted =
        bitShift === 0 ? low : (low >>> bitShift) | ((inputWords[at + 1] ?? 0) << (32 - bitShift));
      const merged = (outWords[w + 1] ?? 0) | shifted;
      outWords[w + 1] = merged;
      let next = w + 1;
      if (merged === -1) unfilled[w] = next;
      if (unfilled[next] !== next) next = findUnfilled(unfilled, next);
      w = next;
    }
  }
}

function findUnfilled(unfilled: Int32Array, from: number): number {
  let w = from;
  for (let up = unfilled[w] ?? w; up !== w; up = unfilled[w] ?? w) {
    const skip = unfilled[up] ?? up;
    unfilled[w] = skip;
    w = skip;
  }
  return w;
}

function store(bits: SumBits): StoredSums {
  const count = wordCount(bits.hi - bits.lo + 1);
  const blocks = Math.ceil(count / BLOCK_WORDS);
  const kinds = new Uint8Array(blocks);
  const offsets = new Int32Array(blocks);
  const kept: Int32Array[] = [];
  for (let b = 0; b < blocks; b++) {
    const from = 1 + b * BLOCK_WORDS;
    const to = 1 + Math.min(count, (b + 1) * BLOCK_WORDS);
    let full = to - from === BLOCK_WORDS;
    let empty = true;
    for (let w = from; w < to; w++) {
      const word = bits.words[w];
      full &&= word === -1;
      empty &&= word === 0;
    }
    if (full) kinds[b] = FULL;
    else if (!empty) {
      kinds[b] = STORED;
      offsets[b] = kept.length * BLOCK_WORDS;
      kept.push(bits.words.subarray(from, to));
    }
  }
  const words = new Int32Array(kept.length * BLOCK_WORDS);
  kept.forEach((block, n) => {
    words.set(block, n * BLOCK_WORDS);
  });
  return { lo: bits.lo, hi: bits.hi, kinds, offsets, words };
}

function hasSum(sums: StoredSums, value: number): boolean {
  if (value < sums.lo || value > sums.hi) return false;
  const bit = value - sums.lo;
  const word = bit >> 5;
  const block = word >> 5;
  const kind = sums.kinds[block];
  if (kind !== STORED) return kind === FULL;
  return (((sums.words[(sums.offsets[block] ?? 0) + (word & 31)] ?? 0) >>> (bit & 31)) & 1) === 1;
}

/** The largest sum of the set within its window, or null when it is empty there. */
function highestSum(sums: StoredSums): number | null {
  for (let bit = sums.hi - sums.lo; bit >= 0; ) {
    const block = bit >> 10;
    const kind = sums.kinds[block];
    if (kind === FULL) return sums.lo + bit;
    if (kind !== STORED) {
      bit = block * 1024 - 1;
      continue;
    }
    const word =
      (sums.words[(sums.offsets[block] ?? 0) + ((bit >> 5) & 31)] ?? 0) & (-1 >>> (31 - (bit & 31)));
    if (word !== 0) return sums.lo + (bit & ~31) + 31 - Math.clz32(word);
    bit = (bit & ~31) - 1;
  }
  return null;
}
