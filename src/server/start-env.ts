/**
 * What `npm start` sets in the server's environment (package.json's "start" script). The C library
 * reads these when the process starts, before any of the app's code runs: the server cannot set
 * them for itself, only tell when they are missing.
 *
 * MALLOC_ARENA_MAX=2: glibc gives each thread that allocates at the same time as another one its
 * own heap (an "arena", up to 8 per CPU core), and keeps what it grew to. libvips (sharp) decodes
 * and resizes photos on libuv's and its own threads: after 20 generations the arenas held 316 MB
 * of a 605 MB process, after 100 most of its 650 MB. With two arenas the same work leaves the
 * server at about 300 MB, and sharp, seeing the setting, uses every core instead of one.
 */
export const START_ENV = { MALLOC_ARENA_MAX: '2' } as const;

export type StartEnvName = keyof typeof START_ENV;

/** The START_ENV settings this process started without, where they matter: Linux with glibc. */
export function missingStartEnv(env: NodeJS.ProcessEnv = process.env, glibc = runsOnGlibc): StartEnvName[] {
  const missing = (Object.keys(START_ENV) as StartEnvName[]).filter((name) => !env[name]);
  return missing.length > 0 && glibc() ? missing : [];
}

function runsOnGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return Boolean(report?.header?.glibcVersionRuntime);
}
