import { readdirSync, readFileSync } from 'node:fs';
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Every process `root` started, and theirs (the render browser's), from /proc. */
export function childProcessIds(root = process.pid): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while being read.
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop() as number;
    for (const [child, parent] of parents)
      if (parent === pid) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

/**
 * Memory of every process this one started, and theirs (the render browser), from /proc: the
 * proportional set size, so the pages Chromium's processes share (its binary, its fonts) count
 * once and not once per process as a sum of RSS would.
 */
export function childProcessesMemory(root = process.pid): number {
  return childProcessIds(root).reduce((total, pid) => total + proportionalBytes(pid), 0);
}

function proportionalBytes(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(rollup.match(/^Pss:\s+(\d+) kB/m)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
