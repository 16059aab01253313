import { readdirSync, readFileSync } from 'node:fs';

// Test helper: reads the priority of this process's threads (Linux only).

/** The nice value of each thread of this process, by thread id (Linux's /proc). */
export function niceByThread(): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name, which may itself hold spaces: nice is the 19th field.
      threads.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return threads;
}
