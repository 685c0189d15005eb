import { readdirSync, readFileSync } from 'node:fs'

/** Parent pid of every process, from /proc (Linux). */
function parents(): Map<number, number> {
  const map = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name (field 2) may hold spaces and parentheses: read after its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      map.set(Number(entry), Number(fields[1]))
    } catch {
      // The process ended while we looked.
    }
  }
  return map
}

/** Resident memory of one process in bytes (0 once it has ended). */
function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** `root` and all its descendants. */
function processTree(root: number): number[] {
  const byParent = new Map<number, number[]>()
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid])
  const tree = [root]
  for (let i = 0; i < tree.length; i++) tree.push(...(byParent.get(tree[i]!) ?? []))
  return tree
}

export interface MemorySample {
  /** Sum over the process tree. */
  tree: number
  /** The largest single process. */
  largest: number
}

function sampleMemory(root: number): MemorySample {
  const sizes = processTree(root).map(rssOf)
  return { tree: sizes.reduce((a, b) => a + b, 0), largest: Math.max(0, ...sizes) }
}

/** Samples a process tree's memory every `intervalMs` until stopped; returns the peaks. */
export function watchPeakMemory(root: number, intervalMs = 100): { stop: () => MemorySample } {
  const peak: MemorySample = { tree: 0, largest: 0 }
  const take = () => {
    const s = sampleMemory(root)
    peak.tree = Math.max(peak.tree, s.tree)
    peak.largest = Math.max(peak.largest, s.largest)
  }
  take()
  const timer = setInterval(take, intervalMs)
  return {
    stop: () => {
      clearInterval(timer)
      return peak
    },
  }
}
