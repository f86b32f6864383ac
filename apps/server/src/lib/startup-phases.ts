// How long each step of the portal's start took (main.ts logs it at debug level: `LOG_LEVEL=debug npm start`).
// `performance.now()` counts from the process's start, so the first phase includes loading the server's modules.
// Beside the wall time, the CPU time of the process (all its threads) in each sequential phase: on a busy machine
// the wall time swings with the load, the CPU time much less.

export interface StartupPhases {
  /** Ends the phase running since the previous mark (or since the process started) and names it. */
  mark(name: string): void;
  /** Runs `work` as a named phase that may overlap others (its own start and end). */
  time<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Milliseconds per phase, in the order they ended, and the total since the process started. */
  summary(): {
    phases: Record<string, number>;
    cpuMs: Record<string, number>;
    totalMs: number;
    totalCpuMs: number;
  };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export function startupPhases(now: () => number = () => performance.now()): StartupPhases {
  const phases: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  let last = 0;
  let lastCpu = 0;
  const round = (ms: number) => Math.round(ms);
  return {
    mark(name) {
      const at = now();
      const atCpu = cpuMs();
      phases[name] = round(at - last);
      cpu[name] = round(atCpu - lastCpu);
      last = at;
      lastCpu = atCpu;
    },
    async time(name, work) {
      const started = now();
      try {
        return await work();
      } finally {
        phases[name] = round(now() - started);
      }
    },
    summary: () => ({
      phases: { ...phases },
      cpuMs: { ...cpu },
      totalMs: round(now()),
      totalCpuMs: round(cpuMs()),
    }),
  };
}
