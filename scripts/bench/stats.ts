import { readdirSync, readFileSync } from 'node:fs';
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Resident memory of every process this one started, and theirs (the render browser), from /proc. */
export function childProcessesRss(root = process.pid): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop() as number;
    for (const [child, parent] of parents)
      if (parent === pid) {
        total += rss.get(child) ?? 0;
        queue.push(child);
      }
  }
  return total;
}
